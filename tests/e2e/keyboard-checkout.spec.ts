import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

/** Presses Tab until the focused control has this accessible name (keyboard only: no click). */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return "";
      const labelled = element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent;
      return (labelled ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    });
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The element that has the keyboard focus is the heading named `name`. */
async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole("heading", { name })).toBeFocused();
}

test("keyboard only through the checkout: each new step's heading takes the focus", async ({ consented: page }) => {
  test.slow();
  await signInAsNewUser(page, "teclado");
  await page.goto("/add-balance");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  await tabTo(page, "R$ 20,00");
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Pagamento");

  await tabTo(page, "Celular");
  await page.keyboard.type("11987654321");
  await tabTo(page, "CPF ou CNPJ");
  await page.keyboard.type("52998224725");
  await tabTo(page, "Continuar");
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Forma de pagamento");

  await tabTo(page, "Número do cartão");
  await page.keyboard.type("5031433215406351");
  await tabTo(page, "Nome impresso no cartão");
  await page.keyboard.type("APRO");
  await tabTo(page, "Validade (MM/AA)");
  await page.keyboard.type(`11${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
  await tabTo(page, "Código de segurança");
  await page.keyboard.type("123");
  await tabTo(page, /^Pagar R\$\s20,00$/);
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Pagamento confirmado");
});
