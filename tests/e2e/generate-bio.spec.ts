import { expect, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

/**
 * The creation wizard's 'Gerar biografia' (spec part 2, §2 step 2): the browser calls
 * `POST /api/gpt/getBioToProfile` through the typed client; the `template` writer answers three
 * drafts, and the one picked fills the life story.
 */
test("'Gerar biografia' offers the writer's drafts and fills the life story with the one picked", async ({
  consented: page,
}) => {
  test.slow();
  await signInAsNewUser(page, "biografia");
  await page.goto("/create-loved-one-profile");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const handle = `bio${test.info().workerIndex}${Date.now().toString(36)}`.slice(0, 20);
  await page.getByRole("textbox", { name: "Nome do homenageado" }).fill("Helena Duarte");
  await page.getByRole("textbox", { name: "Apelido do perfil" }).fill(handle);
  await page.getByRole("radio", { name: "Não declarante" }).check();
  await page.getByLabel("Data de nascimento").fill("1950-05-17");
  await page.getByLabel(/Data de falecimento/).fill("2025-01-09");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 2 de 8: Sobre")).toBeVisible();

  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Recife");
  await page.getByRole("textbox", { name: "Interesse 1" }).fill("Costura");
  await page.getByRole("button", { name: /Gerar biografia/ }).click();
  const choices = page.getByRole("button", { name: /^Usar a sugestão/ });
  await expect(choices).toHaveCount(3);
  const drafts = page.getByRole("list", { name: "Sugestões de biografia" }).getByRole("listitem");
  const second = (await drafts.nth(1).locator("p").textContent()) ?? "";
  expect(second).toContain("Helena");
  await choices.nth(1).click();
  await expect(page.getByRole("textbox", { name: "História de vida" })).toHaveValue(second);
  // Used once per memorial (spec): the link is gone.
  await expect(page.getByRole("button", { name: /Gerar biografia/ })).toHaveCount(0);
});
