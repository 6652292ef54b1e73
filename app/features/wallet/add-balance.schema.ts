import { z } from "zod";
import { typedAmountCents } from "~/shared/validation/money";

/** Top-up limits (the Wallet top-up product refuses anything else on the server too). */
export const TOPUP_LIMITS = { minCents: 100, maxCents: 1_000_000 } as const;

export const ADD_BALANCE_MESSAGES = {
  amountRequired: "Preencha o valor que deseja adicionar",
  invalidNumber: "Por favor, insira um valor numérico válido",
  outOfRange: "O valor deve estar entre R$ 1,00 e R$ 10.000,00.",
} as const;

/** Quick choices offered above the field. */
export const TOPUP_PRESETS_CENTS = [2_000, 5_000, 10_000] as const;

/** Whole centavos as a form posts them (digits only), or "invalid". */
const postedCents = (digits: string): number | "invalid" => (/^\d{1,9}$/.test(digits) ? Number(digits) : "invalid");

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
    const cents =
      posted !== undefined ? postedCents(posted) : value.amount === undefined ? null : typedAmountCents(value.amount);
    const message =
      cents === null
        ? ADD_BALANCE_MESSAGES.amountRequired
        : cents === "invalid"
          ? ADD_BALANCE_MESSAGES.invalidNumber
          : cents < TOPUP_LIMITS.minCents || cents > TOPUP_LIMITS.maxCents
            ? ADD_BALANCE_MESSAGES.outOfRange
            : null;
    if (message || typeof cents !== "number") {
      ctx.addIssue({ code: "custom", path: ["amount"], message: message ?? ADD_BALANCE_MESSAGES.invalidNumber });
      return z.NEVER;
    }
    return { amount: cents };
  });
