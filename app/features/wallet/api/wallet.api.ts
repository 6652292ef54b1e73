import { Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import { bodyObject, queryValue } from "~/shared/http/request-input";
import { paymentView, buyWithWalletBalance } from "~/features/payments/index.server";
import { walletPurchaseSchema } from "~/features/payments";
import { parseInput } from "~/shared/http/api.server";
import { ValidationError } from "~/shared/http/errors";
import { getWalletBalance, listExpenses } from "../wallet.server";

function pageParam(value: string | undefined, fallback: number, max: number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** /api/wallet: balance, expenses and purchases paid from the balance. */
export const walletApi = Router();

walletApi.get("/getWalletBalanceByUser/:userId", async (req, res) => {
  const wallet = await getWalletBalance(await ctxOf(req).actor(), req.params.userId);
  res.json({
    success: true,
    balance: { id: wallet.id, balance: wallet.balanceCents / 100, balanceCents: wallet.balanceCents },
  });
});

walletApi.get("/getExpenses/:userId", async (req, res) => {
  const page = pageParam(queryValue(req, "page"), 1, 100_000);
  const limit = pageParam(queryValue(req, "limit"), 20, 100);
  const result = await listExpenses(await ctxOf(req).actor(), req.params.userId, { page, pageSize: limit });
  res.json({
    success: true,
    total: result.total,
    page,
    expenses: result.expenses.map((e) => ({
      id: e.id,
      tribute_type: e.type,
      name: e.name,
      amount: e.amountCents / 100,
      amountCents: e.amountCents,
      transaction_date: e.transactionDate,
    })),
  });
});

walletApi.post("/buyWithWalletBalance", async (req, res) => {
  const input = parseInput(walletPurchaseSchema, bodyObject(req));
  const actor = await ctxOf(req).actor();
  const target = input.tributeId
    ? { product: "tribute" as const, productRefId: input.tributeId }
    : input.profileId && input.plan
      ? { product: "profile_plan" as const, productRefId: input.profileId, planId: input.plan }
      : null;
  if (!target) throw new ValidationError("Preencha todos os campos");
  const payment = await buyWithWalletBalance(actor, { ...target, idempotencyKey: input.idempotencyKey });
  res.status(201).json({ success: true, ...paymentView(payment) });
});
