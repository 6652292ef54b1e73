import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ledgerTransactions } from "~/db/schema";
import {
  accountBalance,
  companyAccountId,
  unbalancedAccounts,
  unbalancedTransactions,
} from "~/features/ledger/ledger.server";
import { inTransaction } from "~/db/transaction.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { ValidationError } from "~/shared/http/errors";
import { setupTestDatabase } from "../../../tests/support/database";
import { paymentPageView } from "./payment-page.server";
import { quotePayment } from "./payment-views.server";
import { buyWithWalletBalance, createPayment, getPayment, refundPayment } from "./payments.server";
import { fundWallet, payer, signedInUser } from "./payments.test-helpers";
import { type Payment, type ProductPort, productPort, registerProduct } from "./product-port";
import { movePayment } from "./settlement.server";
import { handlePaymentWebhook } from "./webhook.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const PRICE = 1234;
/** What the test product sells: one keepsake, and one sold out. */
const KEEPSAKE = randomUUID();
const SOLD_OUT = randomUUID();

/**
 * A product only this test sells (a printed keepsake, say), plugged in the way features plug
 * theirs in. The database knows three product names, so it borrows one slot and gives it back.
 */
const SLOT = "wallet_topup" as const;

function keepsakeProduct(options: { delivers?: boolean; payableFromWallet?: boolean } = {}) {
  const calls = { fulfil: [] as string[], reverse: [] as string[] };
  const port: ProductPort = {
    label: "Lembrança impressa",
    ledgerKind: "purchase",
    payableFromWallet: options.payableFromWallet ?? true,
    async quote(_tx, actor, input) {
      if (input.productRefId === SOLD_OUT) throw new ValidationError("Esgotado.");
      return { productRefId: input.productRefId, amountCents: PRICE, description: `Lembrança para ${actor?.name}` };
    },
    creditAccount: (tx) => companyAccountId(tx, "revenue"),
    async fulfil(_tx, payment) {
      calls.fulfil.push(payment.id);
      return options.delivers === false ? { delivered: false } : { delivered: true, ref: { printJob: "job-1" } };
    },
    async reverse(_tx, payment) {
      calls.reverse.push(payment.id);
    },
    describe: async (_viewer, payment) => ({ next: `/keepsakes/${payment.productRefId}` }),
  };
  return { port, calls };
}

let borrowed: ProductPort;
beforeEach(() => {
  borrowed = productPort(SLOT);
});
afterEach(() => registerProduct(SLOT, borrowed));

async function approvalsOf(paymentId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `payment:${paymentId}:approve`));
  return row!.n;
}

async function pixPurchase(actor: Awaited<ReturnType<typeof signedInUser>>, key: string): Promise<Payment> {
  return createPayment(
    actor,
    { product: SLOT, productRefId: KEEPSAKE, amountCents: 1, method: "pix", payer, idempotencyKey: key },
    NOW,
  );
}

describe("a product plugged in through the port", () => {
  it("is priced by its quote (never the client's amount), refused by it, and named and linked by it", async () => {
    const { port } = keepsakeProduct();
    registerProduct(SLOT, port);
    const actor = await signedInUser(db(), { name: "Ana" });
    expect(await quotePayment(actor, { product: SLOT, productRefId: KEEPSAKE, amountCents: 1 })).toEqual({
      amountCents: PRICE,
      description: "Lembrança para Ana",
    });
    await expect(
      createPayment(actor, {
        product: SLOT,
        productRefId: SOLD_OUT,
        method: "pix",
        payer,
        idempotencyKey: "keepsake-refused",
      }),
    ).rejects.toThrow("Esgotado.");
    const payment = await pixPurchase(actor, "keepsake-priced");
    expect(payment).toMatchObject({ amountCents: PRICE, description: "Lembrança para Ana", status: "pending" });
    expect(await paymentPageView(actor, payment.id)).toMatchObject({
      product: "Lembrança impressa",
      next: `/keepsakes/${KEEPSAKE}`,
    });
  });

  it("is fulfilled exactly once however many approvals race, in the approving transaction", async () => {
    const { port, calls } = keepsakeProduct();
    registerProduct(SLOT, port);
    const actor = await signedInUser(db());
    const payment = await pixPurchase(actor, "keepsake-race");
    await settleSandboxCharge(payment.providerPaymentId!, "approved");
    // Five approvals of our own (a wallet-side call, reconciliation) and five webhook deliveries at once.
    const moves = await Promise.all([
      ...Array.from({ length: 5 }, () => inTransaction((tx) => movePayment(tx, payment.id, "approved", NOW))),
      ...Array.from({ length: 5 }, () => handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, NOW), NOW)),
    ]);
    const moved = moves.filter((m) => m === "applied" || (typeof m === "object" && m.moved));
    expect(moved).toHaveLength(1);
    expect(calls.fulfil).toEqual([payment.id]);
    expect(await approvalsOf(payment.id)).toBe(1);
    const approved = await getPayment(actor, payment.id);
    expect(approved).toMatchObject({ status: "approved", fulfilmentRef: { printJob: "job-1" } });
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it("is reversed once by a refund (a later chargeback changes nothing more), and its money goes back", async () => {
    const { port, calls } = keepsakeProduct();
    registerProduct(SLOT, port);
    const actor = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    await fundWallet(actor.id, PRICE);
    const revenueBefore = await inTransaction(async (tx) => accountBalance(tx, await companyAccountId(tx, "revenue")));
    const payment = await buyWithWalletBalance(actor, {
      product: SLOT,
      productRefId: KEEPSAKE,
      idempotencyKey: "keepsake-buy-7",
    });
    expect(calls.fulfil).toEqual([payment.id]);
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(0);

    await refundPayment(admin, payment.id, NOW);
    await inTransaction((tx) => movePayment(tx, payment.id, "charged_back", NOW));
    expect(calls.reverse).toEqual([payment.id]);
    expect((await getPayment(actor, payment.id)).status).toBe("charged_back");
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(PRICE);
    const revenueAfter = await inTransaction(async (tx) => accountBalance(tx, await companyAccountId(tx, "revenue")));
    expect(revenueAfter).toBe(revenueBefore);
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("already delivered elsewhere: the payer's money goes to the wallet and a refund reverses nothing", async () => {
    const { port, calls } = keepsakeProduct({ delivers: false });
    registerProduct(SLOT, port);
    const actor = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    await fundWallet(actor.id, PRICE);
    const payment = await buyWithWalletBalance(actor, {
      product: SLOT,
      productRefId: KEEPSAKE,
      idempotencyKey: "keepsake-buy-8",
    });
    expect(payment.status).toBe("approved");
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(PRICE);
    await refundPayment(admin, payment.id, NOW);
    expect(calls.reverse).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("is paid from the wallet only when the product allows it", async () => {
    registerProduct(SLOT, keepsakeProduct({ payableFromWallet: false }).port);
    const actor = await signedInUser(db());
    await fundWallet(actor.id, PRICE);
    await expect(
      buyWithWalletBalance(actor, { product: SLOT, productRefId: KEEPSAKE, idempotencyKey: "keepsake-buy-9" }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(PRICE);
  });
});
