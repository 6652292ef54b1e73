const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export const CURRENCY_ERROR = "O valor fornecido não é válido para conversão em moeda.";

/** Integer centavos as BRL, e.g. 49900 → "R$ 499,00" (with the non-breaking space of pt-BR). */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(CURRENCY_ERROR);
  return brl.format(cents / 100);
}
