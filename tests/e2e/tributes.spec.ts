import type { FrameLocator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

/** Demo memorials no other spec counts tributes on; every assertion looks for this test's own names. */
const INGRID = "ingrid.schneider.vieira";
const MANOEL = "manoel.sebastiao.da.rosa";
const CPF = "529.982.247-25";

/** A name only this test run uses, so parallel specs and retries never see each other's tributes. */
const uniqueName = (label: string) => `${label} ${test.info().testId.slice(0, 6)}${test.info().retry}`;

async function fillDetails(page: Page | FrameLocator, name: string, extra: { kinship?: string; body?: string } = {}) {
  await page.getByRole("textbox", { name: "Seu nome" }).fill(name);
  await page.getByRole("textbox", { name: "Seu e-mail" }).fill("visitante@exemplo.com");
  await page.getByRole("combobox", { name: "Sua relação com a pessoa" }).selectOption(extra.kinship ?? "Primo");
  if (extra.body !== undefined) await page.getByRole("textbox", { name: "Mensagem" }).fill(extra.body);
  await page.getByRole("checkbox", { name: /Li e aceito o contrato/ }).check();
}

async function fillPayer(page: Page | FrameLocator) {
  await page.getByRole("textbox", { name: "Celular" }).pressSequentially("11987654321");
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).pressSequentially(CPF.replace(/\D/g, ""));
  await page.getByRole("button", { name: "Continuar" }).click();
}

test("an anonymous visitor lights a 7-day candle in the memorial's dialog, pays by PIX in the sandbox, and sees it burning", async ({
  consented: page,
}) => {
  const name = uniqueName("Vela de Joana");
  await page.goto(`/profile/${INGRID}`);
  await page.getByRole("link", { name: "Acender Vela" }).click();
  // With JavaScript the honor form opens over the memorial, in a dialog.
  const dialog = page.getByRole("dialog", { name: "Acender Vela" });
  await expect(dialog).toBeVisible();
  const form = page.frameLocator('iframe[title="Formulário: Acender Vela"]');
  await expect(form.getByRole("heading", { level: 1, name: /Acender Vela: Ingrid/ })).toBeVisible();
  await expect(form.locator("html[data-hydrated]")).toHaveCount(1);
  // Inside the dialog the site's header and footer are left out.
  await expect(form.getByRole("banner")).toHaveCount(0);
  await expectAccessible(page);

  // The spec's order: the name first.
  await form.getByRole("button", { name: /Continuar para o pagamento \(R\$\s4,99\)/ }).click();
  await expect(form.getByText("Insira o seu nome para continuar")).toBeVisible();
  await fillDetails(form, name);
  await form.getByRole("button", { name: /Continuar para o pagamento/ }).click();
  await expect(form.getByRole("heading", { name: "Pagamento" })).toBeVisible();
  await expect(form.getByText(/Acender Vela: R\$\s4,99/)).toBeVisible();
  // No account: no voucher, no wallet.
  await expect(form.getByRole("textbox", { name: /Voucher/ })).toHaveCount(0);
  await fillPayer(form);
  await form.getByRole("tab", { name: "PIX" }).click();
  await form.getByRole("button", { name: /Gerar PIX de R\$\s4,99/ }).click();
  await expect(form.getByRole("img", { name: "QR Code do PIX" })).toBeVisible();
  await form.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(form.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await expect(form.getByText(/A vela foi acesa/)).toBeVisible();

  // Then the memorial reloads at its tributes, the new candle burning.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/profile/${INGRID}#homenagens$`));
  const tribute = page.getByRole("listitem").filter({ hasText: name });
  await expect(tribute).toBeVisible();
  await expect(tribute.getByText(/Acesa até/)).toBeVisible();
});

test("the free desabafo in the dialog is acknowledged calmly, closes, and saves nothing", async ({
  consented: page,
}) => {
  await page.goto(`/profile/${INGRID}`);
  await page.getByRole("link", { name: "Deixar Mensagem" }).click();
  const form = page.frameLocator('iframe[title="Formulário: Deixar Mensagem"]');
  await form.getByRole("textbox", { name: "Escreva o que sente" }).fill("Só queria dizer que sinto falta.");
  await form.getByRole("button", { name: "Concluir desabafo" }).click();
  // The acknowledgement stays until the person closes it (it used to close at once, without a word).
  await expect(form.getByRole("status")).toHaveText(
    "Obrigado por compartilhar o que sente. Como prometido, nada do que você escreveu foi enviado ou salvo.",
  );
  await form.getByRole("link", { name: "Voltar ao memorial" }).click();
  await expect(page.getByRole("dialog", { name: "Deixar Mensagem" })).toBeHidden();
  await expect(page.getByText("Só queria dizer que sinto falta.")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/profile/${INGRID}$`));
});

test("a signed-in visitor whose wallet covers the price leaves a message paid from the wallet, at once", async ({
  consented: page,
}) => {
  const userId = await signInAsNewUser(page, "homenagem.carteira");
  // Credit the wallet as a person would: a card top-up (APRO).
  const start = await page.request.post("/api/payment/initiatePayment", {
    data: { product: "wallet_topup", productRefId: userId, totalAmount: 10 },
  });
  const token = await page.request.post("/api/payment/sandbox/cardToken", {
    data: {
      cardNumber: "5031 4332 1540 6351",
      cardholderName: "APRO",
      expirationMonth: 11,
      expirationYear: new Date().getFullYear() + 3,
      securityCode: "123",
    },
  });
  const paid = await page.request.post("/api/payment/processPayment", {
    data: {
      product: "wallet_topup",
      productRefId: userId,
      amount: 10,
      preferenceId: (await start.json()).id,
      payment: {
        payment_method_id: "master",
        token: (await token.json()).id,
        installments: 1,
        payer: { email: "carla@exemplo.com", identification: { type: "CPF", number: CPF } },
      },
    },
  });
  expect(await paid.json()).toMatchObject({ status: "approved" });

  const name = uniqueName("Carla");
  // Its own page (what a link without JavaScript opens).
  await page.goto(`/homenagear/${INGRID}?tipo=message`);
  await fillDetails(page, name, { body: "Obrigada por tudo, Ingrid." });
  await page.getByRole("button", { name: /Pagar R\$\s2,50 com o saldo/ }).click();
  await expect(page.getByRole("heading", { name: "Sua mensagem foi enviada" })).toBeVisible();
  // The offer to follow the memorial carries the payer's address in its form, never in an address.
  const offer = page.getByRole("button", { name: "Seguir o memorial" });
  await expect(offer).toBeVisible();
  await expect(page.getByText(/Siga o memorial com/)).toBeVisible();
  await expect(page.locator('a[href*="email="]')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Voltar ao memorial" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Obrigada por tudo, Ingrid.");
  // Back on the thanks page, the offer posts: the follow page answers calmly (double opt-in).
  await page.goBack();
  await page.getByRole("button", { name: "Seguir o memorial" }).click();
  await expect(page).toHaveURL(new RegExp(`/seguir/${INGRID.replace(/\./g, "\\.")}$`));
  await expect(page.getByRole("status")).toBeVisible();
});

test("a memory photo paid by card; the free desabafo saves nothing; a bot score of 0.3 is refused", async ({
  consented: page,
}) => {
  const name = uniqueName("Lembrança de Beto");
  await page.goto(`/homenagear/${MANOEL}?tipo=photo`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#8ab" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Foto da lembrança")
    .setInputFiles({ name: "lembranca.png", mimeType: "image/png", buffer: png });
  await fillDetails(page, name);
  await page.getByRole("button", { name: /Continuar para o pagamento \(R\$\s7,49\)/ }).click();
  await fillPayer(page);
  await page.getByRole("tab", { name: "Cartão de crédito" }).click();
  await page.getByRole("textbox", { name: "Número do cartão" }).pressSequentially("5031433215406351");
  await page.getByRole("textbox", { name: "Nome impresso no cartão" }).fill("APRO");
  await page.getByRole("textbox", { name: "Validade (MM/AA)" }).pressSequentially("1130");
  await page.getByRole("textbox", { name: "Código de segurança" }).fill("123");
  await page.getByRole("button", { name: /Pagar R\$\s7,49/ }).click();
  await expect(page.getByText(/Sua lembrança foi enviada/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${MANOEL}#homenagens$`), { timeout: 10_000 });
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();

  // Desabafo: written, concluded, gone: nothing new on the memorial.
  const before = await page
    .getByRole("listitem")
    .filter({ hasText: /Desabafo secreto/ })
    .count();
  await page.goto(`/homenagear/${MANOEL}?tipo=message`);
  await page.getByRole("textbox", { name: "Escreva o que sente" }).fill("Desabafo secreto que ninguém lê.");
  await page.getByRole("button", { name: "Concluir desabafo" }).click();
  // Back on the memorial with the calm acknowledgement (the notice leaves the address bar).
  await expect(page.getByText("Obrigado por compartilhar o que sente.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${MANOEL}(\\?aviso=desabafo)?$`));
  await expect(page.getByText("Desabafo secreto que ninguém lê.")).toHaveCount(0);
  expect(
    await page
      .getByRole("listitem")
      .filter({ hasText: /Desabafo secreto/ })
      .count(),
  ).toBe(before);

  // The bot check is the server's: a form posted with a token that scores 0.3 is refused, nothing saved.
  const bot = await page.request.post(`/homenagear/${MANOEL}?tipo=candle`, {
    form: {
      name: uniqueName("Robô"),
      email: "robo@exemplo.com",
      kinship: "Outro",
      candleDays: "7",
      contract: "on",
      captchaToken: "sandbox:0.3",
    },
  });
  expect(bot.status()).toBe(400);
  expect(await bot.text()).toContain("Robô detectado!");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the honor form at 360 px: accessible, no sideways scrolling", async ({ consented: page }) => {
    for (const tipo of ["candle", "message", "photo"]) {
      await page.goto(`/homenagear/${INGRID}?tipo=${tipo}`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
  });
});
