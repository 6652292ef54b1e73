import { z } from "zod";
import { error, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";
import { createVoucherSchema, useVoucherSchema } from "../vouchers.schema";

const tags = ["voucher"] as const;

const voucherCode = z.string().regex(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);

export const applyVoucher = operation({
  method: "post",
  path: "/api/voucher/useVoucher",
  summary: "Apply a voucher to a purchase: its value moves into the caller's wallet",
  tags,
  session: "required",
  request: { body: useVoucherSchema },
  responses: {
    200: ok(
      "What the voucher covered and what is left to pay, in reais and in whole centavos.",
      success({
        result: z.strictObject({
          amountToPay: z.number().describe("Reais."),
          amountToPayCents: z.number().int(),
          walletId: z.uuid(),
          applied: z.number().describe("Reais."),
          appliedCents: z.number().int(),
        }),
      }),
    ),
    404: error("'Voucher inválido.'"),
    409: error(
      "The voucher is empty, a plan's gift still inside its payment's chargeback window (the message gives the date), or the key was used for another request.",
    ),
    429: error("Too many attempts with unknown codes; see Retry-After."),
  },
});

/** /api/voucher: vouchers made from the wallet and used at checkout. */
export const voucherContract = [
  operation({
    method: "post",
    path: "/api/voucher/createVoucher",
    summary: "Create a voucher paid from the caller's wallet (idempotent per key)",
    tags,
    session: "required",
    request: { body: createVoucherSchema },
    responses: {
      201: ok(
        "The voucher; its value left the wallet.",
        success({ voucherCode, code: voucherCode, amount: z.number(), walletId: z.uuid() }),
      ),
      403: error("`walletId` is not the caller's wallet."),
      409: error(
        "The amount is above the wallet's balance, or above what card and PIX payments still inside their chargeback window leave giftable (the message says how much and from when), or the key was used for another request.",
      ),
    },
  }),
  applyVoucher,
  operation({
    method: "get",
    path: "/api/voucher/myVouchers",
    summary: "The caller's vouchers with what is left on each, newest first",
    tags,
    session: "required",
    responses: {
      200: ok(
        "The vouchers (reais).",
        success({
          vouchers: z.array(
            z.strictObject({
              code: voucherCode,
              amount: z.number(),
              balance: z.number(),
              availableAt: isoDateTime()
                .nullable()
                .describe("A plan's gift: usable from then (its payment's chargeback window); null: usable now."),
              createdAt: isoDateTime(),
            }),
          ),
        }),
      ),
    },
  }),
];
