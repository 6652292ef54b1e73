import { describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import { AMOUNTS_DISAGREE } from "~/shared/validation/money";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { fundWallet, PAYER_CPF, pendingTribute } from "../payments.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();

const payerBody = {
  email: "pagador@memorial.example",
  first_name: "Ana",
  last_name: "Silva",
  identification: { type: "CPF", number: PAYER_CPF },
};

async function cardToken(holder: string) {
  const response = await api.call<{ id: string }>("POST", "/api/payment/sandbox/cardToken", {
    json: {
      cardNumber: "5031 4332 1540 6351",
      cardholderName: holder,
      expirationMonth: 11,
      expirationYear: 2030,
      securityCode: "123",
    },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

describe("/api/payment", () => {
  it("tops up a wallet by card (APRO), reads the balance, and refuses a declined card's credit (OTHE)", async () => {
    const { user, cookie } = await signedInUser(db());
    const start = await api.call<{ id: string; totalAmount: number }>("POST", "/api/payment/initiatePayment", {
      json: { product: "wallet_topup", productRefId: user.id, totalAmount: 50 },
      headers: { cookie },
    });
    expect(start).toMatchObject({ status: 201, body: { totalAmount: 50 } });
    const pay = (holder: string, preferenceId: string) =>
      cardToken(holder).then((token) =>
        api.call("POST", "/api/payment/processPayment", {
          json: {
            product: "wallet_topup",
            productRefId: user.id,
            amount: 50,
            preferenceId,
            payment: { payment_method_id: "master", token, installments: 1, payer: payerBody },
          },
          headers: { cookie },
        }),
      );
    expect((await pay("APRO", start.body.id)).body).toMatchObject({ success: true, status: "approved" });
    expect((await pay("OTHE", "another-preference")).body).toMatchObject({ success: true, status: "rejected" });
    const balance = await api.call("GET", `/api/wallet/getWalletBalanceByUser/${user.id}`, { headers: { cookie } });
    expect(balance.body).toMatchObject({ success: true, balance: { balance: 50 } });
  });

  it("PIX: the QR and copy-paste code come back; the sandbox approve call settles it; the tribute status call reports it", async () => {
    const tribute = await pendingTribute(db());
    const response = await api.call<{ id: string; status: string; pixData: { qrCode: string; qrCodeBase64: string } }>(
      "POST",
      "/api/payment/processPayment",
      {
        json: {
          product: "tribute",
          productRefId: tribute.id,
          preferenceId: "pix-api-0001",
          payment: { payment_method_id: "pix", payer: payerBody },
        },
      },
    );
    expect(response.status).toBe(201);
    expect(response.body.status).toBe("pending");
    expect(response.body.pixData.qrCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(response.body.pixData.qrCodeBase64).toMatch(/^data:image\/png;base64,/);
    expect((await api.call("PUT", `/api/payment/updateTransactionStatusByTribute/${tribute.id}`)).body).toMatchObject({
      status: "pending",
    });
    expect((await api.call("POST", `/api/payment/sandbox/approve/${response.body.id}`)).body).toMatchObject({
      status: "approved",
    });
    expect((await api.call("PUT", `/api/payment/updateTransactionStatusByTribute/${tribute.id}`)).body).toMatchObject({
      status: "approved",
    });
    expect((await api.call("GET", `/api/payment/getPayment/${response.body.id}`)).body).toMatchObject({
      status: "approved",
    });
  });

  it("takes amounts in whole centavos as well as in the spec's reais, and refuses the two when they disagree", async () => {
    const { user, cookie } = await signedInUser(db());
    const topUp = { product: "wallet_topup", productRefId: user.id };
    const start = await api.call<{ id: string }>("POST", "/api/payment/initiatePayment", {
      json: { ...topUp, totalAmountCents: 3590 },
      headers: { cookie },
    });
    expect(start).toMatchObject({ status: 201, body: { totalAmount: 35.9, totalAmountCents: 3590 } });
    const both = await api.call("POST", "/api/payment/initiatePayment", {
      json: { ...topUp, totalAmount: 35.9, totalAmountCents: 3591 },
      headers: { cookie },
    });
    expect(both).toMatchObject({ status: 400, body: { message: AMOUNTS_DISAGREE } });
    const agreeing = await api.call("POST", "/api/payment/initiatePayment", {
      json: { ...topUp, totalAmount: 35.9, totalAmountCents: 3590 },
      headers: { cookie },
    });
    expect(agreeing).toMatchObject({ status: 201, body: { totalAmountCents: 3590 } });
    const paid = await api.call("POST", "/api/payment/processPayment", {
      json: {
        ...topUp,
        amountCents: 3590,
        preferenceId: start.body.id,
        payment: { payment_method_id: "pix", payer: payerBody },
      },
      headers: { cookie },
    });
    expect(paid).toMatchObject({ status: 201, body: { status: "pending", amount: 35.9, amountCents: 3590 } });
  });

  it("bad input gets a pt-BR message and no 500", async () => {
    const { user, cookie } = await signedInUser(db());
    const cases: [string, string, unknown][] = [
      ["POST", "/api/payment/processPayment", {}],
      [
        "POST",
        "/api/payment/processPayment",
        {
          product: "wallet_topup",
          productRefId: user.id,
          amount: 10,
          preferenceId: "bad-doc-0001",
          payment: { payment_method_id: "pix", payer: { ...payerBody, identification: { number: "123" } } },
        },
      ],
      ["POST", "/api/payment/initiatePayment", { product: "profile_plan", productRefId: "not-a-uuid" }],
      ["POST", "/api/payment/sandbox/approve/not-a-uuid", {}],
      ["PUT", "/api/payment/updateTransactionStatusByTribute/%00", {}],
      ["POST", "/api/wallet/buyWithWalletBalance", { tributeId: "x" }],
      ["POST", "/api/voucher/createVoucher", { amount: "abc", idempotencyKey: "voucher-key-1" }],
      ["POST", "/api/voucher/useVoucher", { voucherCode: 5, value: "x" }],
      ["GET", `/api/payment/getPayment/${"9".repeat(36)}`, undefined],
    ];
    for (const [method, path, json] of cases) {
      const response = await api.call(method, path, { json, headers: { cookie } });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).toMatchObject({ success: false });
    }
    const doc = await api.call("POST", "/api/payment/processPayment", { json: cases[1]![2], headers: { cookie } });
    expect(doc.body).toMatchObject({ message: "CPF/CNPJ inválido" });
  });

  it("webhooks: a bad signature is 401, a good one is handled, other topics are ignored", async () => {
    const signed = sandboxWebhook("12345678901");
    const bad = await api.call("POST", `/api/payment/webhook?data.id=12345678901&type=payment`, {
      json: { id: 1, type: "payment", data: { id: "12345678901" } },
      headers: { "x-signature": "ts=1,v1=" + "0".repeat(64), "x-request-id": signed.xRequestId! },
    });
    expect(bad.status).toBe(401);
    const unknown = await api.call("POST", `/api/payment/webhook?data.id=12345678901&type=payment`, {
      json: { id: 2, type: "payment", data: { id: "12345678901" } },
      headers: { "x-signature": signed.xSignature!, "x-request-id": signed.xRequestId! },
    });
    expect(unknown.status).toBe(404);
    const other = await api.call("POST", `/api/payment/webhook?type=plan`, { json: {} });
    expect(other).toMatchObject({ status: 200, body: { ignored: true } });
  });
});

describe("/api/wallet and /api/voucher", () => {
  it("pays a tribute from the wallet, lists it as an expense, creates and uses a voucher; strangers are refused", async () => {
    const { user, cookie } = await signedInUser(db());
    const stranger = await signedInUser(db());
    await fundWallet(user.id, 2000);
    const tribute = await pendingTribute(db());
    const buy = await api.call("POST", "/api/wallet/buyWithWalletBalance", {
      json: { tributeId: tribute.id, idempotencyKey: "wallet-api-buy-1" },
      headers: { cookie },
    });
    expect(buy.body).toMatchObject({ success: true, status: "approved" });
    const expenses = await api.call("GET", `/api/wallet/getExpenses/${user.id}`, { headers: { cookie } });
    expect(expenses.body).toMatchObject({ total: 1, expenses: [{ tribute_type: "Message", amount: 2.5 }] });
    expect(
      (await api.call("GET", `/api/wallet/getExpenses/${user.id}`, { headers: { cookie: stranger.cookie } })).status,
    ).toBe(403);
    expect((await api.call("GET", `/api/wallet/getWalletBalanceByUser/${user.id}`)).status).toBe(401);

    const created = await api.call<{ voucherCode: string }>("POST", "/api/voucher/createVoucher", {
      json: { amount: "R$ 10,00", idempotencyKey: "voucher-api-1" },
      headers: { cookie },
    });
    expect(created.status).toBe(201);
    expect(created.body.voucherCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const tooBig = await api.call("POST", "/api/voucher/createVoucher", {
      json: { amount: 100, idempotencyKey: "voucher-api-2" },
      headers: { cookie },
    });
    expect(tooBig.body).toMatchObject({ message: "O valor do voucher não pode ser maior que o saldo da carteira" });
    const used = await api.call("POST", "/api/voucher/useVoucher", {
      json: {
        voucherCode: created.body.voucherCode,
        value: 7.49,
        product: "Photo",
        idempotencyKey: "voucher-api-use-1",
      },
      headers: { cookie: stranger.cookie },
    });
    expect(used.body).toMatchObject({ success: true, result: { amountToPay: 0 } });
    const again = await api.call("POST", "/api/voucher/useVoucher", {
      json: {
        voucherCode: created.body.voucherCode,
        valueCents: 1500,
        product: "Profile",
        idempotencyKey: "voucher-api-use-2",
      },
      headers: { cookie: stranger.cookie },
    });
    // R$ 10,00 less the R$ 7,49 used: R$ 2,51 covered of R$ 15,00.
    expect(again.body).toMatchObject({ result: { appliedCents: 251, applied: 2.51, amountToPayCents: 1249 } });
    const noValue = await api.call("POST", "/api/voucher/useVoucher", {
      json: { voucherCode: created.body.voucherCode, idempotencyKey: "voucher-api-use-3" },
      headers: { cookie: stranger.cookie },
    });
    expect(noValue).toMatchObject({ status: 400, body: { message: "Por favor, insira um valor numérico válido" } });
  });
});
