/** What each of the panel's own forms posts as `intent` (the tributes and music forms bring theirs). */
export const PANEL_INTENTS = {
  privacy: "privacidade",
  regenerateLink: "novo-link",
  plaqueAddress: "endereco-placa",
  assignPlan: "atribuir-plano",
} as const;

export type PanelIntent = (typeof PANEL_INTENTS)[keyof typeof PANEL_INTENTS];

/** The panel's sections, in the order the page shows them: their anchors and titles. */
export const PANEL_SECTIONS = {
  plano: "Plano",
  placa: "Placa QR",
  privacidade: "Privacidade e compartilhamento",
  homenagens: "Homenagens",
  contatos: "Contatos de notificação",
  galeria: "Galeria",
  playlist: "Playlist",
  editar: "Editar memorial",
  administradores: "Administradores",
  "administracao-do-site": "Administração do site",
} as const;

export type PanelSection = keyof typeof PANEL_SECTIONS;
