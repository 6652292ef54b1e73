import type { Page } from "@playwright/test";
import { expectAccessible, expect, test } from "./fixtures";
import { lastLinkSentTo } from "./support/outbox";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function register(page: Page, email: string, password = "segredo123") {
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Nome completo" }).fill("Joana Teste");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Celular" }).fill("11987654321");
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByLabel("Confirmar senha").fill(password);
  await page.getByRole("button", { name: "Cadastrar" }).click();
}

test("register with live validation and land signed in on /profiles", async ({ consented: page }) => {
  await page.goto("/register");
  await expectAccessible(page);
  const submit = page.getByRole("button", { name: "Cadastrar" });
  await expect(submit).toBeDisabled();

  const phone = page.getByRole("textbox", { name: "Celular" });
  await phone.fill("1198765");
  await phone.blur();
  await expect(page.getByText("O número de celular deve ter 11 dígitos, incluindo o DDD.")).toBeVisible();
  await expect(phone).toHaveValue("");
  await phone.fill("11987654321");
  await phone.blur();
  await expect(phone).toHaveValue("(11) 98765-4321");

  await page.getByLabel("Senha", { exact: true }).fill("curta");
  await page.getByLabel("Senha", { exact: true }).blur();
  await expect(page.getByText("A senha deve ter pelo menos 8 caracteres!")).toBeVisible();
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo124");
  await page.getByLabel("Confirmar senha").blur();
  await expect(page.getByText("As senhas são diferentes!")).toBeVisible();

  await page.getByRole("button", { name: "Mostrar senha" }).first().click();
  await expect(page.getByLabel("Senha", { exact: true })).toHaveAttribute("type", "text");

  const email = `joana.${unique()}@exemplo.com`;
  await register(page, email);
  await expect(page).toHaveURL(/\/profiles(\?|$)/);
  await expect(page.getByRole("status")).toHaveText("Usuário registrado com sucesso!");
  await expect(page.getByText("Olá, Joana!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sair da conta" })).toBeVisible();
});

test("the same e-mail cannot register twice", async ({ consented: page, browser }) => {
  const email = `dupla.${unique()}@exemplo.com`;
  await register(page, email);
  await expect(page.getByText("Olá, Joana!")).toBeVisible();
  const other = await browser.newContext();
  await other.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  const second = await other.newPage();
  await register(second, email);
  await expect(second.getByRole("alert").filter({ hasText: "Este e-mail já está cadastrado." })).toBeVisible();
  await other.close();
});

test("login failure shows the server message in red; success goes where the guard interrupted", async ({
  consented: page,
}) => {
  await page.goto("/login");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("senha-errada");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "E-mail ou senha incorretos." })).toBeVisible();

  await page.goto("/account-settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount-settings$/);
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
  await expect(page.getByText("Login bem sucedido!")).toBeVisible();

  // Signed in, the out-only routes send to /profiles.
  for (const path of ["/login", "/register", "/partner-register", "/resetPassword?token=x"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe("/profiles");
  }
});

test("every auth route sends an anonymous visitor to /login", async ({ request }) => {
  const authRoutes = [
    "/profiles",
    "/account",
    "/account-settings",
    "/wallet",
    "/wallet-expenses",
    "/yourProfilesList",
    "/yoursProfilesActivities",
    "/candle/choose-profiles",
    "/createVoucher",
    "/create-loved-one-profile",
    "/create-simplified-profile",
    "/complete-profile/123",
    "/editProfile/joao",
    "/upgradeProfile/joao",
    "/add-notification-contacts/joao",
    "/music-callback?code=x&state=y",
  ];
  for (const path of authRoutes) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
});

test("partner registration with a real CNPJ", async ({ consented: page }) => {
  await page.goto("/partner-register");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Nome da empresa" }).fill("Funerária Bom Descanso");
  const cnpj = page.getByRole("textbox", { name: "CNPJ" });
  await cnpj.pressSequentially("11222333000182");
  await expect(cnpj).toHaveValue("11.222.333/0001-82");
  await cnpj.blur();
  await expect(page.getByText("Insira um CNPJ válido.")).toBeVisible();
  await cnpj.fill("");
  await cnpj.pressSequentially("11222333000181");
  await cnpj.blur();
  await expect(page.getByText("Insira um CNPJ válido.")).toBeHidden();
  await page.getByRole("textbox", { name: "E-mail" }).fill(`bomdescanso.${unique()}@exemplo.com`);
  await page.getByRole("textbox", { name: "Celular" }).fill("21998765432");
  await page.getByLabel("Senha", { exact: true }).fill("parceiro123");
  await page.getByLabel("Confirmar senha").fill("parceiro123");
  await page.getByRole("button", { name: "Cadastrar empresa" }).click();
  await expect(page.getByText("Olá, Funerária Bom Descanso!")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("link", { name: "Iniciar criação" })).toHaveAttribute(
    "href",
    "/create-simplified-profile",
  );
  await expect(page.getByText("Construindo minha própria jornada (em breve)")).toHaveCount(0);
});

test("forgot and reset password through the e-mailed link", async ({ consented: page }) => {
  const email = `esqueci.${unique()}@exemplo.com`;
  await register(page, email, "senhaantiga1");
  await page.getByRole("button", { name: "Sair da conta" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto("/esqueciMinhaSenha");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill("ninguem@exemplo.com");
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Usuário não encontrado com este e-mail." })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail enviado com sucesso!" })).toBeVisible();

  const link = new URL(await lastLinkSentTo(email));
  // The e-mailed link leads to this site (PUBLIC_URL), not to another host.
  expect(link.origin).toBe(new URL(page.url()).origin);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Nova senha" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Nova senha", { exact: true }).fill("senhanova123");
  await page.getByLabel("Confirmar nova senha").fill("senhanova123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Senha redefinida com sucesso! Entre com a nova senha.")).toBeVisible();

  // The link is single use.
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/esqueciMinhaSenha\?token=false$/);
  await expect(page.getByText("O link de redefinição expirou ou já foi usado.", { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Voltar para o login" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("senhanova123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Olá, Joana!")).toBeVisible();
});

test("settings: changing the e-mail asks for the current password", async ({ consented: page }) => {
  const email = `config.${unique()}@exemplo.com`;
  await register(page, email, "senhaatual1");
  await page.goto("/account-settings");
  await expectAccessible(page);
  // The phone shows formatted, and formats itself as it is typed (spec part 2, §5).
  const phone = page.getByRole("textbox", { name: "Telefone" });
  await expect(phone).toHaveValue("(11) 98765-4321");
  await phone.fill("");
  await phone.pressSequentially("2198");
  await expect(phone).toHaveValue("(21) 98");
  await phone.pressSequentially("76543210");
  await expect(phone).toHaveValue("(21) 98765-4321");
  await page.getByRole("textbox", { name: "Nome" }).fill("Joana Maria Teste");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`novo.${email}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Para trocar o e-mail ou a senha, informe a sua senha atual.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nome" })).toHaveValue("Joana Maria Teste");

  await page.getByLabel("Senha atual").fill("senhaatual1");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Usuário atualizado com sucesso!" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(`novo.${email}`);
});

test("the account page and logout", async ({ consented: page }) => {
  await register(page, `conta.${unique()}@exemplo.com`);
  await page.goto("/account");
  await expectAccessible(page);
  await expect(page.getByRole("heading", { name: "Minha Conta" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Iniciar criação" })).toHaveAttribute(
    "href",
    "/create-loved-one-profile",
  );
  await expect(page.getByText("Construindo minha própria jornada (em breve)")).toBeVisible();
  await page.getByRole("button", { name: "Sair da conta" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the bottom bar appears for a signed-in user with the active tab marked", async ({ consented: page }) => {
    await register(page, `celular.${unique()}@exemplo.com`);
    await page.goto("/account-settings");
    const bar = page.getByRole("navigation", { name: "Atalhos da conta" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Conta" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });
});

test("login and logout without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  // Before consent only the dialog shows; its form works without a script too.
  await page.getByRole("button", { name: "Aceitar" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("errada123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/profiles(\?|$)/);
  await page.getByRole("button", { name: "Sair da conta" }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});
