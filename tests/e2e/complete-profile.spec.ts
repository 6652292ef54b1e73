import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

test.use({ viewport: { width: 360, height: 780 } });

/** A username of this test alone (specs run in parallel on one database). */
function uniqueHandle(): string {
  return `cpl${test.info().workerIndex}${Date.now().toString(36)}`.slice(0, 20);
}

/** Checks the step's heading, that it fits 360 px and that axe finds nothing. */
async function atStep(page: Page, n: number, title: string) {
  await expect(page.getByText(`Etapa ${n} de 4: ${title}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

test("a user completes the unactivated memorial listed on /profiles and sees 'Perfil completado com sucesso'", async ({
  consented: page,
}) => {
  // A whole flow over four steps and two screens with two accessibility checks: 17–27 s alone on an
  // idle machine, over 30 s beside another worker (as the Diamante creation, create-profile.spec.ts).
  test.slow();
  await signInAsNewUser(page, "completar");
  const handle = uniqueHandle();
  // A memorial saved by the creation wizard's call (steps 1 to 4) and left before the plan: not activated.
  const created = await page.request.post("/api/profile/registerProfile", {
    data: {
      name: "Otávio Ramos",
      username: `@${handle}`,
      gender: "Homem",
      birthDate: "1938-02-20",
      deathDate: "2024-11-02",
      hometown: "Curitiba",
      bio: "Saudades eternas.",
      description: "Marceneiro, pai de duas filhas.",
      profileAccess: "Public",
      nomeMaeFalecido: "Ana Ramos",
      nomeConjugeMaeFalecido: "Carlos Ramos",
      cidadeNatalMaeFalecido: "Lapa",
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto("/profiles");
  await page.getByRole("link", { name: /^Otávio Ramos/ }).click();
  await expect(page).toHaveURL(new RegExp(`/complete-profile/${id}$`));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await atStep(page, 1, "Informações básicas");

  // The memorial's own username is not "taken".
  const username = page.getByRole("textbox", { name: "Apelido do perfil" });
  await expect(username).toHaveValue(`@${handle}`);
  await username.focus();
  await username.blur();
  await page.getByRole("textbox", { name: "Profissão" }).fill("Marceneiro");
  await expect(page.getByText("Este apelido já está em uso. Por favor, escolha outro.")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Nome do homenageado" }).fill("Otávio Ramos Filho");
  await page.getByRole("button", { name: "Continuar" }).click();

  await atStep(page, 2, "Sobre");
  await expect(page.getByRole("textbox", { name: "Cidade natal" })).toHaveValue("Curitiba");
  await page.getByRole("textbox", { name: "Interesse 1" }).fill("Marcenaria");
  await page.getByRole("button", { name: "Continuar" }).click();

  await atStep(page, 3, "Revisão");
  await expect(page.getByText("Otávio Ramos Filho", { exact: true })).toBeVisible();
  await expect(page.getByText("Marcenaria")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();

  await atStep(page, 4, "Perguntas de segurança");
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Por favor, preencha todos os campos.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Nome completo da mãe do homenageado" }).fill("Ana Ramos");
  await page.getByRole("textbox", { name: "Nome do último cônjuge da mãe do homenageado" }).fill("Carlos Ramos");
  await page.getByRole("textbox", { name: "Cidade natal da mãe do homenageado" }).fill("Lapa");
  await page.getByRole("button", { name: "Finalizar" }).click();

  // The one-time notice of the root (`?aviso=`), which the page's script then drops from the address.
  await expect(page).toHaveURL(new RegExp(`/profile/${handle}(\\?aviso=perfil-completado)?$`));
  await expect(page.getByText("Perfil completado com sucesso")).toBeVisible();
  await expect(page.getByText("Otávio Ramos Filho").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Completed: on /profiles it now opens the memorial itself.
  await page.goto("/profiles");
  await expect(page.getByRole("link", { name: /^Otávio Ramos Filho/ })).toHaveAttribute("href", `/profile/${handle}`);
});

test("without JavaScript the server answers each step, 'Por favor, preencha todos os campos.' included", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  await context.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  const page = await context.newPage();
  await signInAsNewUser(page, "semjs");
  const handle = uniqueHandle();
  const created = await page.request.post("/api/profile/registerProfile", {
    data: {
      name: "Rita Moraes",
      username: `@${handle}`,
      gender: "Mulher",
      birthDate: "1950-09-09",
      hometown: "Belém",
      bio: "Luz que não se apaga.",
      description: "Professora de piano.",
      profileAccess: "Public",
      nomeMaeFalecido: "Joana Moraes",
      nomeConjugeMaeFalecido: "Paulo Moraes",
      cidadeNatalMaeFalecido: "Santarém",
    },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/complete-profile/${id}`);
  await page.getByRole("textbox", { name: "Apelido do perfil" }).fill(`${handle} x`);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 2 de 4: Sobre")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 3 de 4: Revisão")).toBeVisible();
  await page.getByRole("radio", { name: "Perfil Fechado (acesso apenas com link)" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 4 de 4: Perguntas de segurança")).toBeVisible();
  await page.getByRole("textbox", { name: "Nome completo da mãe do homenageado" }).fill("Joana Moraes");
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Por favor, preencha todos os campos.")).toBeVisible();
  await expect(page.getByText("Preencha a cidade natal da mãe do homenageado para continuar")).toBeVisible();
  await page.getByRole("textbox", { name: "Nome do último cônjuge da mãe do homenageado" }).fill("Paulo Moraes");
  await page.getByRole("textbox", { name: "Cidade natal da mãe do homenageado" }).fill("Santarém");
  await page.getByRole("button", { name: "Finalizar" }).click();
  // Spaces leave the username on the server too.
  await expect(page).toHaveURL(new RegExp(`/profile/${handle}x\\?aviso=perfil-completado$`));
  await expect(page.getByText("Perfil completado com sucesso")).toBeVisible();
  await context.close();
});

test("someone else is sent away from another person's completion wizard", async ({ consented: page, browser }) => {
  await signInAsNewUser(page, "dono");
  const handle = uniqueHandle();
  const created = await page.request.post("/api/profile/registerProfile", {
    data: {
      name: "Lúcia Prado",
      username: `@${handle}`,
      gender: "Mulher",
      birthDate: "1945-07-01",
      hometown: "Natal",
      bio: "Sempre conosco.",
      description: "Enfermeira.",
      profileAccess: "Public",
      nomeMaeFalecido: "Maria Prado",
      nomeConjugeMaeFalecido: "Jorge Prado",
      cidadeNatalMaeFalecido: "Mossoró",
    },
  });
  const { id } = (await created.json()) as { id: string };
  const context = await browser.newContext();
  await context.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  const stranger = await context.newPage();
  await signInAsNewUser(stranger, "estranho");
  const answer = await stranger.goto(`/complete-profile/${id}`);
  // Not activated: nobody else may even know it exists.
  expect(answer?.status()).toBe(404);
  await context.close();
});
