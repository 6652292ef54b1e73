import { expectAccessible, expect, test } from "./fixtures";

test("my profiles: the summary, the full lists and the way back", async ({ consented: page }) => {
  await page.goto("/login?redirectTo=%2Fprofiles");
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/profiles/);
  await expect(page.getByRole("heading", { name: "Meus Perfis", level: 1 })).toBeVisible();
  await expectAccessible(page);

  const mine = page.getByRole("region", { name: "Perfis que você administra" });
  await expect(mine.getByRole("listitem")).toHaveCount(3);
  const activity = page.getByRole("region", { name: "Atividades nos seus perfis" });
  await expect(activity.getByRole("listitem")).toHaveCount(3);
  await expect(activity.getByRole("listitem").first()).toContainText(/Há /);

  await mine.getByRole("link", { name: "Ver todos" }).click();
  await expect(page).toHaveURL(/\/yourProfilesList$/);
  const rows = page.getByRole("listitem");
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  // A memorial not activated yet is continued, not opened.
  const unfinished = page.getByRole("link", { name: /Completar perfil/ });
  await expect(unfinished.first()).toHaveAttribute("href", /^\/complete-profile\/[0-9a-f-]{36}$/);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Fechar" }).click();
  await expect(page).toHaveURL(/\/profiles$/);

  await activity.getByRole("link", { name: "Ver todas" }).click();
  await expect(page).toHaveURL(/\/yoursProfilesActivities$/);
  await expect(page.getByRole("link", { name: /no perfil de/ }).first()).toHaveAttribute("href", /^\/profile\//);
  await expectAccessible(page);
});

test("a new account sees the empty texts", async ({ consented: page }) => {
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Nome completo" }).fill("Vazio da Silva");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`vazio.${Date.now()}@exemplo.com`);
  await page.getByRole("textbox", { name: "Celular" }).fill("31987654321");
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByText("Você ainda não administra nenhum perfil")).toBeVisible();
  await expect(page.getByText("Nenhuma atividade nos seus perfis")).toBeVisible();
});
