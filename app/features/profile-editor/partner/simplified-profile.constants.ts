import type { CeremonyKind } from "~/features/ceremonies";

/**
 * The partner's simplified wizard's texts, plans, ceremony slots and input rules, without Zod: what
 * its screen renders at first load. `simplified-profile.schema.ts` re-exports them with its schemas.
 */
export const SIMPLIFIED_MESSAGES = {
  plaqueChoiceRequired: "Informe se o homenageado tem placa.",
  hashRequired: "Preencha o hash da placa para continuar",
  hashFormat: "O hash da placa tem 10 letras.",
  hashCheckFailed: "Ocorreu um erro na verificação do hash.",
  customerNameRequired: "Preencha o nome do cliente para continuar",
  customerEmailRequired: "Preencha o e-mail do cliente para continuar",
  customerEmailInvalid: "E-mail inválido.",
  planRequired: "Escolha um plano: Ouro, Platina ou Diamante.",
  insufficientBalance: "Saldo insuficiente",
  created: "Perfil criado com sucesso!",
  failed: (message: string) => `Erro ao criar perfil simplificado: ${message}`,
} as const;

export const SIMPLIFIED_PLANS = ["Ouro", "Platina", "Diamante"] as const;
export type SimplifiedPlan = (typeof SIMPLIFIED_PLANS)[number];

/** Letters only, forced upper-case as typed (spec). */
export function plaqueHashInput(raw: string): string {
  return raw.replace(/[^A-Za-z]/g, "").toUpperCase();
}

export const PARTNER_CEREMONY_SLOTS = {
  velorio: { title: "Velório", kinds: ["velorio"] },
  despedida: { title: "Sepultamento ou cremação", kinds: ["sepultamento", "cremacao"] },
  setimo: { title: "Sétimo dia", kinds: ["missa_7", "culto_7"] },
} as const satisfies Record<string, { title: string; kinds: readonly CeremonyKind[] }>;

export type PartnerCeremonySlot = keyof typeof PARTNER_CEREMONY_SLOTS;
export const CEREMONY_SLOT_PARTS = ["Kind", "Date", "Time", "Place", "Address"] as const;
