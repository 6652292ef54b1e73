import { formatBRL } from "./format";

/**
 * Card installments, in exact centavos and without interest: a total is split into `count`
 * installments that add up to it to the centavo, the remainder (under `count` centavos) on the
 * first. The plans' installment price is the spec's (part 2, §9: Ouro R$ 500,00 à vista or 6x
 * R$ 100,00, that is R$ 600,00 in installments; decision 039); a voucher comes off that total.
 */
export interface InstallmentSplit {
  count: number;
  firstCents: number;
  restCents: number;
  totalCents: number;
}

export function splitInstallments(totalCents: number, count: number): InstallmentSplit {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`invalid total: ${totalCents}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`invalid installment count: ${count}`);
  const restCents = Math.floor(totalCents / count);
  return { count, firstCents: totalCents - restCents * (count - 1), restCents, totalCents };
}

/** "6x de R$ 100,00", or "1x de R$ 98,35 e 5x de R$ 98,33" when the total does not split evenly. */
export function installmentText(split: InstallmentSplit): string {
  if (split.count === 1) return `1x de ${formatBRL(split.totalCents)}`;
  if (split.firstCents === split.restCents) return `${split.count}x de ${formatBRL(split.restCents)}`;
  return `1x de ${formatBRL(split.firstCents)} e ${split.count - 1}x de ${formatBRL(split.restCents)}`;
}

/** A card option of the checkout: "À vista: R$ 500,00" or "6x de R$ 100,00 (total R$ 600,00)". */
export function installmentOptionText(split: InstallmentSplit): string {
  return split.count === 1
    ? `À vista: ${formatBRL(split.totalCents)}`
    : `${installmentText(split)} (total ${formatBRL(split.totalCents)})`;
}
