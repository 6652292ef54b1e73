import { expectAccessible, expect, test } from "./fixtures";

test("blog lists the articles and filters by category", async ({ consented: page }) => {
  await page.goto("/blog");
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Apoio Emocional" }).click();
  await expect(page).toHaveURL(/categoria=Apoio\+Emocional/);
  await expect(articles).toHaveCount(1);
  await expect(articles.first()).toContainText("Apoio Emocional");

  // Case and accents do not matter in a shared link.
  await page.goto("/blog?categoria=PLANEJAMENTO%20sucessorio");
  await expect(articles).toHaveCount(2);
  await expect(
    page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Planejamento Sucessório" }),
  ).toHaveAttribute("aria-current", "page");

  // A page past the end shows the last page.
  await page.goto("/blog?pagina=9");
  await expect(articles).toHaveCount(3);
});

test("an article opens in full with a way back", async ({ consented: page }) => {
  await page.goto("/blog");
  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/post\?artigo=/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  expect((await page.locator("article").innerText()).split(/\s+/).length).toBeGreaterThan(500);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Voltar para o blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown article goes back to the blog", async ({ consented: page }) => {
  await page.goto("/post?artigo=nao-existe");
  await expect(page).toHaveURL(/\/blog\?motivo=artigo-inexistente$/);
  await expect(page.getByRole("status").filter({ hasText: "Não encontramos esse artigo." })).toBeVisible();
});

test("the blog works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.request.post(`${baseURL}/api/cookie/consent`, { data: { consent: true, metadata: "{}" } });
  const page = await context.newPage();
  await page.goto("/blog");
  await page
    .getByRole("navigation", { name: "Categorias" })
    .getByRole("link", { name: "Planejamento Sucessório" })
    .click();
  await expect(page.getByRole("article")).toHaveCount(2);
  await context.close();
});
