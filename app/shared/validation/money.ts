/*
 * Money is whole centavos from the database to the screen (ARCHITECTURE rule 5), formatted only
 * for display (`formatBRL`). Reais exist only where the spec's calls and a provider's widget take
 * or give them, converted right there with `toCents` and `toReais`. The Zod schemas of amounts are in
 * `money.schema.ts`: screens import this file, and a screen's first load carries no Zod (decision 061).
 */

/** Why an amount is refused (pt-BR, shown as they are). */
export const AMOUNT_MESSAGES = {
  invalid: "Por favor, insira um valor numérico válido",
  notPositive: "O valor deve ser maior que zero.",
  decimals: "Informe no máximo duas casas decimais (centavos).",
  tooLarge: "O valor máximo é R$ 1.000.000,00.",
} as const;

/**
 * R$ 1.000.000 in centavos: the ceiling of every amount a call accepts. Far below
 * Number.MAX_SAFE_INTEGER, so sums of accepted amounts stay exact in JavaScript; the database
 * keeps them in 64-bit columns (migration 0018).
 */
export const MAX_CENTS = 100_000_000;

/** Reais as whole centavos. */
export const toCents = (value: number) => Math.round(value * 100);

/** Whole centavos as reais, for a field given in reais (never for arithmetic). */
export const toReais = (cents: number) => cents / 100;

/** Whether reais carry at most two decimals (exact for JSON numbers: c / 100 is the double nearest to "c/100"). */
export const wholeCentavos = (value: number) => toCents(value) / 100 === value;

/** An amount a call takes in reais (the spec's field) or in centavos (ours), as centavos; undefined for neither. */
export function centsOf(inReais: number | undefined, inCents: number | undefined): number | undefined {
  return inCents ?? (inReais === undefined ? undefined : toCents(inReais));
}

export const AMOUNTS_DISAGREE = "O valor em reais e o valor em centavos não conferem.";

/**
 * A typed amount in reais: digits with an optional decimal part of one or two digits after a comma
 * ("10", "10,5", "10,50") or a dot ("10.50", as the spec's old client sends), thousands grouped by
 * dots before a comma ("1.000", "1.000,00"), an optional "R$" in front. Groups of three after a dot
 * are thousands, so "1.000" is one thousand reais and never one real.
 */
const TYPED_AMOUNT = /^(?<whole>[1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:(?<separator>[.,])(?<fraction>\d+))?$/;

export type ParsedAmount = { cents: number } | { message: string };

/**
 * Reads an amount a person typed (a string) or a client sent in reais (a number), strictly: a
 * positive amount with at most two decimals up to R$ 1.000.000, as whole centavos; anything else
 * (an exponent, a sign, a third decimal, letters, Infinity) is refused with its pt-BR reason,
 * never rounded or stripped into another amount.
 */
export function parseAmount(
  value: string | number,
  /** A floor of the caller's with its own message (the voucher's R$ 1,00); zero is refused in any case. */
  minimum: { cents: number; message: string } = { cents: 1, message: AMOUNT_MESSAGES.notPositive },
): ParsedAmount {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { message: AMOUNT_MESSAGES.invalid };
    if (value < 0) return { message: AMOUNT_MESSAGES.notPositive };
    if (value === 0) return { message: minimum.message };
    if (value > toReais(MAX_CENTS)) return { message: AMOUNT_MESSAGES.tooLarge };
    if (!wholeCentavos(value)) return { message: AMOUNT_MESSAGES.decimals };
    return toCents(value) < minimum.cents ? { message: minimum.message } : { cents: toCents(value) };
  }
  let text = value.trim().replace(/^R\$\s*/i, "");
  const negative = text.startsWith("-");
  if (negative) text = text.slice(1).trimStart();
  const match = TYPED_AMOUNT.exec(text)?.groups;
  if (!match) return { message: AMOUNT_MESSAGES.invalid };
  const { whole = "", separator, fraction } = match;
  // Thousands grouped by dots take a comma before the centavos ("1.000.5" is not an amount).
  if (whole.includes(".") && separator === ".") return { message: AMOUNT_MESSAGES.invalid };
  if (negative) return { message: AMOUNT_MESSAGES.notPositive };
  if (fraction !== undefined && fraction.length > 2) return { message: AMOUNT_MESSAGES.decimals };
  const reaisPart = Number(whole.replaceAll(".", ""));
  if (reaisPart > toReais(MAX_CENTS)) return { message: AMOUNT_MESSAGES.tooLarge };
  const cents = reaisPart * 100 + Number((fraction ?? "").padEnd(2, "0"));
  if (cents > MAX_CENTS) return { message: AMOUNT_MESSAGES.tooLarge };
  return cents === 0 || cents < minimum.cents ? { message: minimum.message } : { cents };
}
