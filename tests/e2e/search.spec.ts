import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";

const results = (page: Page) => page.locator("#resultados");
const cards = (page: Page) => results(page).getByRole("article");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Pesquisar perfis" });
const prompt = (page: Page) => page.getByRole("region", { name: "Mostrar memoriais e cemitérios perto de você?" });

async function signIn(page: Page, redirectTo: string): Promise<void> {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[/?]/g, "\\$&")}$`));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("profile search with a plain form, accents ignored, private memorials never shown", async ({
    consented: page,
  }) => {
    await page.goto("/searchProfiles");
    await expect(page.getByRole("heading", { level: 1, name: "Memoriais" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Pesquisar por nome, usuário, cidade...");
    // Without JavaScript only the manual choice of a city is offered.
    await expect(prompt(page).getByRole("link", { name: "Escolher cidade" })).toBeVisible();
    await expect(prompt(page).getByRole("button", { name: "Usar minha localização" })).toBeHidden();

    await searchBox(page).fill("CONCEICAO");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/searchProfiles\?busca=CONCEICAO$/);
    await expect(cards(page).filter({ hasText: "Raimundo Nonato Conceição" })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Conceição Aparecida Reis" })).toHaveCount(1);
    const card = cards(page).first();
    await expect(card).toContainText(/@[a-z.]+/);
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    // A shared URL opens the same search; private and unfinished memorials never appear.
    await page.goto("/searchProfiles?busca=souza");
    await expect(cards(page).filter({ hasText: "Antônio Carlos Souza" })).toHaveCount(1);
    await expect(results(page)).not.toContainText("Helena Souza Martins");
    await expect(results(page)).not.toContainText("Carlos Eduardo Souza");

    await page.goto("/searchProfiles?busca=ninguem-com-este-nome");
    await expect(results(page)).toContainText("Nenhum perfil encontrado.");

    // Page links keep the search.
    await page.goto("/searchProfiles?pagina=2");
    await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "ANTERIOR" }).click();
    await expect(page).toHaveURL(/\/searchProfiles$/);
  });

  test("a card opens the memorial", async ({ consented: page }) => {
    await page.goto("/searchProfiles?busca=ingrid");
    await page.getByRole("link", { name: "Ingrid Schneider Vieira" }).click();
    await expect(page).toHaveURL(/\/profile\/ingrid\.schneider\.vieira$/);
  });

  test("a city chosen by hand ranks its memorials first", async ({ consented: page }) => {
    await page.goto("/searchProfiles");
    await expect(cards(page).first()).not.toContainText("Florianópolis/SC");
    await prompt(page).getByRole("link", { name: "Escolher cidade" }).click();
    await expect(page).toHaveURL(/\/localizacao\?redirectTo=%2FsearchProfiles$/);
    await page.getByRole("button", { name: "Salvar localização" }).click();
    await expect(page.getByText("Informe a cidade.")).toBeVisible();
    await expect(page.getByText("Escolha um estado (UF) válido.")).toBeVisible();
    await page.getByRole("textbox", { name: "Cidade" }).fill("florianopolis");
    await page.getByRole("combobox", { name: "Estado (UF)" }).selectOption("SC");
    await page.getByRole("button", { name: "Salvar localização" }).click();
    await expect(page).toHaveURL(/\/searchProfiles$/);
    await expect(page.getByText("Mostrando primeiro os memoriais perto de florianopolis/SC.")).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    for (let i = 0; i < 3; i++) await expect(cards(page).nth(i)).toContainText("Florianópolis/SC");
    // Then the rest of Santa Catarina's neighbours: nothing else in SC, so the country follows.
    await expect(cards(page).nth(3)).not.toContainText("Florianópolis/SC");

    await page.goto("/searchProfiles?busca=maria");
    await page.getByRole("link", { name: "Alterar localização" }).click();
    await expect(page.getByText("Localização atual:")).toContainText("florianopolis/SC");
    await page.getByRole("button", { name: "Esquecer minha localização" }).click();
    await expect(page).toHaveURL(/\/searchProfiles\?busca=maria$/);
    await expect(prompt(page)).toBeVisible();
  });
});

test("the manual location page explains its refusals accessibly", async ({ consented: page }) => {
  await page.goto("/localizacao?redirectTo=https%3A%2F%2Fevil.example");
  await page.getByRole("textbox", { name: "Cidade" }).fill("   ");
  await page.getByRole("button", { name: "Salvar localização" }).click();
  await expect(page.getByText("Informe a cidade.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Cidade" })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Cidade" }).fill("Natal");
  await page.getByRole("combobox", { name: "Estado (UF)" }).selectOption("RN");
  await page.getByRole("button", { name: "Salvar localização" }).click();
  // Only local paths: anything else goes home.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("live search updates after a 300 ms pause and keeps the shareable URL", async ({ consented: page }) => {
  await page.goto("/searchProfiles");
  await expect(cards(page)).toHaveCount(6);
  const fetches: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" && request.url().includes("/searchProfiles")) fetches.push(request.url());
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially("ROSA", { delay: 50 });
  await expect(page).toHaveURL(/\/searchProfiles\?busca=ROSA$/);
  await expect(cards(page).filter({ hasText: "Manoel Sebastião da Rosa" })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: "Rosa Maria Lobato" })).toHaveCount(1);
  expect(fetches).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(box).toBeFocused();
  // Not 'zzz': a final z may be the start of 'za', read as 'sa' (decision 051), so 'rosazzz' finds the Rosas.
  await box.pressSequentially("qqq");
  await expect(results(page)).toContainText("Nenhum perfil encontrado.");
  await expectAccessible(page);
});

test("a search that forgives: variants, nicknames, any order, and the closest names when nothing is found", async ({
  consented: page,
}) => {
  // 'Maria de Lourdes Ferreira Souza', whom everyone called 'Dona Lourdes'.
  for (const term of ["lurdes", "dona lurdes", "souza lourdes"]) {
    await page.goto(`/searchProfiles?busca=${encodeURIComponent(term)}`);
    await expect(cards(page).filter({ hasText: "Maria de Lourdes Ferreira Souza" })).toHaveCount(1);
  }
  await page.goto("/searchProfiles?busca=lurdis%20ferrera");
  await expect(results(page)).toContainText("Nenhum perfil encontrado.");
  const suggestions = results(page).getByRole("navigation", { name: "Sugestões de busca" });
  await expect(suggestions).toContainText("Você quis dizer:");
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  const suggestion = suggestions.getByRole("link", { name: "Maria de Lourdes Ferreira Souza" });
  await suggestion.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/searchProfiles\?busca=Maria\+de\+Lourdes\+Ferreira\+Souza$/);
  await expect(cards(page).first()).toContainText("Maria de Lourdes Ferreira Souza");

  // The cemetery search too.
  await page.goto("/searchCemeteries?busca=batista%20sao%20joao");
  await expect(page.locator("#resultados")).toContainText("Cemitério São João Batista");
  await page.goto("/searchCemeteries?busca=bomfim");
  await expect(page.locator("#resultados")).toContainText("Cemitério do Bonfim");
  await page.goto("/searchCemeteries?busca=sao%20joao%20batsta");
  await expect(page.locator("#resultados")).toContainText("Nenhum cemitério encontrado.");
  await page.getByRole("link", { name: "Cemitério São João Batista" }).click();
  await expect(page).toHaveURL(/\/searchCemeteries\?busca=Cemit%C3%A9rio\+S%C3%A3o\+Jo%C3%A3o\+Batista$/);
  await expectAccessible(page);
});

test.describe("the browser's position", () => {
  test.use({ geolocation: { latitude: -30.0277, longitude: -51.2287 }, permissions: ["geolocation"] });

  test("is asked only on 'Usar minha localização' and ranks Porto Alegre first", async ({ consented: page }) => {
    await page.goto("/searchProfiles");
    const use = prompt(page).getByRole("button", { name: "Usar minha localização" });
    await expect(use).toBeVisible();
    await expect(page.getByText(/Mostrando primeiro os memoriais perto de/)).toHaveCount(0);
    await expectAccessible(page);
    await use.click();
    await expect(page.getByText("Mostrando primeiro os memoriais perto de Porto Alegre/RS.")).toBeVisible();
    await expect(cards(page).first()).toContainText("Porto Alegre/RS");
  });

  test("'Agora não' hides the offer for the session", async ({ consented: page }) => {
    await page.goto("/searchProfiles");
    await prompt(page).getByRole("button", { name: "Agora não" }).click();
    await expect(prompt(page)).toBeHidden();
    await page.reload();
    await expect(prompt(page)).toBeHidden();
    await expect(page.getByText(/Mostrando primeiro os memoriais perto de/)).toHaveCount(0);
  });
});

test("homenagens → choose-profiles → a memorial", async ({ consented: page }) => {
  await page.goto("/homenagens");
  await expect(page.getByRole("heading", { level: 1, name: "Homenagens" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Compartilhar Lembrança" })).toHaveAttribute(
    "href",
    "/photo/choose-profiles",
  );
  await expect(page.getByRole("link", { name: "Acender Vela" })).toHaveAttribute("href", "/candle/choose-profiles");
  await expect(page.getByRole("link", { name: "Deixar Mensagem" })).toHaveAttribute("href", "/message/choose-profiles");
  await expectAccessible(page);

  // Choosing a memorial needs an account.
  await page.getByRole("link", { name: "Acender Vela" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcandle%2Fchoose-profiles$/);
  await signIn(page, "/candle/choose-profiles");
  await expect(page.getByRole("heading", { level: 1, name: "Vela" })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Pesquisar por nome, usuário, cidade...");
  await expectAccessible(page);
  await searchBox(page).fill("cris lemos");
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole("link", { name: "Cris Lemos Andrade" }).click();
  await expect(page).toHaveURL(/\/profile\/cris\.lemos\.andrade$/);

  for (const [honor, title] of [
    ["photo", "Lembrança"],
    ["message", "Mensagem"],
  ]) {
    await page.goto(`/${honor}/choose-profiles`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
  await page.goto("/flower/choose-profiles");
  await expect(page).toHaveURL(/\/$/);
});

test("/profile goes to the profile search", async ({ consented: page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/searchProfiles$/);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("search, location and tribute screens fit without sideways scrolling", async ({ consented: page }) => {
    for (const path of ["/searchProfiles", "/searchProfiles?busca=maria", "/localizacao", "/homenagens"]) {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
    await signIn(page, "/message/choose-profiles");
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
