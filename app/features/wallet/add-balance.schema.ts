import { z } from "zod";
import { type ParsedAmount, parseAmount } from "~/shared/validation/money";

/** Top-up limits (the Wallet top-up product refuses anything else on the server too). */
export const TOPUP_LIMITS = { minCents: 100, maxCents: 1_000_000 } as const;

export const ADD_BALANCE_MESSAGES = {
  amountRequired: "Preencha o valor que deseja adicionar",
  invalidNumber: "Por favor, insira um valor numérico válido",
  outOfRange: "O valor deve estar entre R$ 1,00 e R$ 10.000,00.",
} as const;

/** Quick choices offered above the field. */
export const TOPUP_PRESETS_CENTS = [2_000, 5_000, 10_000] as const;

/** Whole centavos as a form posts them (digits only). */
const postedCents = (digits: string): ParsedAmount =>
  /^\d{1,9}$/.test(digits) ? { cents: Number(digits) } : { message: ADD_BALANCE_MESSAGES.invalidNumber };

/**
 * The amount step of /add-balance: a suggested value's button (`presetCents`), the amount the
 * checkout posts back without JavaScript (`amountCents`), both whole centavos, or the reais the
 * person typed (`amount`). One schema for the browser and the action.
 */
export const addBalanceSchema = z
  .object({
    presetCents: z.string().max(30, ADD_BALANCE_MESSAGES.invalidNumber).optional(),
    amountCents: z.string().max(30, ADD_BALANCE_MESSAGES.invalidNumber).optional(),
    amount: z.string().max(30, ADD_BALANCE_MESSAGES.invalidNumber).optional(),
  })
  .transform((value, ctx) => {
    const posted = value.presetCents ?? value.amountCents;
    const parsed =
      posted !== undefined
        ? postedCents(posted)
        : value.amount === undefined || value.amount.trim() === ""
          ? null
          : parseAmount(value.amount);
    const message =
      parsed === null
        ? ADD_BALANCE_MESSAGES.amountRequired
        : "message" in parsed
          ? parsed.message
          : parsed.cents < TOPUP_LIMITS.minCents || parsed.cents > TOPUP_LIMITS.maxCents
            ? ADD_BALANCE_MESSAGES.outOfRange
            : null;
    if (message !== null || parsed === null || !("cents" in parsed)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: message ?? ADD_BALANCE_MESSAGES.invalidNumber });
      return z.NEVER;
    }
    return { amount: parsed.cents };
  });
