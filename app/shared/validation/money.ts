import { z } from "zod";

/*
 * Money is whole centavos from the database to the screen (ARCHITECTURE rule 5), formatted only
 * for display (`formatBRL`). Reais exist only where the spec's calls and a provider's widget take
 * or give them, converted right there with `toCents` and `toReais`.
 */

const INVALID_AMOUNT = "Por favor, insira um valor numérico válido";

/** R$ 1.000.000 in centavos: the ceiling of every amount a call accepts. */
export const MAX_CENTS = 100_000_000;

/** Reais as whole centavos. */
export const toCents = (value: number) => Math.round(value * 100);

/** Whole centavos as reais, for a field given in reais (never for arithmetic). */
export const toReais = (cents: number) => cents / 100;

/** An amount in reais as the spec's calls send it: a positive number up to R$ 1.000.000. */
export const reais = z
  .number({ message: INVALID_AMOUNT })
  .finite()
  .positive(INVALID_AMOUNT)
  .max(toReais(MAX_CENTS), INVALID_AMOUNT);

/** An amount in whole centavos, as our own pages send it: a positive integer up to R$ 1.000.000. */
export const centavos = z
  .number({ message: INVALID_AMOUNT })
  .int(INVALID_AMOUNT)
  .positive(INVALID_AMOUNT)
  .max(MAX_CENTS, INVALID_AMOUNT);

/** An amount a call takes in reais (the spec's field) or in centavos (ours), as centavos; undefined for neither. */
export function centsOf(inReais: number | undefined, inCents: number | undefined): number | undefined {
  return inCents ?? (inReais === undefined ? undefined : toCents(inReais));
}

export const AMOUNTS_DISAGREE = "O valor em reais e o valor em centavos não conferem.";

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

/** What the spec keeps of a typed amount: digits, and the dot (or the comma of pt-BR) before centavos. */
export function keepAmountCharacters(value: string): string {
  return value.replace(/[^\d.,]/g, "");
}

/** "10", "10,5", "R$ 10.50" as centavos; "invalid" when what is left is not one number. */
export function typedAmountCents(value: string): number | "invalid" {
  const kept = keepAmountCharacters(value).replace(",", ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(kept)) return "invalid";
  const cents = toCents(Number(kept));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : "invalid";
}
