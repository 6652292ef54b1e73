import { z } from "zod";
import { AMOUNT_MESSAGES, AMOUNTS_DISAGREE, MAX_CENTS, toCents, toReais, wholeCentavos } from "./money";

/** The Zod schemas of amounts (the rules and their messages are in `money.ts`). */

const INVALID_AMOUNT = AMOUNT_MESSAGES.invalid;

/** An amount in reais as the spec's calls send it: a positive number with at most two decimals, up to R$ 1.000.000. */
export const reais = z
  .number({ message: INVALID_AMOUNT })
  .finite(INVALID_AMOUNT)
  .positive(AMOUNT_MESSAGES.notPositive)
  .max(toReais(MAX_CENTS), AMOUNT_MESSAGES.tooLarge)
  .refine(wholeCentavos, AMOUNT_MESSAGES.decimals);

/** An amount in whole centavos, as our own pages send it: a positive integer up to R$ 1.000.000. */
export const centavos = z
  .number({ message: INVALID_AMOUNT })
  .int(INVALID_AMOUNT)
  .positive(INVALID_AMOUNT)
  .max(MAX_CENTS, INVALID_AMOUNT);

/** Refines a body that may carry one amount twice, in reais and in centavos: both there and different is refused. */
export function sameAmountIn<R extends string, C extends string>(reaisKey: R, centsKey: C) {
  return (value: Partial<Record<R | C, number>>, ctx: z.RefinementCtx) => {
    const inReais = value[reaisKey];
    const inCents = value[centsKey];
    if (inReais !== undefined && inCents !== undefined && toCents(inReais) !== inCents) {
      ctx.addIssue({ code: "custom", path: [centsKey], message: AMOUNTS_DISAGREE });
    }
  };
}
