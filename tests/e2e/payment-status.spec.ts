import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleBeforeItMovesOn, expectNoHorizontalScroll, test } from "./fixtures";

const DEMO = { email: "demo@memorial.example", password: "memorial123" };

async function signInAsDemo(page: Page): Promise<string> {
  const login = await page.request.post("/api/auth/login", { data: DEMO });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  expect(userId).toBeTruthy();
  return userId;
}

/** A pending PIX wallet top-up, created through the API as the checkout does. */
async function pixTopUp(request: APIRequestContext, userId: string): Promise<string> {
  const start = await request.post("/api/payment/initiatePayment", {
    data: { product: "wallet_topup", productRefId: userId, totalAmount: 25 },
  });
  expect(start.status()).toBe(201);
  const { id: preferenceId } = (await start.json()) as { id: string };
  const pay = await request.post("/api/payment/processPayment", {
    data: {
      product: "wallet_topup",
      productRefId: userId,
      amount: 25,
      preferenceId,
      payment: {
        payment_method_id: "pix",
        payer: { email: DEMO.email, identification: { type: "CPF", number: "529.982.247-25" } },
      },
    },
  });
  expect(pay.status()).toBe(201);
  const payment = (await pay.json()) as { id: string; status: string };
  expect(payment.status).toBe("pending");
  return payment.id;
}

for (const width of [1280, 360]) {
  test(`/payment?id= shows the PIX QR and code, then 'Pagamento confirmado' live when paid (${width} px)`, async ({
    consented: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const userId = await signInAsDemo(page);
    const id = await pixTopUp(page.request, userId);

    await page.goto(`/payment?id=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Aguardando pagamento" })).toBeVisible();
    await expect(page.getByText("Aguarde o pagamento ser aprovado...")).toBeVisible();
    await expect(page.getByRole("img", { name: "QR Code do PIX" })).toBeVisible();
    await expect(page.getByLabel("PIX copia e cola")).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
    await expect(page.getByText("R$ 25,00")).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // A marker on the document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const approve = await page.request.post(`/api/payment/sandbox/approve/${id}`);
    expect(approve.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: "Pagamento confirmado" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByRole("img", { name: "QR Code do PIX" })).toHaveCount(0);
    // A top-up then goes to the wallet after 3 s (spec).
    await expectAccessibleBeforeItMovesOn(page);
    await page.waitForURL((url) => url.pathname !== "/payment", { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe("/wallet");
  });
}

test("the PIX code is copied with 'Código copiado com sucesso!'", async ({ consented: page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const userId = await signInAsDemo(page);
  const id = await pixTopUp(page.request, userId);
  await page.goto(`/payment?id=${id}`);
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByText("Código copiado com sucesso!")).toBeVisible();
  const code = await page.getByLabel("PIX copia e cola").inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test("a stranger cannot read someone else's payment, and an anonymous visitor is sent to sign in", async ({
  consented: page,
  browser,
}) => {
  const userId = await signInAsDemo(page);
  const id = await pixTopUp(page.request, userId);
  const anonymous = await browser.newPage();
  try {
    await anonymous.goto(`/payment?id=${id}`);
    await expect(anonymous).toHaveURL(/\/login\?redirectTo=/);
  } finally {
    await anonymous.close();
  }
  const missing = await page.goto("/payment?id=00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
});

test("without JavaScript the pending page refreshes itself and then shows 'Pagamento confirmado'", async ({
  consented: page,
  browser,
  context,
}) => {
  const userId = await signInAsDemo(page);
  const id = await pixTopUp(page.request, userId);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`/payment?id=${id}`);
    await expect(plain.getByRole("heading", { level: 1, name: "Aguardando pagamento" })).toBeVisible();
    expect((await page.request.post(`/api/payment/sandbox/approve/${id}`)).status()).toBe(200);
    await expect(plain.getByRole("heading", { level: 1, name: "Pagamento confirmado" })).toBeVisible({
      timeout: 12_000,
    });
  } finally {
    await noScript.close();
  }
});
