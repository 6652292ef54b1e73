import { z } from "zod";
import { type ParsedAmount, parseAmount } from "~/shared/validation/money";
import { ADD_BALANCE_MESSAGES, TOPUP_LIMITS } from "./add-balance.constants";

export { ADD_BALANCE_MESSAGES, TOPUP_LIMITS, TOPUP_PRESETS_CENTS } from "./add-balance.constants";

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
