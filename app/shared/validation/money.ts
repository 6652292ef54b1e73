import { z } from "zod";

/** An amount in reais as the spec's calls send it: a positive number up to R$ 1.000.000. */
export const reais = z
  .number({ message: "Por favor, insira um valor numérico válido" })
  .finite()
  .positive("Por favor, insira um valor numérico válido")
  .max(1_000_000, "Por favor, insira um valor numérico válido");

/** Reais as whole centavos. */
export const toCents = (value: number) => Math.round(value * 100);

/** Far above any wallet; keeps the number a safe integer of centavos. */
const MAX_TYPED_CENTS = 100_000_000;

/** What the spec keeps of a typed amount: digits, and the dot (or the comma of pt-BR) before centavos. */
export function keepAmountCharacters(value: string): string {
  return value.replace(/[^\d.,]/g, "");
}

/** "10", "10,5", "R$ 10.50" as centavos; "invalid" when what is left is not one number. */
export function typedAmountCents(value: string): number | "invalid" {
  const kept = keepAmountCharacters(value).replace(",", ".");
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(kept)) return "invalid";
  const cents = Math.round(Number(kept) * 100);
  return Number.isSafeInteger(cents) && cents <= MAX_TYPED_CENTS ? cents : "invalid";
}
