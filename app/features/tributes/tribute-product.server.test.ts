import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxCharges, tributes } from "~/db/schema";
import { unbalancedTransactions } from "~/features/ledger/ledger.server";
import { paymentPageView } from "~/features/payments/payment-page.server";
import { quotePayment } from "~/features/payments/payment-views.server";
import { createPayment, getPayment } from "~/features/payments/payments.server";
import { payer, pendingTribute } from "~/features/payments/payments.test-helpers";
import { approveSandboxPayment, handlePaymentWebhook } from "~/features/payments/webhook.server";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import { createTribute } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { TRIBUTE_PRODUCT_MESSAGES } from "./tribute-product.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

describe("the tribute product", () => {
  it("is priced at the tribute's own price for anyone, once, while it waits for payment", async () => {
    const tribute = await pendingTribute(db(), { amountCents: 899 });
    const quote = (tributeId: string) =>
      quotePayment(null, { product: "tribute", productRefId: tributeId, amountCents: 1 });
    expect(await quote(tribute.id)).toEqual({
      amountCents: 899,
      description: "Mensagem no memorial de José Carlos da Silva",
    });
    const paid = await createTribute(db(), { profileId: tribute.profileId, status: "paid" });
    await expect(quote(paid.id)).rejects.toThrow(TRIBUTE_PRODUCT_MESSAGES.paid);
    const expired = await createTribute(db(), { profileId: tribute.profileId, status: "expired" });
    await expect(quote(expired.id)).rejects.toThrow(TRIBUTE_PRODUCT_MESSAGES.expired);
    await expect(quote("00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({ status: 404 });

    const payment = await createPayment(
      null,
      { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: "tribute-page-1" },
      NOW,
    );
    await approveSandboxPayment(payment.id, NOW);
    // The payer is on the memorial already: the payment page does not move on.
    expect(await paymentPageView(null, payment.id)).toMatchObject({ product: "Homenagem", next: null });
  });

  it("a chargeback reported by webhook hides the tribute again, once", async () => {
    const tribute = await pendingTribute(db(), { amountCents: 899 });
    const payment = await createPayment(
      null,
      { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: "chargeback-1" },
      NOW,
    );
    await approveSandboxPayment(payment.id, NOW);
    await db()
      .update(sandboxCharges)
      .set({ status: "charged_back", statusDetail: "settled" })
      .where(eq(sandboxCharges.id, payment.providerPaymentId!));
    expect(await handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, NOW), NOW)).toBe("applied");
    expect(await handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, NOW), NOW)).toBe("unchanged");
    const [row] = await db().select().from(tributes).where(eq(tributes.id, tribute.id));
    expect(row!.status).toBe("expired");
    expect((await getPayment(null, payment.id)).status).toBe("charged_back");
    expect(await unbalancedTransactions()).toEqual([]);
  });
});
