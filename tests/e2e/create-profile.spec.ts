import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

test.use({ viewport: { width: 360, height: 780 } });

let handles = 0;
/** A username of this test alone (specs run in parallel on one database). */
function uniqueHandle(): string {
  return `mem${test.info().workerIndex}${Date.now().toString(36)}${++handles}`.slice(0, 20);
}

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Checks the step's heading, that it fits 360 px and that axe finds nothing. */
async function atStep(page: Page, n: number, title: string) {
  await expect(page.getByText(`Etapa ${n} de 8: ${title}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

async function fillBasics(page: Page, handle: string, script = true) {
  await page.getByRole("textbox", { name: "Nome do homenageado" }).fill("Helena Duarte");
  const username = page.getByRole("textbox", { name: "Apelido do perfil" });
  if (script) {
    // '@' and spaces are removed and one '@' prefixed when the field is left.
    await username.fill(` @${handle.slice(0, 3)} ${handle.slice(3)}`);
    await username.blur();
    await expect(username).toHaveValue(`@${handle}`);
  } else {
    // Without JavaScript the server normalises the same way.
    await username.fill(`${handle.slice(0, 3)} ${handle.slice(3)}`);
  }
  await page.getByRole("radio", { name: "Não declarante" }).check();
  await page.getByLabel("Data de nascimento").fill("1950-05-17");
  await page.getByLabel(/Data de falecimento/).fill("2025-01-09");
}

test("a new user creates a Free memorial from scratch at 360 px and it is public", async ({
  consented: page,
  browser,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  await signInAsNewUser(page, "criador");
  const handle = uniqueHandle();
  await page.goto("/create-loved-one-profile");
  await hydrated(page);
  await atStep(page, 1, "Dados básicos");

  // The spec's messages, shown by the shared schema before anything is sent.
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Preencha o nome do homenageado para continuar")).toBeVisible();
  await expect(page.getByText("Por favor, insira um apelido de perfil.")).toBeVisible();
  await expectAccessible(page);

  // A username already in use (a demo memorial) is told on blur.
  const username = page.getByRole("textbox", { name: "Apelido do perfil" });
  await username.fill("antonio.carlos.souza");
  await username.blur();
  await expect(username).toHaveValue("@antonio.carlos.souza");
  await expect(page.getByText("Este apelido já está em uso. Por favor, escolha outro.")).toBeVisible();

  await fillBasics(page, handle);
  await page.getByRole("button", { name: "Continuar" }).click();
  await atStep(page, 2, "Sobre");
  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Recife");
  await page.getByRole("textbox", { name: "Mensagem para o mundo" }).fill("Para sempre em nossos corações.");
  await page.getByRole("textbox", { name: "História de vida" }).fill("Costureira, mãe de três filhos.");
  await page.getByRole("textbox", { name: "Interesse 1" }).fill("Costura");
  await page.getByRole("button", { name: "Adicionar interesse" }).click();
  await expect(page.getByRole("textbox", { name: "Interesse 2" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nome do familiar 1" }).fill("Pedro Duarte");
  await page.getByRole("textbox", { name: "Parentesco" }).first().fill("Filho");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continuar" }).click();

  await atStep(page, 3, "Revisão");
  await expect(page.getByText(`@${handle}`)).toBeVisible();
  await expect(page.getByText("Pedro Duarte (Filho)")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Perfil Aberto (acesso público)" })).toBeChecked();
  await page.getByRole("button", { name: "Continuar" }).click();

  await atStep(page, 4, "Perguntas de segurança");
  await page.getByRole("button", { name: "Salvar perfil" }).click();
  await expect(page.getByText("Preencha o nome completo da mãe do homenageado para continuar")).toBeVisible();
  await page.getByRole("textbox", { name: "Nome completo da mãe do homenageado" }).fill("Rosa Duarte");
  await page.getByRole("textbox", { name: "Nome do último cônjuge da mãe do homenageado" }).fill("Luís Duarte");
  await page.getByRole("textbox", { name: "Cidade natal da mãe do homenageado" }).fill("Olinda");
  await page.getByRole("button", { name: "Salvar perfil" }).click();

  await atStep(page, 5, "Plano");
  await page.getByRole("link", { name: "Começar grátis" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Ativar plano gratuito" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${handle}$`));

  await expect(page.getByText("Helena Duarte").first()).toBeVisible();

  // Public: an anonymous visitor sees it too.
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(`/api/profile/getStaticByUsername/${handle}`);
  expect(anonymous.status()).toBe(200);
  await visitor.close();
});

test("leaving at step 3 and coming back through /profiles 'Continuar criação' keeps what was typed", async ({
  consented: page,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  await signInAsNewUser(page, "retorno");
  const handle = uniqueHandle();
  await page.goto("/create-loved-one-profile");
  await hydrated(page);
  await fillBasics(page, handle);
  await page.getByRole("button", { name: "Continuar" }).click();
  await atStep(page, 2, "Sobre");
  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Manaus");
  await page.getByRole("textbox", { name: "Mensagem para o mundo" }).fill("Saudades eternas.");
  await page.getByRole("textbox", { name: "História de vida" }).fill("Pescador e contador de histórias.");
  await page.getByRole("button", { name: "Continuar" }).click();
  await atStep(page, 3, "Revisão");

  // A reload resumes the same step with the same data.
  await page.reload();
  await expect(page.getByText("Pescador e contador de histórias.")).toBeVisible();

  await page.goto("/profiles");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Continuar criação de Helena Duarte" }).click();
  await atStep(page, 3, "Revisão");
  await expect(page.getByText("Manaus")).toBeVisible();
  await page.getByRole("link", { name: "Editar dados básicos" }).click();
  await atStep(page, 1, "Dados básicos");
  await expect(page.getByRole("textbox", { name: "Nome do homenageado" })).toHaveValue("Helena Duarte");
  await expect(page.getByRole("textbox", { name: "Apelido do perfil" })).toHaveValue(`@${handle}`);
  await page.getByRole("button", { name: "Continuar" }).click();
  // Back to the review it came from.
  await atStep(page, 3, "Revisão");
});

test("the wizard works without JavaScript: list rows are added by the server and each step posts", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await context.request.post("/api/cookie/consent", {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  await signInAsNewUser(page, "semjs");
  const handle = uniqueHandle();
  await page.goto("/create-loved-one-profile");
  await fillBasics(page, handle, false);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 2 de 8: Sobre")).toBeVisible();
  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Natal");
  await page.getByRole("button", { name: "Adicionar familiar" }).click();
  await expect(page.getByRole("textbox", { name: "Nome do familiar 2" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Cidade natal" })).toHaveValue("Natal");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Escreva uma mensagem para o homenageado para continuar")).toBeVisible();
  await context.close();
});

test("a Diamante memorial: leave at step 6, come back from /profiles, save the address and a contact, pay by card", async ({
  consented: page,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  await signInAsNewUser(page, "diamante");
  const handle = uniqueHandle();
  await page.goto("/create-loved-one-profile");
  await hydrated(page);
  await fillBasics(page, handle);
  await page.getByRole("button", { name: "Continuar" }).click();
  await atStep(page, 2, "Sobre");
  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Belém");
  await page.getByRole("textbox", { name: "Mensagem para o mundo" }).fill("Luz que não se apaga.");
  await page.getByRole("textbox", { name: "História de vida" }).fill("Professora por quarenta anos.");
  await page.getByRole("button", { name: "Continuar" }).click();
  await atStep(page, 3, "Revisão");
  await page.getByRole("button", { name: "Continuar" }).click();
  await atStep(page, 4, "Perguntas de segurança");
  await page.getByRole("textbox", { name: "Nome completo da mãe do homenageado" }).fill("Ana Duarte");
  await page.getByRole("textbox", { name: "Nome do último cônjuge da mãe do homenageado" }).fill("José Duarte");
  await page.getByRole("textbox", { name: "Cidade natal da mãe do homenageado" }).fill("Belém");
  await page.getByRole("button", { name: "Salvar perfil" }).click();
  await atStep(page, 5, "Plano");
  await page.getByRole("link", { name: "Escolher Diamante" }).click();
  await page.getByRole("button", { name: "Continuar com Diamante" }).click();
  await atStep(page, 6, "Endereço");

  // The person leaves; tomorrow they come back through /profiles.
  await page.goto("/profiles");
  await page.getByRole("link", { name: "Continuar criação de Helena Duarte" }).click();
  await atStep(page, 6, "Endereço");
  await page.getByRole("button", { name: "Salvar endereço e continuar" }).click();
  await page.getByRole("textbox", { name: "Rua, número e complemento" }).fill("Av. Nazaré, 100");
  await page.getByRole("textbox", { name: "Cidade" }).fill("Belém");
  await page.getByRole("combobox", { name: "Estado" }).selectOption("PA");
  await page.getByRole("textbox", { name: "CEP" }).fill("66035-000");
  await page.getByRole("button", { name: "Salvar endereço e continuar" }).click();

  await atStep(page, 7, "Contatos");
  await page.getByRole("textbox", { name: "Nome" }).fill("Clara Duarte");
  await page.getByRole("textbox", { name: "E-mail" }).fill("clara@exemplo.com");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Clara Duarte" })).toBeVisible();
  // The religious reference the plan includes, chosen before paying (decision 045).
  await page
    .getByRole("combobox", { name: "Referência" })
    .selectOption({ label: "Na casa de meu Pai há muitas moradas." });
  await page.getByRole("button", { name: "Salvar referência" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Referência religiosa salva." })).toBeVisible();
  await page.getByRole("button", { name: "Continuar para o pagamento" }).click();

  await atStep(page, 8, "Pagamento");
  await page.getByRole("textbox", { name: "Celular" }).pressSequentially("11987654321");
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).pressSequentially("52998224725");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("tab", { name: "Cartão de crédito" }).click();
  // The plan card's figures: R$ 1.000,00 at once, or 6x R$ 200,00 (R$ 1.200,00) in installments.
  await expect(page.getByRole("combobox", { name: "Parcelas" }).locator("option")).toHaveText([
    "À vista: R$ 1.000,00",
    "6x de R$ 200,00 (total R$ 1.200,00)",
  ]);
  await page.getByRole("combobox", { name: "Parcelas" }).selectOption("6");
  await page.getByRole("textbox", { name: "Número do cartão" }).pressSequentially("5031433215406351");
  await page.getByRole("textbox", { name: "Nome impresso no cartão" }).fill("APRO");
  await page.getByRole("textbox", { name: "Validade (MM/AA)" }).pressSequentially("1130");
  await page.getByRole("textbox", { name: "Código de segurança" }).fill("123");
  await page.getByRole("button", { name: /Pagar R\$\s1\.200,00/ }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${handle}$`), { timeout: 20_000 });
  await expect(page.getByText("Helena Duarte").first()).toBeVisible();
  await expect(page.getByRole("figure", { name: "Referência religiosa" }).locator("blockquote")).toHaveText(
    "Na casa de meu Pai há muitas moradas.",
  );
  // The draft is done: nothing left to continue.
  await page.goto("/profiles");
  await expect(page.getByRole("link", { name: "Continuar criação de Helena Duarte" })).toHaveCount(0);
});

test("a step opened at its address shows at once, and what is typed before its code arrives is kept", async ({
  consented: page,
}) => {
  test.slow();
  await signInAsNewUser(page, "passos");
  await page.goto("/create-loved-one-profile");
  await hydrated(page);
  await fillBasics(page, uniqueHandle());
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 2 de 8: Sobre")).toBeVisible();

  // Step 2 again, as a reload on a slow line leaves it: the page without the step's own code.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/about-step-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.reload();
  await hydrated(page);
  await expect.poll(() => asked).toBe(true);
  // The server's step is there and takes what is typed; no placeholder replaced it.
  await expect(page.getByText("Carregando...")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Cidade natal" }).fill("Recife");
  await expect(page.getByRole("button", { name: /Gerar biografia/ })).toHaveCount(0);

  release();
  // The step's code takes over the same fields: what was typed stays, and the step works.
  await expect(page.getByRole("button", { name: /Gerar biografia/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Cidade natal" })).toHaveValue("Recife");
  await page.getByRole("button", { name: "Adicionar interesse" }).click();
  await expect(page.getByRole("textbox", { name: "Interesse 2" })).toBeVisible();
  await expect(page.getByText("Carregando...")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Mensagem para o mundo" }).fill("Para sempre em nossos corações.");
  await page.getByRole("textbox", { name: "História de vida" }).fill("Costureira, mãe de três filhos.");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Etapa 3 de 8: Revisão")).toBeVisible();
  await expect(page.getByText("Recife")).toBeVisible();
});
