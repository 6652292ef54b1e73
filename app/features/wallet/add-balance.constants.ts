/** The /add-balance form's limits, texts and quick choices, without Zod (decision 061). */

/** Top-up limits (the Wallet top-up product refuses anything else on the server too). */
export const TOPUP_LIMITS = { minCents: 100, maxCents: 1_000_000 } as const;

export const ADD_BALANCE_MESSAGES = {
  amountRequired: "Preencha o valor que deseja adicionar",
  invalidNumber: "Por favor, insira um valor numérico válido",
  outOfRange: "O valor deve estar entre R$ 1,00 e R$ 10.000,00.",
} as const;

/** Quick choices offered above the field. */
export const TOPUP_PRESETS_CENTS = [2_000, 5_000, 10_000] as const;
