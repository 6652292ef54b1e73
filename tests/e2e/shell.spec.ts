import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";

test.describe("shell on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("menu, footer and WhatsApp button work without sideways scrolling", async ({ consented: page }) => {
    await page.goto("/");
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole("link", { name: "Entrar" })).toBeVisible();

    const menuButton = page.locator('summary[aria-label="Abrir menu"]');
    await menuButton.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Página Inicial" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Criar um perfil" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await menuButton.click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();

    const whatsapp = page.getByRole("link", { name: "Fale conosco pelo WhatsApp" });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/5511987654321/);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Sobre nós" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Pacotes" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /Política de privacidade/ })).toHaveAttribute(
      "href",
      "/contrato-politicadeprivacidade-geral",
    );
    await expect(footer).toContainText("CNPJ 11.222.333/0001-81");
    await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe("shell on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("navbar links and keyboard navigation", async ({ consented: page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const name of ["Sobre nós", "Blog", "Pacotes", "Entrar"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
    await nav.getByRole("link", { name: "Pacotes" }).click();
    await expect(page).toHaveURL(/\/pacotes$/);
    await expect(nav.getByRole("link", { name: "Pacotes" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });
});
