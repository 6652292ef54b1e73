import { describe, expect, it } from "vitest";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import { signWebhook, verifyWebhookSignature } from "~/integrations/payments/signature";
import { setupTestDatabase } from "../../../tests/support/database";
import { createPayment, getPayment } from "./payments.server";
import { payer, pendingTribute } from "./payments.test-helpers";
import { approveSandboxPayment, handlePaymentWebhook, WEBHOOK_MESSAGES } from "./webhook.server";

/*
 * Issue 20: a signed notification is accepted only within WEBHOOK_TOLERANCE_SECONDS (300) of its
 * signed timestamp, so a captured notification cannot be replayed later; the clock is the test's.
 */

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

async function pendingPix(key: string) {
  const tribute = await pendingTribute(db());
  return createPayment(
    null,
    { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: key },
    NOW,
  );
}

describe("webhook timestamps", () => {
  it("a notification signed more than 5 minutes before or after now is refused like a bad signature, changing nothing", async () => {
    const payment = await pendingPix("stale-webhook");
    for (const signedAt of [minutes(-5.5), minutes(-60 * 24), minutes(5.5)]) {
      await expect(
        handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, signedAt), NOW),
      ).rejects.toMatchObject({ status: 401, message: WEBHOOK_MESSAGES.badSignature });
    }
    expect((await getPayment(null, payment.id)).status).toBe("pending");
  });

  it("within the tolerance it is handled; the sandbox's approve call, which signs as Mercado Pago does, still works", async () => {
    const payment = await pendingPix("fresh-webhook");
    expect(await handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, minutes(-4.5)), NOW)).toBe(
      "unchanged",
    );
    await approveSandboxPayment(payment.id, NOW);
    expect((await getPayment(null, payment.id)).status).toBe("approved");
  });

  it("reads ts in milliseconds or in seconds (Mercado Pago's documentation shows both)", () => {
    const inSeconds = String(Math.floor(NOW.getTime() / 1000));
    const options = { now: NOW, toleranceMs: 300_000 };
    expect(verifyWebhookSignature("s", signWebhook("s", "1", "r", inSeconds), "1", "r", options)).toBe(true);
    expect(verifyWebhookSignature("s", signWebhook("s", "1", "r", String(NOW.getTime())), "1", "r", options)).toBe(
      true,
    );
    const late = { now: minutes(6), toleranceMs: 300_000 };
    expect(verifyWebhookSignature("s", signWebhook("s", "1", "r", inSeconds), "1", "r", late)).toBe(false);
    expect(verifyWebhookSignature("s", signWebhook("s", "1", "r", "not-a-time"), "1", "r", options)).toBe(false);
  });
});
