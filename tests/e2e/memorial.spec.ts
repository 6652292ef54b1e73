import type { Browser, BrowserContext, Page } from "@playwright/test";
import { BIRTHDAY_PROFILE_USERNAME } from "../../scripts/seed/demo";
import { EXPLANATIONS } from "../../app/shared/ui/flash";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  expect,
  gzippedScriptBytes,
  PUBLIC_PAGE_BUDGET,
  test,
} from "./fixtures";

/** Demo memorials (scripts/seed/data): a public Diamante one with a gallery, and the demo user's private one. */
const LOURDES = "/profile/maria.de.lourdes.ferreira.souza";
const PRIVATE = "/profile/helena.souza.martins";
const NOT_ACTIVATED = "/profile/carlos.eduardo.souza";

async function consentedContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo", ...options });
  const response = await context.request.post("/api/cookie/consent", {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  expect(response.status()).toBe(201);
  return context;
}

async function signInAsDemo(page: Page) {
  await page.goto("/login?redirectTo=%2Fprofiles");
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/profiles/);
}

test("a public memorial: header, tabs, gallery carousel, filters and Ler mais", async ({ consented: page }) => {
  const bytes = await gzippedScriptBytes(page, LOURDES);
  console.log(`memorial page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped`);
  expect(bytes).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maria de Lourdes Ferreira Souza");
  await expect(page.getByText("Diamante", { exact: true })).toBeVisible();
  await expect(page.getByText("17/04/1931")).toBeVisible();
  await expect(page.getByText("02/09/2019")).toBeVisible();
  await expect(page.getByRole("img", { name: "Maria de Lourdes Ferreira Souza" })).toBeVisible();
  // The demo's upcoming ceremonies make its preview the nota de falecimento once drawn (decision 054).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/(og\/profile|media\/og|media\/notas)\//,
  );
  await expect(page.getByText("Feliz aniversário!")).toHaveCount(0);
  await expectAccessible(page);

  // The family tree reads by generation.
  const tree = page.getByRole("region", { name: "Árvore genealógica" });
  await expect(tree.getByRole("heading", { name: "Filhos" })).toBeVisible();
  await expect(tree.getByRole("heading", { name: "Netos" })).toBeVisible();
  await expect(tree.getByRole("list", { name: "Cônjuge" })).toContainText("Antônio Carlos Souza");

  // Ler mais / Ler menos on the history.
  const history = page.getByRole("region", { name: "História" });
  const more = history.getByRole("button", { name: "Ler mais" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  const shortText = (await history.locator("p").first().textContent()) ?? "";
  expect(shortText.endsWith("…")).toBe(true);
  await more.click();
  await expect(history.getByRole("button", { name: "Ler menos" })).toHaveAttribute("aria-expanded", "true");
  expect(((await history.locator("p").first().textContent()) ?? "").length).toBeGreaterThan(shortText.length);

  // Tabs switch in place, with the keyboard too.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const about = page.getByRole("tab", { name: "SOBRE" });
  const gallery = page.getByRole("tab", { name: "GALERIA" });
  await expect(about).toHaveAttribute("aria-selected", "true");
  await about.focus();
  await page.keyboard.press("ArrowRight");
  await expect(gallery).toBeFocused();
  await expect(gallery).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/aba=galeria/);
  const panel = page.getByRole("tabpanel", { name: "GALERIA" });
  await expect(panel.getByRole("heading", { name: "Galeria de fotos" })).toBeVisible();
  await expect(page.getByRole("region", { name: "História" })).toBeHidden();

  // The gallery opens as a full-screen carousel: arrows, counter, focus kept inside, Escape closes.
  const first = panel.getByRole("link", { name: /^Foto 1 de 6/ });
  await first.click();
  const dialog = page.getByRole("dialog", { name: /Galeria de fotos de Maria de Lourdes/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 de 6")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("2 de 6")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText("6 de 6")).toBeVisible();
  await expect(dialog.locator("img")).toHaveAttribute("src", /-1200\.jpg$/);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();

  // Filters swap the tribute list in place and keep the address shareable.
  const tributes = page.getByRole("region", { name: "Homenagens" });
  const candles = tributes.getByRole("link", { name: /^Velas \(\d+\)$/ });
  await candles.click();
  await expect(page).toHaveURL(/filtro=velas/);
  await expect(tributes.getByRole("link", { name: /^Velas/ })).toHaveAttribute("aria-current", "page");
  const items = tributes.getByRole("listitem").filter({ hasText: /^(?!Todas|Lembranças|Velas|Mensagens)/ });
  for (const text of await items.allTextContents()) expect(text).toContain("acendeu uma vela");
  await expect(tributes.getByText(/Há \d+|Há poucos segundos/).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("share: copy link and the share links", async ({ consented: page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(LOURDES);
  const share = page.getByRole("region", { name: "Compartilhar" });
  await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=.*maria\.de\.lourdes\.ferreira\.souza/,
  );
  await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
  );
  await share.getByRole("button", { name: "Copiar link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copiado com sucesso!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/localhost:\d+\/profile\/maria\.de\.lourdes\.ferreira\.souza$/,
  );
});

test("share: a copy the browser refuses says so", async ({ consented: page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  await page.goto(LOURDES);
  await page.getByRole("region", { name: "Compartilhar" }).getByRole("button", { name: "Copiar link" }).click();
  await expect(page.getByText("Erro ao copiar link")).toBeVisible();
});

test("the birthday banner shows the age on the birthday memorial", async ({ consented: page }) => {
  await page.goto(`/profile/${BIRTHDAY_PROFILE_USERNAME}`);
  await expect(page.getByText(/Feliz aniversário! Hoje .+ faria \d+ anos\./)).toBeVisible();
  await expectAccessible(page);
});

test("without JavaScript: tabs and filters are links the server renders", async ({ browser }) => {
  const context = await consentedContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LOURDES);
  await page.getByRole("link", { name: "GALERIA" }).click();
  await expect(page).toHaveURL(/aba=galeria/);
  await expect(page.getByRole("heading", { name: "Galeria de fotos" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Foto 1 de 6/ })).toHaveAttribute("href", /-1200\.jpg$/);
  await page.getByRole("link", { name: /^Mensagens \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/filtro=mensagens/);
  await expect(page.getByRole("link", { name: /^Mensagens/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Galeria de fotos" })).toBeVisible();
  await page.getByRole("link", { name: "SOBRE", exact: true }).click();
  // The whole history is there, and the chosen filter is kept.
  await expect(page.getByRole("region", { name: "História" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Mensagens/ })).toHaveAttribute("aria-current", "page");
  await context.close();
});

test("a private memorial: home without the token (saying why), open for its owner and with the shared link", async ({
  browser,
  consented: page,
}) => {
  // The same sentence for a private and an inactive memorial: neither one's existence is revealed.
  const explained = page.getByRole("status").filter({ hasText: "peça o link de acesso à família" });
  await page.goto(PRIVATE);
  await expect(page).toHaveURL(/\/home\?motivo=memorial-indisponivel$/);
  await expect(explained).toHaveText(EXPLANATIONS["memorial-indisponivel"]);
  await page.goto(NOT_ACTIVATED);
  await expect(page).toHaveURL(/\/home\?motivo=memorial-indisponivel$/);
  await expect(explained).toHaveText(EXPLANATIONS["memorial-indisponivel"]);
  await page.goto("/profile/ninguem.com.esse.nome");
  await expect(explained).toHaveText(EXPLANATIONS["memorial-indisponivel"]);

  await signInAsDemo(page);
  await page.goto(NOT_ACTIVATED);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carlos Eduardo Souza");
  const response = await page.goto(PRIVATE);
  expect(response?.headers()["referrer-policy"]).toMatch(/no-referrer$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-default\.jpg$/);
  await expect(page.getByText("Perfil privado")).toBeVisible();
  await expect(page.getByRole("link", { name: "Editar perfil" })).toHaveAttribute(
    "href",
    "/editProfile/helena.souza.martins",
  );
  await expect(page.getByRole("navigation", { name: "Minha conta" })).toBeVisible();
  const shared = await page.getByRole("textbox", { name: "Link do perfil" }).inputValue();
  expect(shared).toMatch(/\/profile\/helena\.souza\.martins\/[\w-]{22}$/);
  await expectAccessible(page);

  const visitor: BrowserContext = await consentedContext(browser);
  const other = await visitor.newPage();
  await other.goto(new URL(shared).pathname);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Helena Souza Martins");
  await expect(other.getByRole("link", { name: "Editar perfil" })).toHaveCount(0);
  await expect(other.getByRole("textbox", { name: "Link do perfil" })).toHaveValue(shared);
  await other.goto(`${PRIVATE}/chave-errada`);
  await expect(other).toHaveURL(/\/home\?motivo=memorial-indisponivel$/);
  await visitor.close();
});

test("attendance sign-up in the dialog, with live validation", async ({ consented: page }) => {
  await page.goto("/profile/antonio.carlos.souza");
  // A second anonymous visit is served from the page cache's finished bytes (decision 029)...
  expect((await page.reload())?.headers()["x-render-cache"]).toBe("hit");
  await page.getByRole("link", { name: "Registrar Presença" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar presença" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Nome" })).toBeFocused();
  const email = dialog.getByRole("textbox", { name: "E-mail" });
  await email.fill("sem-arroba");
  await email.blur();
  await expect(dialog.getByText("Insira um e-mail válido.")).toBeVisible();
  await expectAccessible(page);
  const name = `Visitante ${Date.now()}`;
  await dialog.getByRole("textbox", { name: "Nome" }).fill(name);
  await email.fill("visitante@exemplo.com");
  await dialog.getByRole("textbox", { name: "Celular" }).fill("11987654321");
  await dialog.getByRole("button", { name: "Registrar Presença" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Presença registrada" })).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole("region", { name: "Lista de presença" });
  await expect(list.getByRole("listitem").first()).toContainText(name);
  await expect(list).not.toContainText("visitante@exemplo.com");
  // ...and the new attendance changed the memorial's version: no copy from before it is served (the
  // page's in-place update already fetched, and so kept, the new page).
  await page.reload();
  await expect(list.getByRole("listitem").first()).toContainText(name);
  expect((await page.reload())?.headers()["x-render-cache"]).toBe("hit");
  await expect(list.getByRole("listitem").first()).toContainText(name);
});

test("attendance sign-up without JavaScript posts to the page", async ({ browser }) => {
  const context = await consentedContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/profile/maria.aparecida.dos.santos");
  const section = page.getByRole("region", { name: "Registrar presença" });
  await section.getByRole("textbox", { name: "Nome" }).fill("Sem Script");
  await section.getByRole("textbox", { name: "E-mail" }).fill("sem@exemplo.com");
  await section.getByRole("textbox", { name: "Celular" }).fill("119");
  await section.getByRole("button", { name: "Registrar Presença" }).click();
  await expect(section.getByText("O número de celular deve ter 11 dígitos, incluindo o DDD.")).toBeVisible();
  await expect(section.getByRole("textbox", { name: "Nome" })).toHaveValue("Sem Script");
  await section.getByRole("textbox", { name: "Celular" }).fill("11987654321");
  await section.getByRole("button", { name: "Registrar Presença" }).click();
  await expect(section.getByRole("status")).toHaveText("Presença registrada");
  await expect(page.getByRole("region", { name: "Lista de presença" })).toContainText("Sem Script");
  await context.close();
});

test("the memorial page on a 360 px phone", async ({ consented: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LOURDES);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  // The history preview is shorter on phones (200 characters) than on wide screens (300).
  const preview = (await page.getByRole("region", { name: "História" }).locator("p").first().textContent()) ?? "";
  expect(Array.from(preview).length).toBeLessThanOrEqual(201);
  await page.getByRole("tab", { name: "GALERIA" }).click();
  await page.getByRole("link", { name: /^Foto 1 de 6/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("1 de 6")).toBeVisible();
  const box = (await dialog.locator("[data-lightbox-stage]").boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText("2 de 6")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
});

test("a memorial's data stays on the server, and a screen's client-side link to it opens it as a page", async ({
  consented: page,
}) => {
  // The page's data is read by the server's render alone (decision 071): a data request has none.
  const answer = await page.request.get(`${LOURDES}.data`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).not.toContain("Maria de Lourdes");

  const login = await page.request.post("/api/auth/login", {
    data: { email: "demo@memorial.example", password: "memorial123" },
  });
  expect(login.status()).toBe(200);
  await page.goto("/wallet");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // What a link without reloadDocument does: React Router navigates in the page.
  await page.evaluate((to) => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate(to);
  }, LOURDES);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maria de Lourdes Ferreira Souza");
  await expect(page).toHaveURL(LOURDES);
  // Loaded as a document: no React, the memorial's own scripts at work (the tabs switch in place).
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const gallery = page.getByRole("tab", { name: "GALERIA" });
  await gallery.click();
  await expect(gallery).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/aba=galeria/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
