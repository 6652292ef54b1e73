/*
 * The honor form's texts, choices and prices, without Zod: the honor page renders them at first
 * load; its schema (tribute-form.schema.ts) loads on the first interaction (decision 061).
 */

/** The honor form's texts (part 2, §5 'Tribute form', §4 'Tribute purchase'). */
export const TRIBUTE_MESSAGES = {
  name: "Insira o seu nome para continuar",
  email: "Insira o seu e-mail para continuar",
  emailInvalid: "E-mail inválido.",
  kinship: "Insira a sua relação com a pessoa para continuar",
  body: "Escreva uma mensagem",
  contract: "Você precisa aceitar o contrato para continuar",
  robot: "Robô detectado!",
  candleDays: "Escolha por quanto tempo a vela fica acesa.",
  photoType: "Formato de arquivo não suportado. Apenas JPEG, JPG, PNG, GIF e HEIC são aceitos",
  photoRequired: "Escolha uma foto para compartilhar.",
  success: {
    Candle: "A vela foi acesa",
    Photo: "Sua lembrança foi enviada",
    Message: "Sua mensagem foi enviada",
  },
  /** A paid message or photo the family approves before it shows (approval mode, or a link in it). */
  held: {
    Message: "Sua mensagem foi enviada e aguarda a aprovação da família",
    Photo: "Sua lembrança foi enviada e aguarda a aprovação da família",
  },
} as const;

/** Kinship options of a tribute (part 2, §3). */
export const TRIBUTE_KINSHIPS = [
  "Pai",
  "Mãe",
  "Filho",
  "Filha",
  "Avô",
  "Avó",
  "Tio",
  "Tia",
  "Primo",
  "Prima",
  "Outro",
] as const;

/** Prices in centavos, set by the server (part 2, §9): the client never chooses its price. */
export const TRIBUTE_PRICES_CENTS = { candle7: 499, candle14: 899, Message: 250, Photo: 749 } as const;

export type SoldTributeType = "Candle" | "Message" | "Photo";

/** The honor of the URL (/{honor}/choose-profiles, ?tipo=) and the tribute type it sells. */
export const HONOR_TYPES = { candle: "Candle", message: "Message", photo: "Photo" } as const;

/** The contract page each tribute type is accepted under. */
export const TRIBUTE_CONTRACTS: Record<SoldTributeType, string> = {
  Candle: "/contrato-homenagem-vela",
  Message: "/contrato-homenagem-mensagem",
  Photo: "/contrato-homenagem-lembranca",
};

export function tributePriceCents(type: SoldTributeType, candleDays?: number): number {
  if (type === "Candle") return candleDays === 14 ? TRIBUTE_PRICES_CENTS.candle14 : TRIBUTE_PRICES_CENTS.candle7;
  return TRIBUTE_PRICES_CENTS[type];
}

/** What the buyer reads once a tribute is paid: a held message or photo says that it waits. */
export function tributeDoneMessage(type: SoldTributeType, awaitsApproval: boolean): string {
  return awaitsApproval && type !== "Candle" ? TRIBUTE_MESSAGES.held[type] : TRIBUTE_MESSAGES.success[type];
}
