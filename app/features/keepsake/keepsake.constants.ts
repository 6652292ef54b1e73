/** The keepsake book's words and limits (decision 056): shared by the screen, the services and tests. */
export const KEEPSAKE_LIMITS = {
  /** The default choice (newest first) and the most a book takes. */
  photos: 24,
  tributes: 30,
} as const;

/** The plans whose memorials get the book (the paid ones). */
export const KEEPSAKE_PLANS = ["Ouro", "Platina", "Diamante"] as const;

/** How many of the book's first pages the panel previews as images. */
export const KEEPSAKE_PREVIEW_PAGES = 4;

export const KEEPSAKE_INTENTS = { generate: "gerar-livro" } as const;

export const KEEPSAKE_MESSAGES = {
  paidOnly: "O livro de memórias faz parte dos planos Ouro, Platina e Diamante.",
  tooManyPhotos: `Escolha no máximo ${KEEPSAKE_LIMITS.photos} fotos.`,
  tooManyTributes: `Escolha no máximo ${KEEPSAKE_LIMITS.tributes} homenagens.`,
  unknownPhoto: "Uma das fotos escolhidas não está mais na galeria. Recarregue a página e escolha de novo.",
  unknownTribute: "Uma das homenagens escolhidas não está mais publicada. Recarregue a página e escolha de novo.",
  requested: "Estamos montando o livro. Ele aparece aqui quando ficar pronto.",
  notReady: "O livro ainda não foi gerado.",
  fileNotFound: "Arquivo não encontrado.",
  failed: "Não conseguimos gerar o livro. Tente de novo em alguns minutos.",
} as const;

/** The files of a book, by the name its address ends with. */
export const KEEPSAKE_FILES = {
  book: "livro-de-memorias.pdf",
  print: "livro-de-memorias-impressao.pdf",
} as const;

export const previewFileName = (page: number) => `previa-${page}.jpg`;
