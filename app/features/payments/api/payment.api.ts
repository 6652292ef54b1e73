import { randomUUID } from "node:crypto";
import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { tokenizeSandboxCard } from "~/integrations/payments/sandbox.server";
import { config, sandboxesAllowed } from "~/shared/config.server";
import { parseInput } from "~/shared/http/api.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { logger } from "~/shared/logger.server";
import { assertSandboxProvider, paymentView, quotePayment, refreshTributePayment } from "../payment-views.server";
import { streamPaymentStatus } from "../payment-events.server";
import { createPayment, getPayment } from "../payments.server";
import { initiatePaymentSchema, processPaymentSchema, sandboxCardSchema } from "../payments.schema";
import { centsOf, toReais } from "~/shared/validation/money";
import { UnauthorizedError } from "~/shared/http/errors";
import { counter } from "~/shared/metrics/registry.server";
import { approveSandboxPayment, handlePaymentWebhook, type WebhookOutcome } from "../webhook.server";

/** Where Mercado Pago posts notifications (its dashboard setting is used when this is unset). */
function webhookUrl(): string | undefined {
  const base = config().PUBLIC_URL;
  return base?.startsWith("https://") ? `${base.replace(/\/$/, "")}/api/payment/webhook` : undefined;
}

/** Provider notifications by what became of them (Prometheus, decision 037). */
const webhookOutcomes = () =>
  counter({
    name: "memorial_payment_webhooks_total",
    help:
      "Payment provider notifications: applied, unchanged, duplicate, unknown_payment, ignored (not a " +
      "payment), refused (bad signature) or failed.",
    labelNames: ["outcome"],
  });

/** /api/payment: card and PIX payments, the provider's webhook and the sandbox's own calls. */
export const paymentApi = Router();

paymentApi.post("/initiatePayment", async (req, res) => {
  const input = parseInput(initiatePaymentSchema, bodyObject(req));
  const quote = await quotePayment(await ctxOf(req).actor(), {
    ...input,
    amountCents: centsOf(input.totalAmount, input.totalAmountCents),
  });
  // The price comes from the product; the id is the attempt's key for processPayment.
  res.status(201).json({
    success: true,
    id: randomUUID(),
    totalAmount: toReais(quote.amountCents),
    totalAmountCents: quote.amountCents,
    description: quote.description,
  });
});

paymentApi.post("/processPayment", async (req, res) => {
  const input = parseInput(processPaymentSchema, bodyObject(req));
  const method = input.payment.payment_method_id === "pix" ? "pix" : "card";
  const payer = input.payment.payer;
  const payment = await createPayment(await ctxOf(req).actor(), {
    product: input.product,
    productRefId: input.productRefId,
    planId: input.planId,
    amountCents: centsOf(input.amount, input.amountCents),
    method,
    card:
      method === "card"
        ? {
            token: input.payment.token ?? "",
            installments: input.payment.installments ?? 1,
            paymentMethodId: input.payment.payment_method_id,
          }
        : undefined,
    payer: {
      email: payer.email,
      name: [payer.first_name, payer.last_name].filter(Boolean).join(" ") || undefined,
      phone: payer.phone,
      document: payer.identification.number,
    },
    walletCents: centsOf(input.walletAmount, input.walletAmountCents) ?? 0,
    idempotencyKey: input.preferenceId,
    notificationUrl: webhookUrl(),
  });
  res.status(201).json({ success: true, ...paymentView(payment) });
});

paymentApi.get("/getPayment/:id", async (req, res) => {
  res.json({ success: true, ...paymentView(await getPayment(await ctxOf(req).actor(), req.params.id)) });
});

/** The payment's status as Server-Sent Events, for whoever may read the payment. */
paymentApi.get("/events/:paymentId", async (req, res) => {
  const payment = await getPayment(await ctxOf(req).actor(), req.params.paymentId);
  await streamPaymentStatus(req, res, payment);
});

/** Re-reads the tribute's latest payment from the provider (never trusts a status sent by a client). */
paymentApi.put("/updateTransactionStatusByTribute/:tributeId", async (req, res) => {
  const payment = await refreshTributePayment(await ctxOf(req).actor(), req.params.tributeId);
  res.json({ success: true, id: payment.id, status: payment.status });
});

/** Mercado Pago's notification: answered at once; the status is re-read from the provider. */
paymentApi.post("/webhook", async (req, res) => {
  const body = (req.body ?? {}) as { type?: unknown; id?: unknown; data?: { id?: unknown } };
  const dataId = String(req.query["data.id"] ?? body.data?.id ?? "");
  const type = String(req.query.type ?? body.type ?? "");
  if (type !== "payment" || !/^[A-Za-z0-9]{1,64}$/.test(dataId)) {
    webhookOutcomes().inc({ outcome: "ignored" });
    res.status(200).json({ success: true, ignored: true });
    return;
  }
  let outcome: WebhookOutcome;
  try {
    outcome = await handlePaymentWebhook({
      dataId,
      xSignature: req.get("x-signature"),
      xRequestId: req.get("x-request-id"),
      eventId: body.id === undefined ? undefined : String(body.id).slice(0, 64),
    });
  } catch (error) {
    webhookOutcomes().inc({ outcome: error instanceof UnauthorizedError ? "refused" : "failed" });
    throw error;
  }
  webhookOutcomes().inc({ outcome });
  logger().info({ webhook: { dataId, outcome } }, "payment webhook handled");
  res.status(200).json({ success: true, outcome });
});

/**
 * The sandbox's own calls exist only in demo mode (APP_MODE, decision 034): in live mode the
 * request leaves this router and gets the API's 404, as if they were never mounted.
 */
paymentApi.use("/sandbox", (_req, _res, next) => next(sandboxesAllowed() ? undefined : "router"));

/** Sandbox only: the card tokeniser our own card form posts to (the number stops here). */
paymentApi.post("/sandbox/cardToken", async (req, res) => {
  assertSandboxProvider();
  const input = parseInput(sandboxCardSchema, bodyObject(req));
  const { token } = await tokenizeSandboxCard({ ...input, holderName: input.cardholderName });
  res.status(201).json({ success: true, id: token });
});

/** Sandbox only: pays a pending charge, settled through the signed webhook. */
paymentApi.post("/sandbox/approve/:paymentId", async (req, res) => {
  assertSandboxProvider();
  const payment = await approveSandboxPayment(req.params.paymentId);
  res.json({ success: true, id: payment.id, status: payment.status });
});
