import { z } from "zod";
import { parseAmount } from "~/shared/validation/money";
import { centavos, reais, sameAmountIn } from "~/shared/validation/money.schema";

import { VOUCHER_MESSAGES } from "./vouchers.constants";

/** Request shapes of the voucher calls (pt-BR messages, no server imports). */
export { VOUCHER_MESSAGES };

const INVALID_AMOUNT = "Por favor, insira um valor numérico válido";

/** A client's key for one operation: a retried call with the same key is done once. */
const idempotencyKey = z
  .string({ message: "Informe a chave de idempotência da operação." })
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, "Informe a chave de idempotência da operação.")
  .describe("8 to 128 of A-Z a-z 0-9 _ . : - ; the same key repeats the first answer.");

export const createVoucherSchema = z.object({
  walletId: z.uuid({ message: "Carteira inválida." }).optional().describe("The caller's own wallet, when given."),
  amount: z
    .union([z.number(), z.string().max(30, INVALID_AMOUNT)], { message: INVALID_AMOUNT })
    .optional()
    .describe('Reais: 12.5, "12,50" or "R$ 12,50".'),
  idempotencyKey,
});

export const useVoucherSchema = z
  .object({
    voucherCode: z
      .string({ message: VOUCHER_MESSAGES.notFound })
      .max(20, VOUCHER_MESSAGES.notFound)
      .describe("XXXX-XXXX, any case, with or without the dash."),
    value: reais.optional().describe("The price to pay, in reais (the spec's field); or send valueCents."),
    valueCents: centavos.optional().describe("The price to pay, in whole centavos; or send value."),
    product: z.string().max(40).optional(),
    idempotencyKey,
  })
  .superRefine((body, ctx) => {
    if (body.value === undefined && body.valueCents === undefined) {
      ctx.addIssue({ code: "custom", path: ["value"], message: INVALID_AMOUNT });
    }
  })
  .superRefine(sameAmountIn("value", "valueCents"));

/**
 * "12,50", "R$ 1.000,00", "12.50" or 12.5 as centavos, read strictly (`parseAmount`): undefined
 * when nothing was typed, else the centavos or the pt-BR reason for refusing what was typed.
 */
export function voucherAmountCents(value: number | string | undefined): number | { message: string } | undefined {
  if (value === undefined || (typeof value === "string" && value.trim() === "")) return undefined;
  const parsed = parseAmount(value, { cents: 100, message: VOUCHER_MESSAGES.amountMinimum });
  return "cents" in parsed ? parsed.cents : parsed;
}
