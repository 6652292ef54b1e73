/** Plans whose memorials may have a playlist (part 2, section 9). */
export const MUSIC_PLANS = ["Platina", "Diamante"] as const;

export function offersMusic(profile: { type: string }): boolean {
  return (MUSIC_PLANS as readonly string[]).includes(profile.type);
}

/** The memorial page's 'Criar playlist' form: a POST, so no other site can start it with a link. */
export const MUSIC_LOGIN_INTENT = "criar-playlist";

export const MAX_PLAYLIST_TRACKS = 100;
export const MAX_TRACK_QUERY = 100;

export const MUSIC_TEXT = {
  title: "Selecione músicas para homenagear",
  create: "Criar Playlist",
  created: "Playlist criada com sucesso!",
  playlistName: (name: string) => `Homenagem para ${name}`,
  playlistDescription: (name: string) => `Músicas escolhidas pela família em memória de ${name}.`,
} as const;

export const MUSIC_ERRORS = {
  invalidProfile: "Identificador de perfil inválido.",
  notOwner: "Somente quem administra este memorial pode criar a playlist.",
  plan: "A playlist de músicas faz parte dos planos Platina e Diamante.",
  invalidState: "Este link de autorização de música é inválido ou expirou. Volte ao memorial e tente novamente.",
  usedState: "Esta autorização de música já foi usada. Volte ao memorial e tente novamente.",
  notConnected: "Conecte o serviço de música pela página do memorial para buscar músicas.",
  tooManyLogins: "Muitas tentativas de conectar o serviço de música. Aguarde alguns minutos e tente novamente.",
  queryTooLong: `A busca deve ter no máximo ${MAX_TRACK_QUERY} caracteres.`,
  noTracks: "Escolha pelo menos uma música.",
  tooManyTracks: `Escolha no máximo ${MAX_PLAYLIST_TRACKS} músicas.`,
  invalidTracks: "Algumas músicas escolhidas não são válidas. Revise a seleção e tente novamente.",
} as const;
