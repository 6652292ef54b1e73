import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";
import { lastLinkSentTo } from "./support/outbox";
import { topUpByCard } from "./support/wallet";

const PARTNER = { email: "parceiro@memorial.example", password: "memorial123" };

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

test("the demo partner creates a customer's memorial paid from the wallet; the customer signs in, sees it and completes it", async ({
  consented: page,
}) => {
  const unique = `${test.info().testId}.${test.info().retry}`.replace(/[^a-z0-9.]/gi, "");
  const honoree = `Antônio Pereira ${unique.slice(0, 6)}`;
  const customer = { email: `cliente.${unique}@exemplo.com`, password: "cliente-senha-1" };

  await signIn(page, PARTNER.email, PARTNER.password);
  // Its balance is shared with other specs: top it up so the Ouro plan (R$ 500) is surely covered.
  await topUpByCard(page, 600);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/create-simplified-profile");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: /Etapa 1 de 5/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Step 1: a plaque hash is letters only, upper-cased; an unknown one keeps the wizard here.
  await page.getByLabel("Sim").check();
  await page.getByLabel("Hash da placa").pressSequentially("ab1cdefghij");
  await expect(page.getByLabel("Hash da placa")).toHaveValue("ABCDEFGHIJ");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Hash não encontrado.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Etapa 1 de 5/ })).toBeVisible();
  await page.getByLabel("Não", { exact: true }).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  // Step 2: the honoree; the name is required.
  await expect(page.getByRole("heading", { name: /Etapa 2 de 5/ })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Preencha o nome do homenageado para continuar")).toBeVisible();
  await page.getByLabel("Nome do homenageado").fill(honoree);
  await page.getByLabel("Homem").check();
  await page.getByLabel(/Data de nascimento/).fill("1941-07-15");
  await page.getByRole("button", { name: "Continuar" }).click();

  // Step 3: the ceremonies are optional: 'Continuar' with nothing typed skips them (decision 054).
  await expect(page.getByRole("heading", { name: /Etapa 3 de 5/ })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();

  // Step 4: the customer's account.
  await expect(page.getByRole("heading", { name: /Etapa 4 de 5/ })).toBeVisible();
  await page.getByLabel("Nome do cliente").fill("Beatriz Pereira");
  await page.getByLabel("E-mail do cliente").fill(customer.email);
  await page.getByLabel("Senha inicial do cliente").fill(customer.password);
  await page.getByRole("button", { name: "Continuar" }).click();

  // Step 5: the plans against the wallet's balance.
  await expect(page.getByRole("heading", { name: /Etapa 5 de 5/ })).toBeVisible();
  await expect(page.getByText(/Saldo da carteira: R\$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Adicionar saldo" })).toHaveAttribute("href", "/add-balance");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole("radio", { name: "Ouro" }).check();
  await page.getByRole("button", { name: "Criar perfil" }).click();

  // The partner's memorials open as a page of their own (decision 071), which shows the notice and
  // takes it out of the address.
  await expect(page.getByText("Perfil criado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/profiles$/);

  // The customer's invitation is in the outbox; the first sign-in activates the account.
  const login = await lastLinkSentTo(customer.email, "/login");
  expect(login).toMatch(/\/login$/);
  await page.request.post("/api/auth/logout");
  await page.goto(login);
  await page.getByRole("textbox", { name: "E-mail" }).fill(customer.email);
  await page.getByLabel("Senha", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/profiles/);
  await expect(page.getByText(honoree).first()).toBeVisible();
  await expectAccessible(page);

  // The invitation's other link: the customer completes the memorial the partner started.
  const complete = await lastLinkSentTo(customer.email, "/complete-profile/");
  await page.goto(complete);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByText("Etapa 1 de 4: Informações básicas")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 2 de 4: Sobre")).toBeVisible();
  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Porto Alegre");
  await page.getByRole("textbox", { name: "Mensagem para o mundo" }).fill("Sempre conosco.");
  await page.getByRole("textbox", { name: "História de vida" }).fill("Ferroviário, contador de causos.");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 3 de 4: Revisão")).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 4 de 4: Perguntas de segurança")).toBeVisible();
  await page.getByRole("textbox", { name: "Nome completo da mãe do homenageado" }).fill("Maria Souza");
  await page.getByRole("textbox", { name: "Nome do último cônjuge da mãe do homenageado" }).fill("João Souza");
  await page.getByRole("textbox", { name: "Cidade natal da mãe do homenageado" }).fill("Pelotas");
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Perfil completado com sucesso")).toBeVisible();
  await expect(page.getByText("Ferroviário, contador de causos.").first()).toBeVisible();
});

test("people who are not partners are sent to the regular wizard", async ({ consented: page }) => {
  await signIn(page, "demo@memorial.example", "memorial123");
  await page.goto("/create-simplified-profile");
  await expect(page).toHaveURL(/\/create-loved-one-profile/);
});

test("when the steps' checks cannot be downloaded, 'Continuar' still moves on and the server checks the whole form", async ({
  consented: page,
}) => {
  await signIn(page, PARTNER.email, PARTNER.password);
  // A dropped connection: the steps' schemas never arrive (decision 053 loads them on first use).
  await page.route(/\/assets\/partner-step-schemas-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/create-simplified-profile");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  await page.getByLabel("Não", { exact: true }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  // Step 2 left empty: not checked in the browser without its schema, so the wizard moves on.
  await expect(page.getByRole("heading", { name: /Etapa 2 de 5/ })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: /Etapa 3 de 5/ })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: /Etapa 4 de 5/ })).toBeVisible();
  await page.getByLabel("Nome do cliente").fill("Clara Mendes");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: /Etapa 5 de 5/ })).toBeVisible();
  await page.getByRole("button", { name: "Criar perfil" }).click();

  // The server refuses the missing name and brings the partner back to its step; nothing is created.
  await expect(page.getByRole("heading", { name: /Etapa 2 de 5/ })).toBeVisible();
  await expect(page.getByText("Preencha o nome do homenageado para continuar")).toBeVisible();
  await expect(page).toHaveURL(/\/create-simplified-profile/);
  await expect(page.getByLabel("Nome do cliente")).toHaveValue("Clara Mendes");
});

test("without JavaScript every step shows at once and the server checks the whole form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Aceitar" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(PARTNER.email);
  await page.getByLabel("Senha", { exact: true }).fill(PARTNER.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await topUpByCard(page, 500);

  await page.goto("/create-simplified-profile");
  for (const step of [1, 2, 3, 4, 5]) {
    await expect(page.getByRole("heading", { name: new RegExp(`Etapa ${step} de 5`) })).toBeVisible();
  }
  // Nothing filled in: the server names each missing field and keeps what was typed.
  await page.getByLabel("Nome do cliente").fill("Rui Nogueira");
  await page.getByRole("button", { name: "Criar perfil" }).click();
  await expect(page.getByText("Preencha o nome do homenageado para continuar")).toBeVisible();
  await expect(page.getByText("Informe se o homenageado tem placa.")).toBeVisible();
  await expect(page.getByLabel("Nome do cliente")).toHaveValue("Rui Nogueira");

  const email = `sem.js.${test.info().testId}.${test.info().retry}@exemplo.com`.replace(/[^a-z0-9.@]/gi, "");
  await page.getByLabel("Não", { exact: true }).check();
  await page.getByLabel("Nome do homenageado").fill("Lúcia Nogueira");
  await page.getByLabel("Mulher").check();
  await page.getByLabel("E-mail do cliente").fill(email);
  await page.getByLabel("Senha inicial do cliente").fill("cliente-senha-2");
  await page.getByRole("radio", { name: "Ouro" }).check();
  await page.getByRole("button", { name: "Criar perfil" }).click();
  await expect(page).toHaveURL(/\/profiles\?aviso=perfil-criado$/);
  await expect(page.getByText("Perfil criado com sucesso!")).toBeVisible();
  await context.close();
});
