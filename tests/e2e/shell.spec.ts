import type { Locator, Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";

const menuButton = (page: Page) => page.locator('summary[aria-label="Abrir menu"]');
const menuPanel = (page: Page) => page.locator("[data-menu-panel]");

async function signInAsDemo(page: Page, redirectTo = "/profiles"): Promise<void> {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[/?]/g, "\\$&")}$`));
}

/** What the user would hit at the element's centre is the element itself (or inside it). */
async function expectOnTop(element: Locator): Promise<void> {
  const hit = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && (el === top || el.contains(top)) ? "ok" : (top?.outerHTML.slice(0, 120) ?? "nothing");
  });
  expect(hit, "element at the centre of the target").toBe("ok");
}

/** Opening the menu moves focus into it; Tab and Shift+Tab cycle inside; Escape closes it. */
async function expectMenuTrapsFocus(page: Page): Promise<void> {
  await menuButton(page).focus();
  await page.keyboard.press("Enter");
  const panel = menuPanel(page);
  await expect(panel).toBeVisible();
  const close = page.getByRole("button", { name: "Fechar menu" });
  await expect(close).toBeFocused();
  const count = await panel.locator("a[href], button, input").count();
  expect(count).toBeGreaterThan(5);
  const insidePanel = () =>
    panel.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);
  for (let i = 1; i < count; i++) {
    await page.keyboard.press("Tab");
    expect(await insidePanel(), `focus after ${i} Tab presses`).toBe(true);
  }
  await expect(panel.getByRole("link").last()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(panel.getByRole("link").last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
}

/** The open slide-in menu covers the whole viewport height and its links take the clicks. */
async function expectMenuUsable(page: Page): Promise<void> {
  await menuButton(page).click();
  const panel = menuPanel(page);
  await expect(panel).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await panel.boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(0.5);
  expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 0.5);
  expect(box.width).toBeGreaterThanOrEqual(Math.min(288, viewport.width * 0.85) - 1);
  const menu = page.getByRole("navigation", { name: "Menu" });
  for (const name of ["Página Inicial", "Criar um perfil", "Contato"]) {
    await expectOnTop(menu.getByRole("link", { name }));
  }
  await expectOnTop(page.getByRole("button", { name: "Fechar menu" }));
  await menu.getByRole("link", { name: "Contato" }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(panel).toBeHidden();
}

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

  test("the open menu covers the viewport and its links are clickable", async ({ consented: page }) => {
    await page.goto("/");
    await expectMenuUsable(page);
  });

  test("the open menu traps Tab, Escape closes it and focus returns to the menu button", async ({
    consented: page,
  }) => {
    await page.goto("/");
    await expectMenuTrapsFocus(page);
  });

  test("signed in: greeting in the navbar, footer not covered by the bottom bar", async ({ consented: page }) => {
    await signInAsDemo(page, "/");
    const greeting = page.getByRole("navigation", { name: "Principal" }).getByText(/^Olá, .+!$/);
    await expect(greeting).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Atalhos da conta" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The menu opened while the "Login bem sucedido!" toast is still shown: the menu stays on top.
    await menuButton(page).click();
    await expect(menuPanel(page)).toBeVisible();
    await expect(page.getByRole("status")).toBeVisible();
    for (const name of ["Página Inicial", "Minha Conta", "Carteira", "Contato"]) {
      await expectOnTop(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name }));
    }
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(menuPanel(page)).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const credit = page.getByRole("contentinfo").getByText(/CNPJ/);
    await expect(credit).toBeVisible();
    const covered = await credit.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = Array.from(range.getClientRects());
      const last = lines[lines.length - 1]!;
      const y = last.top + last.height / 2;
      return [last.left + 2, last.left + last.width / 2, last.right - 2]
        .map((x) => document.elementFromPoint(x, y))
        .filter((hit) => !hit || !el.contains(hit))
        .map((hit) => hit?.outerHTML.slice(0, 120) ?? "nothing");
    });
    expect(covered, "what covers the footer's last line").toEqual([]);
  });
});

test.describe("shell on a 360 px phone without JavaScript", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  test("the menu opens as a disclosure, covers the viewport and its links work", async ({ consented: page }) => {
    await page.goto("/");
    await expectMenuUsable(page);
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

  test("the open menu covers the viewport and its links are clickable", async ({ consented: page }) => {
    await page.goto("/");
    await expectMenuUsable(page);
  });

  test("the open menu traps Tab and Escape closes it", async ({ consented: page }) => {
    await page.goto("/");
    await expectMenuTrapsFocus(page);
  });

  test("signed in: the greeting is shown in the navbar", async ({ consented: page }) => {
    await signInAsDemo(page);
    await expect(page.getByRole("navigation", { name: "Principal" }).getByText(/^Olá, .+!$/)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Memorial" }),
    ).toBeVisible();
  });
});

test.describe("shell on a desktop without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test("the menu opens as a disclosure, covers the viewport and its links work", async ({ consented: page }) => {
    await page.goto("/");
    await expectMenuUsable(page);
  });
});
