import { describe, expect, it } from "vitest";
import { createPayment, buyWithWalletBalance } from "~/features/payments/index.server";
import {
  fundWallet,
  payer,
  pendingTribute,
  sandboxCard,
  signedInUser,
} from "~/features/payments/payments.test-helpers";
import { createVoucher } from "~/features/vouchers/vouchers.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { activityText } from "./components/expense-list";
import { listExpenses } from "./wallet.server";

const { db } = setupTestDatabase();

describe("the expenses list", () => {
  it("shows every purchase once whatever paid it, plans included, each with its own text", async () => {
    const buyer = await signedInUser(db());
    const memorial = await createProfile(db(), { userId: buyer.id, name: "Maria das Dores" });
    // A plan by card: it never touches the wallet, and used to be missing.
    await createPayment(buyer, {
      product: "profile_plan",
      productRefId: memorial.id,
      planId: "Ouro",
      method: "card",
      card: await sandboxCard("APRO"),
      payer,
      idempotencyKey: "expenses-plan-card",
    });
    // A message paid from the wallet: one expense, not a hold and a purchase.
    await fundWallet(buyer.id, 5000);
    const message = await pendingTribute(db(), { profileId: memorial.id });
    await buyWithWalletBalance(buyer, {
      product: "tribute",
      productRefId: message.id,
      idempotencyKey: "expenses-message-wallet",
    });
    // A card the bank refused is no expense; neither is a top-up.
    const refused = await pendingTribute(db(), { profileId: memorial.id });
    await createPayment(buyer, {
      product: "tribute",
      productRefId: refused.id,
      method: "card",
      card: await sandboxCard("OTHE"),
      payer,
      idempotencyKey: "expenses-refused",
    }).catch(() => undefined);
    await createVoucher(buyer, { amountCents: 1000, idempotencyKey: "expenses-voucher" });

    const { expenses, total } = await listExpenses(buyer, buyer.id);
    expect(total).toBe(3);
    expect(expenses.map((expense) => [expense.type, expense.amountCents, activityText(expense)])).toEqual([
      ["voucher", 1000, "Voucher criado"],
      ["Message", 250, "Mensagem deixada para Maria das Dores"],
      ["profile", 50_000, "Plano Ouro para Maria das Dores"],
    ]);
    expect(expenses.map((expense) => expense.method)).toEqual([null, "wallet", "card"]);

    // Pages cut the same list.
    const second = await listExpenses(buyer, buyer.id, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, expenses: [{ type: "profile" }] });
  });
});
