/** The custom video's limits and pt-BR texts (decision 048), shared by the panel and the services. */
export const VIDEO_LIMITS = {
  /** A family's own video: 200 MB and 5 minutes at most. */
  maxBytes: 200 * 1024 * 1024,
  maxSeconds: 5 * 60,
  /** Photos a rendered video takes (the portrait first, then the gallery). */
  maxPhotos: 20,
} as const;

export const VIDEO_MESSAGES = {
  notDiamante: "O vídeo personalizado faz parte do plano Diamante. Mude o plano do memorial para gerá-lo.",
  noPhotos: "Adicione fotos ao memorial (retrato ou galeria) antes de gerar o vídeo.",
  busy: "O vídeo deste memorial já está sendo preparado. Aguarde terminar.",
  requested: "Estamos gerando o vídeo. Isso leva alguns minutos; você pode acompanhar aqui.",
  uploaded: "Recebemos o seu vídeo. Estamos preparando-o para o memorial.",
  missingFile: "Escolha um arquivo de vídeo para enviar.",
  empty: "O arquivo de vídeo está vazio. Escolha outro arquivo.",
  tooLarge: "O vídeo é grande demais. O limite é de 200 MB.",
  tooLong: "O vídeo é longo demais. O limite é de 5 minutos.",
  unreadable:
    "Não foi possível ler este vídeo: o arquivo não é um vídeo ou está corrompido ou incompleto. Envie um vídeo MP4, MOV, WebM ou AVI.",
  noVideo: "Este arquivo não tem imagem de vídeo. Envie um vídeo MP4, MOV, WebM ou AVI.",
  failed: "Não foi possível preparar o vídeo. Tente novamente; se continuar, fale com o nosso atendimento.",
  /** The job's own words while it works (jobStatus's label). */
  rendering: "Gerando o vídeo",
  transcoding: "Preparando o vídeo enviado",
} as const;
