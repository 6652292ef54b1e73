import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleBeforeItMovesOn, expectNoHorizontalScroll, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

const CPF = "529.982.247-25";
/** A card that passes the Luhn check (Mercado Pago's Mastercard test number). */
const CARD = "5031 4332 1540 6351";
const EXPIRY = `11/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;

/** The balance shown on /wallet, in centavos. */
async function shownBalance(page: Page): Promise<number> {
  await page.goto("/wallet");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return Number(((await page.getByTestId("wallet-balance").textContent()) ?? "").replace(/[^\d]/g, ""));
}

/** /wallet → 'Adicionar saldo' → a suggested amount → the checkout's payer panel filled in. */
async function openTopUpCheckout(page: Page, amount: "R$ 20,00" | "R$ 50,00" | "R$ 100,00") {
  await page.goto("/wallet");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("link", { name: "Adicionar saldo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Adicionar saldo" })).toBeVisible();
  await page.getByRole("button", { name: amount }).click();
  await expect(page.getByRole("heading", { name: "Pagamento" })).toBeVisible();
  await expect(page.getByText(`Adicionar saldo à carteira: ${amount}`)).toBeVisible();
}

async function fillPayer(page: Page) {
  const phone = page.getByRole("textbox", { name: "Celular" });
  await phone.fill("");
  await phone.pressSequentially("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).pressSequentially(CPF.replace(/\D/g, ""));
  await expect(page.getByRole("textbox", { name: "CPF ou CNPJ" })).toHaveValue(CPF);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("tablist", { name: "Forma de pagamento" })).toBeVisible();
}

async function payByCard(page: Page, holder: "APRO" | "OTHE" | "CONT", amount: string) {
  await page.getByRole("tab", { name: "Cartão de crédito" }).click();
  await page.getByRole("textbox", { name: "Número do cartão" }).pressSequentially(CARD.replace(/\s/g, ""));
  await page.getByRole("textbox", { name: "Nome impresso no cartão" }).fill(holder);
  await page.getByRole("textbox", { name: "Validade (MM/AA)" }).pressSequentially(EXPIRY.replace("/", ""));
  await page.getByRole("textbox", { name: "Código de segurança" }).fill("123");
  await page.getByRole("button", { name: `Pagar ${amount}` }).click();
}

test("a wallet top-up by card (APRO): the payer panel's rules, 'Pagamento confirmado', then /wallet with the new balance", async ({
  consented: page,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  await signInAsNewUser(page, "checkout.apro");
  expect(await shownBalance(page)).toBe(0);
  await openTopUpCheckout(page, "R$ 50,00");

  await page.goto("/add-balance");
  await openTopUpCheckout(page, "R$ 50,00");
  await expectAccessible(page);

  // Step 1 needs the phone and a valid CPF/CNPJ.
  await page.getByRole("textbox", { name: "Celular" }).fill("");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Preencha os campos abaixo.").first()).toBeVisible();
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).fill("111.111.111-11");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("CPF/CNPJ inválido")).toBeVisible();
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).fill("");
  await expectAccessible(page);
  await fillPayer(page);
  // A top-up has no voucher (it would only move money into the same wallet).
  await expect(page.getByRole("textbox", { name: /Voucher/ })).toHaveCount(0);
  await expectAccessible(page);

  await payByCard(page, "APRO", "R$ 50,00");
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  // Spec: the screen moves on after 3 s.
  await expectAccessibleBeforeItMovesOn(page);
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 20_000 });
  expect(await shownBalance(page)).toBe(5000);
});

test("a declined card (OTHE) shows 'Pagamento recusado' and changes nothing; a pending card (CONT) waits, then confirms live", async ({
  consented: page,
}) => {
  await signInAsNewUser(page, "checkout.othe");
  await openTopUpCheckout(page, "R$ 20,00");
  await fillPayer(page);
  await payByCard(page, "OTHE", "R$ 20,00");
  await expect(page.getByRole("heading", { name: "Pagamento recusado" })).toBeVisible();
  await expectAccessible(page);

  // Trying again is a new attempt; CONT stays pending at the provider.
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await payByCard(page, "CONT", "R$ 20,00");
  await expect(page.getByText("Aguarde o pagamento ser aprovado...")).toBeVisible();
  const outcome = page.getByTestId("checkout-outcome");
  await expect(outcome).toHaveAttribute("data-status", "pending");
  const paymentLink = await page.getByRole("link", { name: "página do pagamento" }).getAttribute("href");
  const paymentId = new URL(paymentLink!, "http://x").searchParams.get("id")!;
  // A marker on the document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  expect((await page.request.post(`/api/payment/sandbox/approve/${paymentId}`)).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 20_000 });
  // Only the approved R$ 20,00: the declined attempt moved nothing.
  expect(await shownBalance(page)).toBe(2000);
});

test("PIX: the QR code and copy-paste code, 'Código copiado com sucesso!', paid in the sandbox while /payment?id= is open in another tab: both confirm live", async ({
  consented: page,
  context,
}) => {
  await signInAsNewUser(page, "checkout.pix");
  await openTopUpCheckout(page, "R$ 100,00");
  await fillPayer(page);
  await page.getByRole("tab", { name: "PIX" }).click();
  await page.getByRole("button", { name: "Gerar PIX de R$ 100,00" }).click();
  await expect(page.getByRole("img", { name: "QR Code do PIX" })).toBeVisible();
  await expect(page.getByLabel("PIX copia e cola")).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByText("Aguarde o pagamento ser aprovado...")).toBeVisible();
  await expectAccessible(page);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Código copiado com sucesso!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201/);

  const href = await page.getByRole("link", { name: "página do pagamento" }).getAttribute("href");
  const statusPage = await context.newPage();
  await statusPage.goto(href!);
  await expect(statusPage.getByRole("heading", { level: 1, name: "Aguardando pagamento" })).toBeVisible();

  // The sandbox pays the charge as the payer's bank would; both screens hear of it live.
  await page.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await expect(statusPage.getByRole("heading", { level: 1, name: "Pagamento confirmado" })).toBeVisible();
  expect(await shownBalance(statusPage)).toBe(10_000);
});

test("without JavaScript a top-up is paid by PIX: the amount, the payer's data refused then accepted, then /payment?id=", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Aceitar" }).click();
  await signInAsNewUser(page, "checkout.nojs");
  await page.goto("/add-balance");
  await page.getByRole("textbox", { name: /Outro valor/ }).fill("0,50");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("O valor deve estar entre R$ 1,00 e R$ 10.000,00.")).toBeVisible();
  await page.getByRole("textbox", { name: /Outro valor/ }).fill("35,90");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Adicionar saldo à carteira: R$ 35,90")).toBeVisible();
  await expect(page.getByText(/O pagamento com cartão precisa de JavaScript/)).toBeVisible();
  await page.getByRole("textbox", { name: "Celular" }).fill("(11) 98765-4321");
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).fill("123.456.789-00");
  await page.getByRole("button", { name: "Pagar com PIX" }).click();
  await expect(page.getByText("CPF/CNPJ inválido").first()).toBeVisible();
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).fill(CPF);
  await page.getByRole("button", { name: "Pagar com PIX" }).click();
  await expect(page).toHaveURL(/\/payment\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Aguardando pagamento" })).toBeVisible();
  await expect(page.getByText("R$ 35,90")).toBeVisible();
  await expect(page.getByRole("img", { name: "QR Code do PIX" })).toBeVisible();
  await context.close();
});

test("upgrade: a voucher created by one person is applied once in another's plan checkout ('Cupom aplicado com sucesso!'), the rest paid by PIX, the memorial on Ouro", async ({
  consented: page,
  browser,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  // The giver: a top-up, then a R$ 10,00 voucher.
  await signInAsNewUser(page, "checkout.giver");
  await openTopUpCheckout(page, "R$ 20,00");
  await fillPayer(page);
  await payByCard(page, "APRO", "R$ 20,00");
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Criar voucher" }).click();
  await page.getByRole("textbox", { name: /Valor do voucher/ }).fill("10,00");
  await page.getByRole("button", { name: "Criar voucher" }).click();
  const code = ((await page.getByTestId("voucher-code").textContent()) ?? "").trim();

  // The receiver: a new account with a Free memorial of its own, upgraded to Ouro.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  await signInAsNewUser(owner, "checkout.receiver");
  const handle = `ouro${test.info().testId.slice(0, 6)}${test.info().retry}`.toLowerCase();
  const created = await owner.request.post("/api/profile/registerProfile", {
    data: {
      name: "Beatriz Lima",
      username: `@${handle}`,
      gender: "Mulher",
      birthDate: "1945-04-02",
      hometown: "Salvador",
      bio: "Luz da família.",
      description: "Professora de piano.",
      profileAccess: "Public",
      nomeMaeFalecido: "Rita Lima",
      nomeConjugeMaeFalecido: "Paulo Lima",
      cidadeNatalMaeFalecido: "Cachoeira",
    },
  });
  expect(created.status()).toBe(200);
  await owner.goto(`/upgradeProfile/${handle}`);
  await expect(owner.getByRole("heading", { level: 1, name: /Melhorar o plano/ })).toBeVisible();
  await expectAccessible(owner);
  await owner.getByRole("link", { name: "Escolher Ouro" }).click();
  // The plaque's address may wait (plaque-orders.spec.ts gives it): on to the payment.
  await owner.getByRole("link", { name: "Informar depois" }).click();
  await expect(owner.getByText(/Plano Ouro: .*R\$\s500,00/)).toBeVisible();

  const voucher = owner.getByRole("textbox", { name: /Voucher ou cupom/ });
  await voucher.pressSequentially(code.replace("-", "").toLowerCase());
  await expect(voucher).toHaveValue(code);
  await owner.getByRole("button", { name: "Aplicar" }).click();
  await expect(owner.getByText("Cupom aplicado com sucesso!")).toBeVisible();
  await expect(owner.getByRole("button", { name: "Aplicar" })).toBeDisabled();
  await expect(owner.getByText(/Plano Ouro: .*R\$\s490,00/)).toBeVisible();
  await expectAccessible(owner);

  await fillPayer(owner);
  // Plans are paid at once or in the spec's 6 installments (R$ 600,00), the voucher off either: exact centavos.
  await owner.getByRole("tab", { name: "Cartão de crédito" }).click();
  await expect(owner.getByRole("combobox", { name: "Parcelas" }).locator("option")).toHaveText([
    "À vista: R$ 490,00",
    "1x de R$ 98,35 e 5x de R$ 98,33 (total R$ 590,00)",
  ]);
  await owner.getByRole("tab", { name: "PIX" }).click();
  await owner.getByRole("button", { name: "Gerar PIX de R$ 490,00" }).click();
  await expect(owner.getByRole("img", { name: "QR Code do PIX" })).toBeVisible();
  // Paid: the memorial opens on its new plan.
  await owner.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(owner.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await expect(owner).toHaveURL(new RegExp(`/profile/${handle}$`), { timeout: 20_000 });
  const plan = await (await owner.request.get(`/api/profile/getProfileByUsername/${handle}`)).json();
  expect(JSON.stringify(plan)).toContain("Ouro");
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("/add-balance and its checkout at 360 px: accessible, no sideways scrolling", async ({ consented: page }) => {
    await signInAsNewUser(page, "checkout.phone");
    await openTopUpCheckout(page, "R$ 20,00");
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await fillPayer(page);
    await page.getByRole("tab", { name: "Cartão de crédito" }).click();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
