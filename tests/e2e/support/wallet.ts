import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** Credits the signed-in user's wallet as a person would: a sandbox card top-up (holder APRO). */
export async function topUpByCard(page: Page, reais: number) {
  const auth = await (await page.request.get("/api/auth/checkAuth")).json();
  const userId = auth.userId as string;
  const start = await page.request.post("/api/payment/initiatePayment", {
    data: { product: "wallet_topup", productRefId: userId, totalAmount: reais },
  });
  expect(start.status()).toBe(201);
  const token = await page.request.post("/api/payment/sandbox/cardToken", {
    data: {
      cardNumber: "5031 4332 1540 6351",
      cardholderName: "APRO",
      expirationMonth: 11,
      expirationYear: 2030,
      securityCode: "123",
    },
  });
  expect(token.status()).toBe(201);
  const paid = await page.request.post("/api/payment/processPayment", {
    data: {
      product: "wallet_topup",
      productRefId: userId,
      amount: reais,
      preferenceId: (await start.json()).id,
      payment: {
        payment_method_id: "master",
        token: (await token.json()).id,
        installments: 1,
        payer: {
          email: "pagador@memorial.example",
          first_name: "Demo",
          last_name: "Memorial",
          identification: { type: "CPF", number: "529.982.247-25" },
        },
      },
    },
  });
  expect(await paid.json()).toMatchObject({ success: true, status: "approved" });
}
