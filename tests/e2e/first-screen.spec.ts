import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";

/** Demo memorial (scripts/seed/data): a woman resting in the Cemitério da Consolação. */
const LOURDES = "/profile/maria.de.lourdes.ferreira.souza";
const TRIBUTES = ["Deixar Mensagem", "Acender Vela", "Compartilhar Lembrança"];

test("the memorial's first screen says where the person died and rests, linking the cemetery", async ({
  consented: page,
}) => {
  await page.goto(LOURDES);
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("Faleceu em", { exact: true })).toBeVisible();
  await expect(header.getByText("Hospital Santa Catarina, São Paulo/SP")).toBeVisible();
  await expect(header.locator("[data-cemetery]")).toHaveText("Sepultada em Cemitério da Consolação");
  await header.getByRole("link", { name: "Cemitério da Consolação" }).click();
  await expect(page).toHaveURL(/\/cemiterio\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cemitério da Consolação");
});

test("on a 360 px phone the five actions take two rows, not five stacked buttons", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "pt-BR" });
  const consent = await context.request.post("/api/cookie/consent", {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  expect(consent.status()).toBe(201);
  const page = await context.newPage();
  await page.goto(LOURDES);
  const actions = page.getByRole("navigation", { name: "Homenagear" });
  const boxes = [];
  for (const name of [...TRIBUTES, "Registrar Presença", "Compartilhar perfil"]) {
    const link = actions.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box, name).not.toBeNull();
    // Still a comfortable target for a finger.
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    boxes.push(box!);
  }
  const tops = boxes.map((box) => Math.round(box.y));
  expect(new Set(tops.slice(0, 3)).size, "the three tributes share one row").toBe(1);
  expect(new Set(tops.slice(3)).size, "the other two share the row below").toBe(1);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await context.close();
});

test("no silent bounces: an unavailable memorial and a screen that needs an account say so, and searches say how many they found", async ({
  consented: page,
}) => {
  await page.goto("/profile/ninguem.com.esse.nome");
  await expect(page.locator("[data-explanation]")).toContainText("peça o link de acesso à família");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.goto("/wallet");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwallet$/);
  await expect(page.getByText("Entre na sua conta para abrir a página que você pediu.")).toBeVisible();

  await page.goto("/searchProfiles?busca=souza");
  await expect(page.locator("[data-result-count]")).toHaveText(
    /^(\d+ perfis|1 perfil|Mais de \d+ perfis) encontrados?$/,
  );
  await page.goto("/searchCemeteries");
  await expect(page.locator("[data-result-count]")).toHaveText(/^\d+ cemitérios encontrados$/);
  await expectAccessible(page);
});
