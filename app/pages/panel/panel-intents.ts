/** What each of the panel's own forms posts as `intent` (the tributes and music forms bring theirs). */
export const PANEL_INTENTS = {
  privacy: "privacidade",
  regenerateLink: "novo-link",
  plaqueAddress: "endereco-placa",
  assignPlan: "atribuir-plano",
  invite: "convidar",
  revokeInvitation: "cancelar-convite",
  changeRole: "mudar-papel",
  removeMember: "remover-pessoa",
  leave: "sair-do-memorial",
  transfer: "transferir",
  video: "gerar-video",
  videoUpload: "enviar-video",
  cardDesign: "modelo-cartao",
} as const;

/** The Administradores section's forms: they all answer in that section. */
export const TEAM_INTENTS = [
  PANEL_INTENTS.invite,
  PANEL_INTENTS.revokeInvitation,
  PANEL_INTENTS.changeRole,
  PANEL_INTENTS.removeMember,
  PANEL_INTENTS.leave,
  PANEL_INTENTS.transfer,
] as const;

export type PanelIntent = (typeof PANEL_INTENTS)[keyof typeof PANEL_INTENTS];

/** The panel's sections, in the order the page shows them: their anchors and titles. */
export const PANEL_SECTIONS = {
  cerimonias: "Cerimônias",
  plano: "Plano",
  placa: "Placa QR",
  cartao: "Cartão digital",
  livro: "Livro de memórias",
  privacidade: "Privacidade e compartilhamento",
  homenagens: "Homenagens",
  contatos: "Contatos de notificação",
  seguidores: "Seguidores",
  galeria: "Galeria",
  playlist: "Playlist",
  video: "Vídeo",
  "referencia-religiosa": "Referência religiosa",
  editar: "Editar memorial",
  administradores: "Administradores",
  "administracao-do-site": "Administração do site",
} as const;

export type PanelSection = keyof typeof PANEL_SECTIONS;
