import { Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import { z } from "zod";
import { bodyObject } from "~/features/accounts/api/request-session.server";
import { reais, toCents } from "~/features/payments/payments.schema";
import { parseInput } from "~/shared/http/api.server";
import { createVoucher, listVouchers, redeemVoucher, VOUCHER_MESSAGES } from "../vouchers.server";

const createSchema = z.object({
  walletId: z.uuid().optional(),
  amount: z.unknown(),
  idempotencyKey: z.unknown(),
});

const useSchema = z.object({
  voucherCode: z.string({ message: VOUCHER_MESSAGES.notFound }).max(20, VOUCHER_MESSAGES.notFound),
  value: reais,
  product: z.string().max(40).optional(),
  idempotencyKey: z.unknown(),
});

/** "12,50", "R$ 12.50" or 12.5 as centavos; the spec strips everything but digits and a dot. */
function amountCents(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? toCents(value) : "invalid";
  if (typeof value !== "string") return "invalid";
  const cleaned = value.replace(",", ".").replace(/[^\d.]/g, "");
  if (cleaned === "") return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? toCents(n) : "invalid";
}

/** /api/voucher: vouchers made from the wallet and used at checkout. */
export const voucherApi = Router();

voucherApi.post("/createVoucher", async (req, res) => {
  const input = parseInput(createSchema, bodyObject(req));
  const voucher = await createVoucher(await ctxOf(req).actor(), {
    amountCents: amountCents(input.amount),
    walletId: input.walletId,
    idempotencyKey: input.idempotencyKey,
  });
  res.status(201).json({
    success: true,
    voucherCode: voucher.voucherCode,
    code: voucher.voucherCode,
    amount: voucher.amountCents / 100,
    walletId: voucher.walletId,
  });
});

voucherApi.post("/useVoucher", async (req, res) => {
  const input = parseInput(useSchema, bodyObject(req));
  const result = await redeemVoucher(
    await ctxOf(req).actor(),
    { code: input.voucherCode, valueCents: toCents(input.value), idempotencyKey: input.idempotencyKey },
    { ip: ctxOf(req).ip },
  );
  res.json({
    success: true,
    result: {
      amountToPay: result.amountToPayCents / 100,
      walletId: result.walletId,
      applied: result.appliedCents / 100,
    },
  });
});

voucherApi.get("/myVouchers", async (req, res) => {
  const vouchers = await listVouchers(await ctxOf(req).actor());
  res.json({
    success: true,
    vouchers: vouchers.map((v) => ({
      code: v.code,
      amount: v.initialCents / 100,
      balance: v.balanceCents / 100,
      createdAt: v.createdAt,
    })),
  });
});
