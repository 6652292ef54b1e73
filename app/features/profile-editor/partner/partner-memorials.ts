/**
 * The partner's area (decision 043): what a partner sees of the memorials it created for its
 * customers, and the pt-BR words of 'Reenviar convite'. No server imports.
 */

/** 'aguardando o cliente' until the memorial's administrator finishes the completion wizard. */
export type PartnerMemorialStatus = "awaiting_customer" | "complete";

export const PARTNER_MEMORIAL_STATUS_LABELS: Record<PartnerMemorialStatus, string> = {
  awaiting_customer: "Aguardando o cliente",
  complete: "Completo",
};

/** At most one resend per memorial in this window. */
export const INVITE_RESEND_WINDOW_MINUTES = 15;

export const PARTNER_MEMORIAL_MESSAGES = {
  notFound: "Memorial não encontrado.",
  notCreator: "Somente o parceiro que criou este memorial pode reenviar o convite.",
  alreadyComplete: "O cliente já completou este memorial: não há convite a reenviar.",
  tooSoon: (minutes: number) =>
    `O convite deste memorial foi reenviado há pouco. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
  resent: (email: string) => `Convite reenviado para ${email}.`,
} as const;

/** Where the memorial's QR plaque stands (plaques' `PlaqueStatus`, dates as ISO text). */
export interface PartnerPlaqueStatus {
  hash: string | null;
  preprinted: boolean;
  order: "none" | "awaiting_payment" | "awaiting_address" | "to_ship" | "shipped";
  shippedAt: string | null;
}

/** One memorial a partner created, as its list on /profiles and the API show it. */
export interface PartnerMemorial {
  profileId: string;
  /** The handle, without '@'. */
  username: string;
  name: string;
  plan: "Free" | "Ouro" | "Platina" | "Diamante";
  /** Visitors can open it (public and activated): the list links to it. */
  viewable: boolean;
  customer: { name: string; email: string; signedIn: boolean };
  status: PartnerMemorialStatus;
  plaque: PartnerPlaqueStatus;
  createdAt: string;
  inviteResentAt: string | null;
}
