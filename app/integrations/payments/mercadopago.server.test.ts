import { WebhookSignatureValidator } from "mercadopago";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mercadoPagoProvider } from "./mercadopago.server";
import { signWebhook, verifyWebhookSignature } from "./signature";

const API = "https://api.mercadopago.com/v1/payments";
const seen: { body: Record<string, unknown>; idempotencyKey: string | null; auth: string | null }[] = [];
const server = setupServer(
  http.post(API, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({
      body,
      idempotencyKey: request.headers.get("x-idempotency-key"),
      auth: request.headers.get("authorization"),
    });
    const pix = body.payment_method_id === "pix";
    return HttpResponse.json({
      id: 1234567890,
      status: pix ? "pending" : "approved",
      status_detail: pix ? "pending_waiting_transfer" : "accredited",
      external_reference: body.external_reference,
      transaction_amount: body.transaction_amount,
      point_of_interaction: pix
        ? { transaction_data: { qr_code: "00020126...6304ABCD", qr_code_base64: "iVBORw0KGgo=" } }
        : undefined,
    });
  }),
  http.get(`${API}/search`, ({ request }) =>
    HttpResponse.json({
      results: new URL(request.url).searchParams.get("external_reference") === "known" ? [{ id: 555 }] : [],
      paging: { total: 0, limit: 30, offset: 0 },
    }),
  ),
  http.get(`${API}/:id`, ({ params }) =>
    HttpResponse.json({
      id: Number(params.id),
      status: "in_process",
      status_detail: "pending_review_manual",
      external_reference: "ref",
      transaction_amount: 12.5,
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const provider = mercadoPagoProvider({ accessToken: "TEST-token", webhookSecret: "secret", timeoutMs: 2000 });
const payer = {
  email: "pagador@memorial.example",
  name: "Ana Maria Silva",
  documentType: "CPF" as const,
  documentNumber: "52998224725",
};

describe("Mercado Pago client", () => {
  it("creates a card payment with the token, installments, payer CPF and an idempotency key", async () => {
    const charge = await provider.createCharge({
      paymentId: "5d0c7a5e-0000-4000-8000-000000000001",
      idempotencyKey: "payment:5d0c7a5e",
      amountCents: 50_000,
      description: "Plano Ouro",
      method: "card",
      card: { token: "tok_123", installments: 6, paymentMethodId: "visa" },
      payer,
    });
    expect(charge).toMatchObject({ providerPaymentId: "1234567890", status: "approved", amountCents: 50_000 });
    expect(seen[0]!.idempotencyKey).toBe("payment:5d0c7a5e");
    expect(seen[0]!.auth).toBe("Bearer TEST-token");
    expect(seen[0]!.body).toMatchObject({
      transaction_amount: 500,
      token: "tok_123",
      installments: 6,
      payment_method_id: "visa",
      external_reference: "5d0c7a5e-0000-4000-8000-000000000001",
      payer: {
        email: payer.email,
        first_name: "Ana",
        last_name: "Maria Silva",
        identification: { type: "CPF", number: "52998224725" },
      },
    });
  });

  it("creates a PIX charge and reads its BR Code and QR image", async () => {
    const charge = await provider.createCharge({
      paymentId: "p-2",
      idempotencyKey: "payment:p-2",
      amountCents: 250,
      description: "Mensagem",
      method: "pix",
      payer,
      expiresAt: new Date("2026-03-10T12:30:00Z"),
    });
    expect(seen[0]!.body).toMatchObject({
      payment_method_id: "pix",
      transaction_amount: 2.5,
      date_of_expiration: "2026-03-10T12:30:00.000Z",
    });
    expect(charge.pix).toEqual({ qrCode: "00020126...6304ABCD", qrImage: "data:image/png;base64,iVBORw0KGgo=" });
    expect(charge.status).toBe("pending");
  });

  it("re-reads a payment, folding in-process into pending", async () => {
    expect(await provider.getCharge("987")).toMatchObject({
      providerPaymentId: "987",
      status: "pending",
      amountCents: 1250,
    });
  });

  it("finds a charge by our payment id when the create call never answered", async () => {
    expect(await provider.findChargeByReference("known")).toMatchObject({ providerPaymentId: "555" });
    expect(await provider.findChargeByReference("unknown")).toBeUndefined();
  });

  it("signs webhooks exactly as the official SDK validates them, and refuses tampering", () => {
    const header = signWebhook("secret", "123456", "req-1", "1742505638683");
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature: header,
        xRequestId: "req-1",
        dataId: "123456",
        secret: "secret",
      }),
    ).not.toThrow();
    expect(verifyWebhookSignature("secret", header, "123456", "req-1")).toBe(true);
    expect(verifyWebhookSignature("secret", header, "123457", "req-1")).toBe(false);
    expect(verifyWebhookSignature("other", header, "123456", "req-1")).toBe(false);
    expect(verifyWebhookSignature("secret", "ts=1,v1=zz", "123456", "req-1")).toBe(false);
    expect(verifyWebhookSignature("secret", undefined, "123456", "req-1")).toBe(false);
  });
});
