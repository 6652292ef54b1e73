import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";
import { topUpByCard } from "./support/wallet";

const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** The balance shown on /wallet, in centavos. */
async function shownBalance(page: Page): Promise<number> {
  await page.goto("/wallet");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const text = (await page.getByTestId("wallet-balance").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test("a card top-up shows on /wallet; /createVoucher makes a R$ 10,00 voucher, shares it, and the expense is listed", async ({
  consented: page,
  context,
}) => {
  await signInAsNewUser(page, "carteira");
  const before = await shownBalance(page);
  await topUpByCard(page, 50);

  await page.goto("/wallet");
  expect(await shownBalance(page)).toBe(before + 5000);
  await expect(page.getByRole("heading", { name: "Carteira" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Acender Vela" })).toHaveAttribute("href", "/candle/choose-profiles");
  await expect(page.getByRole("navigation", { name: "Minha conta" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Criar voucher" }).click();
  await expect(page).toHaveURL(/\/createVoucher$/);
  const amount = page.getByRole("textbox", { name: /Valor do voucher/ });
  // Letters are stripped as typed; too little is refused by the shared schema at once.
  await amount.pressSequentially("R$ 0,5");
  await expect(amount).toHaveValue("0,5");
  await amount.blur();
  await expect(page.getByText("O valor do voucher não pode ser menor que R$ 1,00")).toBeVisible();
  await expectAccessible(page);
  await amount.fill("10,00");
  await page.getByRole("button", { name: "Criar voucher" }).click();
  await expect(page.getByRole("heading", { name: "Seu voucher foi criado!" })).toBeVisible();
  const code = ((await page.getByTestId("voucher-code").textContent()) ?? "").trim();
  expect(code).toMatch(CODE);
  await expectAccessible(page);

  // No share sheet here: the text and link go to the clipboard.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
  await page.getByRole("button", { name: /Compartilhar/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copiado com sucesso!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(code);

  await page.getByRole("link", { name: "Voltar para a carteira" }).click();
  expect(await shownBalance(page)).toBe(before + 5000 - 1000);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Últimos gastos" }).getByText("Voucher criado").first()).toBeVisible();

  await page.getByRole("link", { name: /Ver todos/ }).click();
  await expect(page.getByRole("heading", { name: "Gastos" })).toBeVisible();
  await expect(page.getByText("Voucher criado").first()).toBeVisible();
  await expect(page.getByText("- R$ 10,00").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Fechar e voltar para a carteira" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});

test("/createVoucher without JavaScript: the server refuses more than the balance, then creates the voucher (partner)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Aceitar" }).click();
  // The partner's wallet, so the exact balances of the test above are not disturbed when run in parallel.
  await page.getByRole("textbox", { name: "E-mail" }).fill("parceiro@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await topUpByCard(page, 5);
  await page.goto("/createVoucher");
  const amount = page.getByRole("textbox", { name: /Valor do voucher/ });
  await amount.fill("999999");
  await page.getByRole("button", { name: "Criar voucher" }).click();
  await expect(page.getByText("O valor do voucher não pode ser maior que o saldo da carteira")).toBeVisible();
  await expect(amount).toHaveValue("999999");
  await amount.fill("1,00");
  await page.getByRole("button", { name: "Criar voucher" }).click();
  await expect(page.getByRole("heading", { name: "Seu voucher foi criado!" })).toBeVisible();
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("/wallet, /wallet-expenses and /createVoucher at 360 px: accessible, no side menu, no sideways scrolling", async ({
    consented: page,
  }) => {
    await signInAsNewUser(page, "carteira");
    for (const path of ["/wallet", "/wallet-expenses", "/createVoucher"]) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Minha conta" })).toBeHidden();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
  });
});
