import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { centsOf, toReais } from "~/shared/validation/money";
import { parseInput } from "~/shared/http/api.server";
import { ValidationError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { createVoucher, listVouchers, redeemVoucher } from "../vouchers.server";
import { createVoucherSchema, useVoucherSchema, voucherAmountCents } from "../vouchers.schema";

/** /api/voucher: vouchers made from the wallet and used at checkout. */
export const voucherApi = Router();

voucherApi.post("/createVoucher", async (req, res) => {
  const input = parseInput(createVoucherSchema, bodyObject(req));
  const amount = voucherAmountCents(input.amount);
  if (typeof amount === "object") throw new ValidationError(amount.message, { amount: amount.message });
  const voucher = await createVoucher(await ctxOf(req).actor(), {
    amountCents: amount,
    walletId: input.walletId,
    idempotencyKey: input.idempotencyKey,
  });
  res.status(201).json({
    success: true,
    voucherCode: voucher.voucherCode,
    code: voucher.voucherCode,
    amount: toReais(voucher.amountCents),
    walletId: voucher.walletId,
  });
});

voucherApi.post("/useVoucher", async (req, res) => {
  const input = parseInput(useVoucherSchema, bodyObject(req));
  const ctx = ctxOf(req);
  const result = await redeemVoucher(
    await ctx.actor(),
    // The schema asks for one of the two.
    {
      code: input.voucherCode,
      valueCents: centsOf(input.value, input.valueCents)!,
      idempotencyKey: input.idempotencyKey,
    },
    { ip: ctx.ip },
  );
  res.json({
    success: true,
    result: {
      amountToPay: toReais(result.amountToPayCents),
      amountToPayCents: result.amountToPayCents,
      walletId: result.walletId,
      applied: toReais(result.appliedCents),
      appliedCents: result.appliedCents,
    },
  });
});

voucherApi.get("/myVouchers", async (req, res) => {
  const vouchers = await listVouchers(await ctxOf(req).actor());
  res.json({
    success: true,
    vouchers: vouchers.map((v) => ({
      code: v.code,
      amount: toReais(v.initialCents),
      balance: toReais(v.balanceCents),
      availableAt: v.availableAt,
      createdAt: v.createdAt,
    })),
  });
});
