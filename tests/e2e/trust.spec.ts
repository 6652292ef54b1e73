import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";

/** The e2e server's configuration (playwright.config.ts): a demo with a CNPJ and WhatsApp, no Instagram. */
const COMPANY_CREDIT = "Memorial Serviços Digitais Ltda. · CNPJ 11.222.333/0001-81";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test("the consent dialog says whose site it is, with the logo", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Privacidade e termos de uso" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Memorial", { exact: true })).toBeVisible();
  await expect(dialog.locator("svg[data-logo]")).toBeVisible();
  // The brand line comes before the terms it introduces.
  const [brand, title] = await Promise.all([
    dialog.locator("svg[data-logo]").boundingBox(),
    dialog.getByRole("heading", { name: "Privacidade e termos de uso" }).boundingBox(),
  ]);
  expect(brand!.y).toBeLessThan(title!.y);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("the footer credits the company and its CNPJ; the demo's missing Instagram is a marked example", async ({
  consented: page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(COMPANY_CREDIT);

  // Configured: the real WhatsApp, in the footer and on the floating button.
  await expect(footer.getByRole("link", { name: "WhatsApp", exact: true })).toHaveAttribute(
    "href",
    "https://wa.me/5511987654321",
  );
  await expect(page.getByRole("link", { name: "Fale conosco pelo WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5511987654321\?/,
  );
  await expect(page.getByRole("link", { name: "WhatsApp (exemplo)" })).toHaveCount(0);

  // Not configured: an example, said to be one, leading to the contact page rather than a profile.
  const example = footer.getByRole("link", { name: "Instagram (exemplo)" });
  await expect(example).toHaveAttribute("href", "/contato#canais");
  await expect(footer.getByText("Instagram de exemplo: canal ainda não configurado nesta demonstração.")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await example.click();
  await expect(page).toHaveURL(/\/contato#canais$/);
  const channels = page.locator("#canais");
  const instagram = channels.getByRole("listitem").filter({ hasText: "Instagram" });
  await expect(instagram).toContainText("Instagram: @perfil-de-exemplo");
  await expect(instagram.getByText("exemplo", { exact: true })).toBeVisible();
  await expect(instagram).toContainText("Perfil fictício desta demonstração");
  await expect(instagram.getByRole("link")).toHaveCount(0);
  await expect(channels.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511987654321");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("contracts name the company and its CNPJ", async ({ consented: page }) => {
  await page.goto("/contrato-plano-ouro");
  await expect(page.locator("article")).toContainText(
    "celebrado entre Memorial Serviços Digitais Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81, responsável",
  );
  await expect(page.locator("article")).not.toContainText("ainda não informado");
});

/** The heading is on screen and below the sticky navbar, not under it. */
async function expectSectionShown(page: Page, name: string) {
  const heading = page.getByRole("heading", { name, level: 2 });
  await expect(heading).toBeInViewport();
  const navbar = await page.getByRole("banner").boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
}

test("a long contract opens with contents whose links jump to each section", async ({ consented: page }) => {
  await page.goto("/contrato-plano-ouro");
  const contents = page.getByRole("navigation", { name: "Sumário" });
  await expect(contents).toBeVisible();
  const links = contents.getByRole("link");
  await expect(links).toHaveCount(13);
  await expect(links.first()).toHaveText("CLÁUSULA PRIMEIRA — DO OBJETO");
  // Every link has its section on the page.
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!))) {
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(`h2[id="${href.slice(1)}"]`)).toHaveCount(1);
  }

  await contents.getByRole("link", { name: "CLÁUSULA SÉTIMA — DO ATRASO NO PAGAMENTO" }).click();
  await expect(page).toHaveURL(/#clausula-setima-do-atraso-no-pagamento$/);
  await expectSectionShown(page, "CLÁUSULA SÉTIMA — DO ATRASO NO PAGAMENTO");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.goto("/contrato-politicadeprivacidade-geral");
  await page
    .getByRole("navigation", { name: "Sumário" })
    .getByRole("link", { name: "18. Direitos do titular" })
    .click();
  await expectSectionShown(page, "18. Direitos do titular");
  await expectAccessible(page);
});

test("the contents are plain links: they work without JavaScript and add no script", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const consent = await context.request.post(`${baseURL}/api/cookie/consent`, {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  expect(consent.status()).toBe(201);
  const page = await context.newPage();
  await page.goto("/contrato-homenagem-vela");
  await page
    .getByRole("navigation", { name: "Sumário" })
    .getByRole("link", { name: /DO FORO/ })
    .click();
  await expect(page).toHaveURL(/#clausula-oitava-do-foro$/);
  await expectSectionShown(page, "CLÁUSULA OITAVA — DO FORO");

  // The contract page runs the same shell script as a page without contents (About).
  const scripts = async (path: string) => {
    const html = await (await context.request.get(path)).text();
    return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  };
  const contractScripts = await scripts("/contrato-plano-ouro");
  expect(contractScripts.length).toBeGreaterThan(0);
  expect(contractScripts).toEqual(await scripts("/sobre-nos"));
  await context.close();
});
