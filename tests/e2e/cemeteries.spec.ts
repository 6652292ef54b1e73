import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";

const results = (page: Page) => page.locator("#resultados");
const cards = (page: Page) => results(page).getByRole("article");
const searchBox = (page: Page, name: string) => page.getByRole("searchbox", { name });

/** Ids of demo cemeteries, through the public API. */
async function cemeteryIdOf(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`/api/cemiterios?search=${encodeURIComponent(search)}`);
  const body = (await response.json()) as { cemiterios: { id: number }[] };
  return body.cemiterios[0]!.id;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cemetery search and a cemetery's memorials work with plain forms and links", async ({ consented: page }) => {
    await page.goto("/searchCemeteries");
    await expect(cards(page)).toHaveCount(6);
    await searchBox(page, "Pesquisar cemitérios").fill("BELEM");
    await searchBox(page, "Pesquisar cemitérios").press("Enter");
    await expect(page).toHaveURL(/\/searchCemeteries\?busca=BELEM$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Cemitério Santa Izabel");
    await expect(cards(page).first()).toContainText("Belém");
    await expect(cards(page).first()).toContainText("PA");

    await page.getByRole("link", { name: "Entrar no Cemitério Santa Izabel" }).click();
    await expect(page).toHaveURL(/\/cemiterio\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Memórias Eternizadas em: Cemitério Santa Izabel");
    const memorials = page.locator("#perfis").getByRole("article");
    const before = await memorials.count();
    expect(before).toBeGreaterThan(0);
    await searchBox(page, "Pesquisar memórias neste cemitério").fill("ninguem-com-este-nome");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/busca=ninguem-com-este-nome/);
    await expect(page.getByText("Nenhum perfil encontrado para a busca: ninguem-com-este-nome")).toBeVisible();
  });
});

test("search updates while typing, after a pause, keeping focus and the shareable URL", async ({ consented: page }) => {
  await page.goto("/searchCemeteries");
  await expect(cards(page)).toHaveCount(6);
  const fetches: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" && request.url().includes("/searchCemeteries")) fetches.push(request.url());
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const box = searchBox(page, "Pesquisar cemitérios");
  await box.click();
  await box.pressSequentially("SAO PAULO", { delay: 60 });
  await expect(page).toHaveURL(/\/searchCemeteries\?busca=SAO\+PAULO$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Cemitério da Consolação");
  await expect(page.getByRole("status")).toHaveText("1 cemitério encontrado");
  // One request after the pause, not one per key; the page itself was never reloaded.
  expect(fetches).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(box).toBeFocused();
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe("SAO PAULO".length);

  await box.press("End");
  await box.pressSequentially("xyz");
  await expect(results(page)).toContainText("Nenhum cemitério encontrado.");
  await expect(page.getByRole("status")).toHaveText("Nenhum cemitério encontrado.");

  // The shared URL opens the same results.
  await page.goto("/searchCemeteries?busca=sao%20paulo");
  await expect(cards(page)).toHaveCount(1);
  await expect(box).toHaveValue("sao paulo");
});

test("an unbuilt cemetery is dimmed, not a link, and cannot be entered", async ({ consented: page }) => {
  await page.goto("/searchCemeteries?busca=recife");
  const card = cards(page).first();
  await expect(card).toContainText("Cemitério Santo Amaro");
  await expect(card).toContainText("EM CONSTRUÇÃO");
  await expect(card).toContainText("ESTE CEMITÉRIO ESTARÁ DISPONÍVEL EM BREVE");
  await expect(card.getByRole("link")).toHaveCount(0);
  await card.click();
  await expect(page).toHaveURL(/busca=recife$/);

  const unbuilt = await cemeteryIdOf(page, "recife");
  await page.goto(`/cemiterio/${unbuilt}`);
  await expect(page).toHaveURL(/\/searchCemeteries\?motivo=cemiterio-indisponivel$/);
  await expect(page.getByRole("status").filter({ hasText: "Este cemitério não está disponível." })).toBeVisible();
  for (const id of ["abc", "999999", "-1"]) {
    await page.goto(`/cemiterio/${id}`);
    await expect(page).toHaveURL(/\/searchCemeteries\?motivo=cemiterio-indisponivel$/);
  }
});

test("pagination: six per page, built cemeteries first, ANTERIOR / numbers / PRÓXIMA", async ({ consented: page }) => {
  await page.goto("/searchCemeteries");
  const pages = page.getByRole("navigation", { name: "Páginas de cemitérios" });
  await expect(pages.getByText("ANTERIOR")).toBeVisible();
  await expect(pages.getByRole("link", { name: "ANTERIOR" })).toHaveCount(0);
  await expect(pages.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "PRÓXIMA" }).click();
  await expect(page).toHaveURL(/pagina=2$/);
  await expect(cards(page)).toHaveCount(6);
  await pages.getByRole("link", { name: "Página 3" }).click();
  await expect(page).toHaveURL(/pagina=3$/);
  const last = await cards(page).count();
  expect(last).toBeGreaterThanOrEqual(1);
  expect(last).toBeLessThanOrEqual(6);
  await expect(cards(page).last()).toContainText("EM CONSTRUÇÃO");
  await expect(pages.getByRole("link", { name: "PRÓXIMA" })).toHaveCount(0);
  await pages.getByRole("link", { name: "ANTERIOR" }).click();
  await expect(page).toHaveURL(/pagina=2$/);
  // An old link past the end opens the last page.
  await page.goto("/searchCemeteries?pagina=99");
  await expect(page).toHaveURL(/pagina=3$/);
});

test("a built cemetery lists its public memorials, searchable, with a way back", async ({ consented: page }) => {
  await page.goto("/searchCemeteries?busca=consolacao");
  await page.getByRole("link", { name: "Entrar no Cemitério da Consolação" }).click();
  await expect(page).toHaveURL(/\/cemiterio\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Memórias Eternizadas em:");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cemitério da Consolação");
  await expect(page).toHaveTitle(/Cemitério da Consolação/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /-1200\.jpg$/);

  const memorials = page.locator("#perfis").getByRole("article");
  await expect(memorials).toHaveCount(3);
  // The private memorial and the one not activated yet never appear.
  await expect(page.locator("#perfis")).not.toContainText("Helena Souza Martins");
  await expect(page.locator("#perfis")).not.toContainText("Carlos Eduardo Souza");
  const lourdes = memorials.filter({ hasText: "Maria de Lourdes" });
  await expect(lourdes).toContainText("@maria.de.lourdes");
  await expect(lourdes).toContainText("Biografia: ");
  await expect(lourdes.getByRole("img", { name: /Maria de Lourdes/ })).toBeVisible();
  await expect(lourdes.getByRole("link")).toHaveAttribute("href", /^\/profile\/maria\.de\.lourdes/);
  await expectAccessible(page);

  const box = searchBox(page, "Pesquisar memórias neste cemitério");
  await box.pressSequentially("LOURDES", { delay: 40 });
  await expect(page).toHaveURL(/busca=LOURDES$/);
  await expect(memorials).toHaveCount(1);
  await box.fill("");
  await box.pressSequentially("zzz");
  await expect(page.getByText("Nenhum perfil encontrado para a busca: zzz")).toBeVisible();
  await expect(box).toBeFocused();

  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/searchCemeteries$/);
});

test("both pages are accessible and fit 360 px, tablets and desktops", async ({ consented: page }) => {
  const columns = async () => {
    const boxes = await cards(page).evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().top));
    return boxes.filter((top) => Math.abs(top - boxes[0]!) < 2).length;
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/searchCemeteries");
  expect(await columns()).toBe(3);
  await expectAccessible(page);

  await page.setViewportSize({ width: 800, height: 1000 });
  await page.reload();
  expect(await columns()).toBe(2);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  expect(await columns()).toBe(1);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await page.goto(`/cemiterio/${await cemeteryIdOf(page, "consolacao")}`);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
