import type { Page } from "@playwright/test";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  expect,
  gzippedScriptBytes,
  test,
  PUBLIC_PAGE_BUDGET,
} from "./fixtures";

/** docs/decisions/011: public pages ship small enhancement scripts, task screens hydrate React. */
const MEMORIAL = "/profile/maria.de.lourdes.ferreira.souza";

async function signInAsDemo(page: Page) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/profiles/);
}

async function openSettings(page: Page) {
  await page.goto("/account-settings");
  await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
  // React took over the screen (root.tsx marks <html> once hydrated).
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("public pages stay within 30 KB of gzipped JavaScript, the memorial code only on memorials", async ({
  consented: page,
}) => {
  for (const path of ["/", "/blog", MEMORIAL]) {
    const bytes = await gzippedScriptBytes(page, path);
    console.log(`JS on ${path}: ${(bytes / 1024).toFixed(1)} KB gzipped`);
    expect(bytes).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);
    await expect(page.locator("script[type=module], script[src]")).toHaveCount(0);
  }
  const inline = async () => (await page.locator("script").allTextContents()).join("\n");
  await page.goto("/blog");
  expect(await inline()).not.toContain("/api/event/visitProfile");
  await page.goto(MEMORIAL);
  expect(await inline()).toContain("/api/event/visitProfile");
});

test("/account-settings hydrates, validates live with Conform (its schema loaded on the first interaction), saves, and links back to enhanced public pages", async ({
  consented: page,
}) => {
  await signInAsDemo(page);
  await openSettings(page);
  await expectAccessible(page);

  // Conform's live validation: the message shows on leaving the field and clears while typing. The
  // schema arrives on the first interaction (decision 053): the field is left at once, before it can
  // have loaded, and is validated when it arrives.
  const email = page.getByRole("textbox", { name: "E-mail" });
  await email.fill("demo@");
  await email.blur();
  await expect(page.getByText("E-mail inválido")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", /error/);
  await email.fill("demo@memorial.example");
  await expect(page.getByText("E-mail inválido")).toBeHidden();

  // The phone formats itself as typed; the change is saved without a page load.
  const phone = page.getByRole("textbox", { name: "Telefone" });
  const original = await phone.inputValue();
  await phone.fill("");
  await phone.pressSequentially("2198");
  await expect(phone).toHaveValue("(21) 98");
  await phone.pressSequentially("7651234");
  await expect(phone).toHaveValue("(21) 98765-1234");
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Usuário atualizado com sucesso!" })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.reload();
  await expect(phone).toHaveValue("(21) 98765-1234");
  await phone.fill(original);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Usuário atualizado com sucesso!" })).toBeVisible();
  // The saved values come back with the revalidated page data: type only once they are in place,
  // or the form's reset to them replaces what is typed next.
  await page.waitForLoadState("networkidle");
  await expect(phone).toHaveValue(original);

  // A wrong current password comes back under its field, what was typed kept.
  await email.fill("outro.demo@memorial.example");
  await expect(email).toHaveValue("outro.demo@memorial.example");
  await page.getByLabel("Senha atual").fill("errada123");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("A senha atual está incorreta.")).toBeVisible();
  await expect(email).toHaveValue("outro.demo@memorial.example");

  // Links to public pages are full document loads, so their enhancements run there.
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  const menuButton = page.locator('summary[aria-label="Abrir menu"]');
  await menuButton.click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("/account-settings works without JavaScript: the server validates with the same schema", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Aceitar" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.goto("/account-settings");
  await page.getByRole("textbox", { name: "Nome" }).fill("Nome Digitado");
  await page.getByRole("textbox", { name: "E-mail" }).fill("sem-arroba");
  await page.getByLabel("Nova senha (opcional)").fill("novasenha1");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("E-mail inválido")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nome" })).toHaveValue("Nome Digitado");
  await expect(page.getByLabel("Nova senha (opcional)")).toHaveValue("");
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("/account-settings at 360 px: hydrated, accessible, no sideways scrolling", async ({ consented: page }) => {
    await signInAsDemo(page);
    await openSettings(page);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    const email = page.getByRole("textbox", { name: "E-mail" });
    await email.fill("x");
    await email.blur();
    await expect(page.getByText("E-mail inválido")).toBeVisible();
  });
});
