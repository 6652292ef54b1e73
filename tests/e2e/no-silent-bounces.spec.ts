import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Ten random letters: a plaque nobody linked to a memorial (26^10 against a few demo hashes). */
const randomHash = () => Array.from({ length: 10 }, () => LETTERS[Math.floor(Math.random() * 26)]).join("");
const unique = () => `${test.info().testId}.${test.info().retry}`.replace(/[^a-z0-9.]/gi, "");

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** The sentence a bounce leaves at the top of the page (decision 028), which stays. */
const explanation = (page: Page) => page.locator("main [data-explanation]");
const menuButton = (page: Page) => page.locator('summary[aria-label="Abrir menu"]');
const menuSearch = (page: Page) => page.getByRole("search", { name: "Pesquisar no site" });

test.describe("an unlinked plaque", () => {
  test("arriving at /register says why and what to do; an existing account signs in and goes on", async ({
    consented: page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/qrcode/${randomHash()}`);
    await expect(page).toHaveURL(/\/register\?motivo=placa-sem-memorial$/);
    await expect(explanation(page)).toHaveAttribute("role", "status");
    await expect(explanation(page)).toHaveText(
      "Esta placa ainda não está vinculada a um memorial. Crie sua conta (ou entre, se já tiver uma) e em seguida crie o memorial: a placa será vinculada a ele.",
    );
    // The form is still the registration form, right below the sentence.
    await expect(page.getByRole("button", { name: "Cadastrar" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // Someone who already has an account signs in and lands on the wizard, told what happens next.
    const email = `placa.conta.${unique()}@exemplo.com`;
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": "198.19.254.7" },
    });
    const created = await other.post("/api/user/registerUser", {
      data: {
        name: "Rita Placa",
        email,
        cellphone: "11987654321",
        password: "segredo123",
        confirmPassword: "segredo123",
      },
    });
    expect(created.status()).toBe(201);
    await other.dispose();

    await page.getByRole("main").getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(explanation(page)).toContainText("Esta placa ainda não está vinculada a um memorial.");
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByRole("button", { name: "Entrar" }).click();
    // (The shell takes the one-time '&aviso=login' off the address once its toast is shown.)
    await expect(page).toHaveURL(/\/create-loved-one-profile\?motivo=placa-para-vincular(&aviso=login)?$/);
    await expect(explanation(page)).toHaveText(
      "Esta placa ainda não está vinculada a um memorial. Crie o memorial aqui: assim que ele for salvo, a placa fica vinculada a ele.",
    );
    await expect(page.getByRole("heading", { name: "Criar memorial" })).toBeVisible();
    // The plaque's hash still waits for the new memorial.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "memorial_plaque_hash")?.value).toMatch(/^[A-Z]{10}$/);
    await expectAccessible(page);
  });
});

test.describe("a partner", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`is greeted by its company's name at ${viewport.width} px`, async ({ consented: page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/partner-register");
      await page.getByRole("textbox", { name: "Nome da empresa" }).fill("Funerária Bom Descanso Ltda");
      await page.getByRole("textbox", { name: "CNPJ" }).pressSequentially("11222333000181");
      await page.getByRole("textbox", { name: "E-mail" }).fill(`saudacao.${viewport.width}.${unique()}@exemplo.com`);
      await page.getByRole("textbox", { name: "Celular" }).fill("21998765432");
      await page.getByLabel("Senha", { exact: true }).fill("parceiro123");
      await page.getByLabel("Confirmar senha").fill("parceiro123");
      await page.getByRole("button", { name: "Cadastrar empresa" }).click();
      await expect(page).toHaveURL(/\/profiles/);

      const greeting = page.getByRole("navigation", { name: "Principal" }).locator("[data-greeting]");
      await expect(greeting).toHaveText("Olá, Funerária Bom Descanso!");
      await expect(greeting).toBeVisible();
      // Whole on screen, not cut off, even on a phone.
      const clipped = await greeting.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      expect(clipped, "greeting cut off").toBe(false);
      await expectNoHorizontalScroll(page);
      await page.goto("/account");
      await expect(page.getByRole("definition").first()).toHaveText("Funerária Bom Descanso Ltda");
      await expect(page.getByRole("term").first()).toHaveText("Empresa");
      await expectAccessible(page);
    });
  }
});

/** Searches with the slide-in menu's box: Enter looks for memorials, the 'Cemitérios' button for cemeteries. */
async function searchFromMenu(page: Page, term: string, kind: "Memoriais" | "Cemitérios"): Promise<void> {
  await menuButton(page).click();
  const box = menuSearch(page).getByRole("searchbox", { name: "Pesquisar memoriais ou cemitérios" });
  await expect(box).toBeVisible();
  await box.fill(term);
  if (kind === "Memoriais") await box.press("Enter");
  else await menuSearch(page).getByRole("button", { name: "Cemitérios" }).click();
}

async function expectProfileResults(page: Page, term: string, name: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/searchProfiles\\?busca=${term}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Memoriais" })).toBeVisible();
  await expect(page.locator("#resultados").getByRole("article").filter({ hasText: name })).toHaveCount(1);
}

async function expectCemeteryResults(page: Page, term: string, name: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/searchCemeteries\\?busca=${term}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Cemitérios" })).toBeVisible();
  await expect(page.locator("#resultados").getByRole("link", { name })).toBeVisible();
}

test.describe("the searches from the navbar and the menu", () => {
  test("at 1280 px: navbar links and the menu's box reach memorials and cemeteries", async ({ consented: page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Memoriais" }).click();
    await expect(page).toHaveURL(/\/searchProfiles$/);
    await expect(nav.getByRole("link", { name: "Memoriais" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("#resultados").getByRole("article").first()).toBeVisible();
    await nav.getByRole("link", { name: "Cemitérios" }).click();
    await expect(page).toHaveURL(/\/searchCemeteries$/);
    await expect(page.locator("#resultados").getByRole("article").first()).toBeVisible();

    await searchFromMenu(page, "conceicao", "Memoriais");
    await expectProfileResults(page, "conceicao", "Raimundo Nonato Conceição");
    await searchFromMenu(page, "belem", "Cemitérios");
    await expectCemeteryResults(page, "belem", "Cemitério Santa Izabel");
    await menuButton(page).click();
    await expectAccessible(page);
  });

  test("at 360 px: the menu's box reaches memorials and cemeteries", async ({ consented: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    // The navbar keeps its room for the menu, the logo and the account: the searches are in the menu.
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Memoriais" }),
    ).toBeHidden();
    await searchFromMenu(page, "rosa", "Memoriais");
    await expectProfileResults(page, "rosa", "Rosa Maria Lobato");
    await searchFromMenu(page, "campinas", "Cemitérios");
    await expectCemeteryResults(page, "campinas", "Cemitério da Saudade");
    await menuButton(page).click();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("at 360 px the menu's box is a plain form that still searches", async ({ consented: page }) => {
      await page.setViewportSize(PHONE);
      await page.goto("/sobre-nos");
      await searchFromMenu(page, "saudade", "Cemitérios");
      await expectCemeteryResults(page, "saudade", "Cemitério da Saudade");
      await searchFromMenu(page, "ingrid", "Memoriais");
      await expectProfileResults(page, "ingrid", "Ingrid Schneider Vieira");
    });
  });
});

/** Each card of a cemetery row: its name and place, and whether it can be entered. */
async function cardsOf(row: Locator): Promise<{ label: string; built: boolean }[]> {
  const cards = row.getByRole("article");
  const out = [];
  for (const card of await cards.all()) {
    const label = (await card.innerText()).replace(/\s+/g, " ").trim();
    const built = (await card.getByRole("link").count()) > 0 && !/EM CONSTRUÇÃO/.test(label);
    out.push({ label, built });
  }
  return out;
}

const carousel = (page: Page) => page.getByRole("region", { name: "Cemitérios", exact: true });
const nearRow = (page: Page) => page.getByRole("region", { name: "Cemitérios perto de você", exact: true });

test.describe("the home's cemetery rows", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: the carousel opens on a built cemetery and the near row repeats none of it`, async ({
      consented: page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      // Without a location there is no near row at all, not an empty one.
      await expect(nearRow(page)).toHaveCount(0);
      const before = await cardsOf(carousel(page));
      expect(before[0]?.built, `first card: ${before[0]?.label}`).toBe(true);

      await page.goto("/localizacao?redirectTo=%2F");
      await page.getByRole("textbox", { name: "Cidade" }).fill("São Paulo");
      await page.getByRole("combobox", { name: "Estado (UF)" }).selectOption("SP");
      await page.getByRole("button", { name: "Salvar localização" }).click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);

      const near = await cardsOf(nearRow(page));
      expect(near.length).toBeGreaterThan(0);
      expect(near[0]!.label).toContain("Cemitério da Consolação");
      const inCarousel = await cardsOf(carousel(page));
      expect(inCarousel[0]?.built, `first card: ${inCarousel[0]?.label}`).toBe(true);
      const both = near.filter((card) => inCarousel.some((other) => other.label === card.label));
      expect(both, "cemeteries in both rows").toEqual([]);

      // No empty row of cards: the near row is as tall as its cards.
      const track = nearRow(page).getByRole("list");
      const trackBox = (await track.boundingBox())!;
      const cardBox = (await nearRow(page).getByRole("article").first().boundingBox())!;
      const rows = near.length > 2 && viewport.width < 640 ? 2 : 1;
      expect(trackBox.height).toBeLessThan(cardBox.height * rows + 16 * rows + 24);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});
