import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { lastLinkSentTo } from "./support/outbox";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";

/** The admin playwright.config.ts creates at start. */
const ADMIN = { email: "admin.e2e@memorial.example", password: "admin-e2e-senha" };

/**
 * A public, activated demo memorial of a family account, of the given plan, that no other spec
 * names (chosen by what it is, never by list order): this spec changes its privacy, link, plaque
 * and plan. `last` picks from the other end, so two picks of one plan never meet.
 */
function memorialOfAFamily(type: "Platina" | "Free", last = false) {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "panel.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const candidates = DEMO_PEOPLE.filter(
    (p) =>
      p.type === type &&
      !p.access &&
      p.activated !== false &&
      !p.birthdayToday &&
      (p.gallery ?? 0) < 10 &&
      FAMILY_USERS.some((user) => user.key === p.owner && user.active !== false) &&
      !otherSpecs.includes(p.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  const person = last ? candidates.at(-1) : candidates[0];
  if (!person) throw new Error(`The demo data has no ${type} memorial of a family account left for this spec`);
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { userId: string }).userId;
}

/** The memorial's handle, as its owner's list gives it. */
async function usernameOf(request: APIRequestContext, ownerId: string, name: string): Promise<string> {
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${ownerId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const mine = profiles.find((profile) => profile.name === name);
  expect(mine, `${name} among the owner's memorials`).toBeDefined();
  return mine!.username.replace(/^@/, "");
}

const SECTIONS = [
  "Cerimônias",
  "Plano",
  "Placa QR",
  "Privacidade e compartilhamento",
  "Homenagens",
  "Contatos de notificação",
  "Galeria",
  "Playlist",
  "Referência religiosa",
  "Editar memorial",
];

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Opens the panel the way a family does: from the memorial's owner bar. */
async function openPanelFromMemorial(page: Page, username: string) {
  await page.goto(`/profile/${username}`);
  const bar = page.getByRole("navigation", { name: "Gestão do memorial" });
  await bar.getByRole("link", { name: "Painel do memorial" }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/${username.replace(/\./g, "\\.")}$`));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** axe on the whole panel (every section, its disclosures open) at a phone's and a desk's width. */
async function expectPanelAccessible(page: Page) {
  for (const summary of await page.locator("section details:not([open]) > summary").all()) {
    if (await summary.isVisible()) await summary.click();
  }
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  }
}

async function photoFile() {
  const buffer = await sharp({ create: { width: 181, height: 120, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
  return { name: "foto-painel.jpg", mimeType: "image/jpeg", buffer };
}

async function anonymousPage(browser: Browser) {
  const context = await browser.newContext();
  await context.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  return { context, page: await context.newPage() };
}

test("the family manages its memorial from the panel: plaque address, upgrade, private link, photo", async ({
  consented: page,
  browser,
}) => {
  // A whole flow over several screens and two browsers.
  test.slow();
  const { name, owner } = memorialOfAFamily("Platina");
  const ownerId = await signIn(page.request, owner.email, DEMO_PASSWORD);
  const username = await usernameOf(page.request, ownerId, name);

  await openPanelFromMemorial(page, username);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  for (const title of SECTIONS) await expect(section(page, title)).toBeVisible();
  await expect(section(page, "Plano")).toContainText(/Válido até \d{2}\/\d{2}\/\d{4}/);
  await expect(section(page, "Administração do site")).toHaveCount(0);
  await expectPanelAccessible(page);

  // The plaque: its address is missing, so the form is there; once saved, the order says what comes next.
  const plaque = section(page, "Placa QR");
  await expect(plaque.getByRole("link", { name: "Baixar QR Code" })).toHaveAttribute("download", /\.png$/);
  await plaque.getByRole("textbox", { name: "Rua, número e complemento" }).fill("Rua das Acácias, 12");
  await plaque.getByRole("textbox", { name: "Cidade" }).fill("Belo Horizonte");
  await plaque.getByRole("combobox", { name: "Estado" }).selectOption("MG");
  // A bad CEP: the server's message under the field, tied to it, and nothing typed is lost.
  const cep = plaque.getByRole("textbox", { name: /^CEP/ });
  await cep.fill("123");
  await plaque.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  await expect(cep).toHaveAccessibleDescription(/CEP inválido\. Use os 8 dígitos, como 01310-100\./);
  await expect(plaque.getByRole("textbox", { name: "Rua, número e complemento" })).toHaveValue("Rua das Acácias, 12");
  await expect(plaque.getByRole("combobox", { name: "Estado" })).toHaveValue("MG");
  await cep.fill("30110000");
  await plaque.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(plaque.getByRole("status")).toHaveText("Endereço registrado com sucesso!");
  await expect(plaque).toContainText("Rua das Acácias, 12, Belo Horizonte - MG, 30110-000, Brasil");
  await expect(section(page, "Plano")).toContainText("Endereço recebido: a placa será impressa e enviada");

  // Private, then a new link: the old one stops opening the memorial, the new one opens it.
  const privacy = section(page, "Privacidade e compartilhamento");
  await privacy.getByRole("button", { name: "Tornar privado" }).click();
  await expect(privacy.getByRole("status").filter({ hasText: /O memorial agora é privado/ })).toBeVisible();
  const linkField = privacy.getByRole("textbox", { name: "Link de acesso do memorial" });
  const oldLink = await linkField.inputValue();
  expect(oldLink).toMatch(new RegExp(`/profile/${username.replace(/\./g, "\\.")}/[\\w-]{22}$`));
  await privacy.getByText("Gerar um novo link de acesso").click();
  await privacy.getByRole("button", { name: "Gerar novo link" }).click();
  await expect(
    privacy.getByRole("status").filter({ hasText: "Novo link gerado. O link anterior deixou de funcionar." }),
  ).toBeVisible();
  await expect(linkField).not.toHaveValue(oldLink);
  const newLink = await linkField.inputValue();
  const visitor = await anonymousPage(browser);
  await visitor.page.goto(oldLink);
  await expect(visitor.page).toHaveURL(/\/home\?motivo=memorial-indisponivel$/);
  await expect(visitor.page.getByText("Não foi possível abrir este memorial.")).toBeVisible();
  await visitor.page.goto(newLink);
  await expect(visitor.page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await visitor.context.close();

  // A photo on the private memorial, from the panel's gallery section.
  await section(page, "Galeria").getByRole("link", { name: "Adicionar ou excluir fotos" }).click();
  await expect(page.getByRole("heading", { name: "Adicionar foto" })).toBeVisible();
  await page.getByLabel("Foto (JPEG, PNG, GIF ou HEIC, até 15 MB)").setInputFiles(await photoFile());
  await page.getByRole("button", { name: "Adicionar foto" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Foto adicionada à galeria." })).toBeVisible();

  // Renewing and upgrading lead to the existing checkout.
  await openPanelFromMemorial(page, username);
  await section(page, "Plano").getByRole("link", { name: "Renovar" }).click();
  await expect(page.getByRole("heading", { name: `Melhorar o plano de ${name}` })).toBeVisible();
  await expect(page.getByText("Plano escolhido: Platina.")).toBeVisible();
  await page.goBack();
  await section(page, "Plano").getByRole("link", { name: "Mudar de plano" }).click();
  await page.getByRole("link", { name: "Escolher Diamante" }).click();
  await expect(page.getByText("Plano escolhido: Diamante.")).toBeVisible();

  // Public again, as the other specs may expect of the demo's memorials.
  await page.goto(`/painel/${username}`);
  await section(page, "Privacidade e compartilhamento").getByRole("button", { name: "Tornar público" }).click();
  await expect(
    section(page, "Privacidade e compartilhamento")
      .getByRole("status")
      .filter({ hasText: /agora é público/ }),
  ).toBeVisible();
});

test("a site admin assigns a plan without payment, with the reason kept beside who gave it", async ({
  consented: page,
  browser,
}) => {
  const { name, owner } = memorialOfAFamily("Free", true);
  const ownerId = await signIn(page.request, owner.email, DEMO_PASSWORD);
  const username = await usernameOf(page.request, ownerId, name);
  await page.request.post("/api/auth/logout");
  await signIn(page.request, ADMIN.email, ADMIN.password);

  await openPanelFromMemorial(page, username);
  const admin = section(page, "Administração do site");
  await expect(admin).toBeVisible();
  await admin.getByRole("combobox", { name: "Plano" }).selectOption("Ouro");
  await admin.getByRole("button", { name: "Atribuir plano" }).click();
  await expect(admin.getByText("Escreva o motivo da atribuição do plano.")).toBeVisible();
  await expect(admin.getByRole("textbox", { name: "Motivo" })).toHaveAttribute("aria-invalid", "true");
  await expect(admin.getByRole("textbox", { name: "Motivo" })).toHaveAccessibleDescription(
    "Escreva o motivo da atribuição do plano.",
  );
  await expect(admin.getByRole("combobox", { name: "Plano" })).toHaveValue("Ouro");
  await admin.getByRole("textbox", { name: "Motivo" }).fill("Cortesia: a família perdeu a placa na enchente");
  await admin.getByRole("button", { name: "Atribuir plano" }).click();
  await expect(admin.getByRole("status")).toHaveText("Plano atribuído com sucesso.");
  await expect(admin.getByRole("listitem").first()).toContainText("atribuiu Ouro (antes Free)");
  await expect(admin.getByRole("listitem").first()).toContainText(
    "Motivo: Cortesia: a família perdeu a placa na enchente",
  );
  await expect(section(page, "Plano")).toContainText(/Válido até/);
  // An admin sees the memorial's plaque too, now that the plan includes one.
  // It waits for the address: the family's task (decision 042).
  await expect(section(page, "Placa QR")).toContainText("Informe o endereço da placa");
  await expectPanelAccessible(page);

  // Without JavaScript the same form posts to the page, which answers in place.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  await signIn(context.request, ADMIN.email, ADMIN.password);
  const plain = await context.newPage();
  await plain.goto(`/painel/${username}`);
  const form = section(plain, "Administração do site");
  await form.getByRole("combobox", { name: "Plano" }).selectOption("Ouro");
  await form.getByRole("textbox", { name: "Motivo" }).fill("Renovação de cortesia combinada por telefone");
  await form.getByRole("button", { name: "Atribuir plano" }).click();
  const answered = section(plain, "Administração do site");
  await expect(answered.getByRole("status")).toHaveText("Plano atribuído com sucesso.");
  await expect(answered.getByRole("listitem").first()).toContainText("Renovação de cortesia combinada por telefone");
  await context.close();
});

test("a stranger finds no panel, and a visitor is asked to sign in", async ({ consented: page }) => {
  const { name, owner } = memorialOfAFamily("Platina");
  const ownerId = await signIn(page.request, owner.email, DEMO_PASSWORD);
  const username = await usernameOf(page.request, ownerId, name);
  await page.request.post("/api/auth/logout");

  await page.goto(`/profile/${username}`);
  await expect(page.getByRole("navigation", { name: "Gestão do memorial" })).toHaveCount(0);
  await page.goto(`/painel/${username}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fpainel%2F`));

  await signIn(page.request, "demo@memorial.example", DEMO_PASSWORD);
  const response = await page.goto(`/painel/${username}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});

test("the family invites a relative who accepts, hides a tribute as editor, and is handed the memorial", async ({
  consented: page,
  browser,
}) => {
  test.slow();
  const { name, owner } = memorialOfAFamily("Platina", true);
  const ownerId = await signIn(page.request, owner.email, DEMO_PASSWORD);
  const username = await usernameOf(page.request, ownerId, name);

  // A relative with an account of their own (a fresh one: the demo's accounts stay as other specs expect).
  const relativeEmail = `prima.${Date.now()}@memorial.example`;
  const relative = await browser.newContext();
  await relative.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  const registered = await relative.request.post("/api/user/registerUser", {
    data: {
      name: "Joana Prima",
      email: relativeEmail,
      cellphone: "11987654321",
      password: "segredo123",
      confirmPassword: "segredo123",
    },
  });
  expect(registered.status()).toBe(201);
  // Registering signs in: out again, so the invitation's page asks for the account as a visitor sees it.
  await relative.request.post("/api/auth/logout");

  await openPanelFromMemorial(page, username);
  const team = section(page, "Administradores");
  await expect(team.getByRole("listitem").first()).toContainText("Dono do memorial (administrador)");
  await team.getByRole("textbox", { name: "E-mail" }).fill("não é e-mail");
  await team.getByRole("button", { name: "Enviar convite" }).click();
  await expect(team.getByRole("alert")).toHaveText("Informe um e-mail válido.");
  await team.getByRole("textbox", { name: "E-mail" }).fill(relativeEmail);
  await team.getByRole("radio", { name: "Editor" }).check();
  await team.getByRole("button", { name: "Enviar convite" }).click();
  await expect(team.getByRole("status")).toContainText("Convite enviado.");
  await expect(team).toContainText(relativeEmail);
  await expectPanelAccessible(page);

  // The relative opens the e-mailed link, signs in with that e-mail and accepts.
  const link = await lastLinkSentTo(relativeEmail, "/convite/");
  const relativePage = await relative.newPage();
  await relativePage.goto(link);
  await expect(relativePage.getByRole("heading", { name: "Convite para administrar um memorial" })).toBeVisible();
  await expect(relativePage.getByText(`memorial de ${name} como editor`)).toBeVisible();
  await relativePage.getByRole("link", { name: "Entrar para aceitar" }).click();
  await relativePage.getByRole("textbox", { name: "E-mail" }).fill(relativeEmail);
  await relativePage.getByLabel("Senha", { exact: true }).fill("segredo123");
  await relativePage.getByRole("button", { name: "Entrar" }).click();
  await expect(relativePage).toHaveURL(/\/convite\//);
  await expectAccessible(relativePage);
  await relativePage.getByRole("button", { name: "Aceitar convite" }).click();
  await expect(relativePage).toHaveURL(new RegExp(`/painel/${username.replace(/\./g, "\\.")}`));
  await expect(relativePage.getByText("Convite aceito! Agora você ajuda a administrar este memorial.")).toBeVisible();
  // An editor: the content, not the money nor the team.
  await expect(section(relativePage, "Plano").getByRole("link", { name: "Renovar" })).toHaveCount(0);
  await expect(section(relativePage, "Placa QR")).toHaveCount(0);
  await expect(section(relativePage, "Administradores").getByRole("button", { name: "Enviar convite" })).toHaveCount(0);
  // Ceremonies are for administrators and the memorial's partner (decision 054): no way to their screen, and it refuses.
  await expect(section(relativePage, "Cerimônias").getByRole("link", { name: "Gerenciar cerimônias" })).toHaveCount(0);
  const ceremonies = await relativePage.goto(`/painel/${username}/cerimonias`);
  expect(ceremonies?.status()).toBe(403);
  // The link worked once.
  await relativePage.goto(link);
  await expect(relativePage.getByText("Este convite já foi usado.")).toBeVisible();

  // As editor, the relative hides a tribute on the memorial, and shows it again.
  await relativePage.goto(`/profile/${username}`);
  const hide = relativePage.getByRole("button", { name: /^Ocultar a homenagem de / }).first();
  const label = (await hide.getAttribute("aria-label")) ?? (await hide.innerText());
  await hide.click();
  await expect(relativePage.getByText("A homenagem foi ocultada do memorial.")).toBeVisible();
  await relativePage.goto(`/painel/${username}#homenagens`);
  const shown = label.replace("Ocultar", "Mostrar");
  await section(relativePage, "Homenagens").getByRole("button", { name: shown }).click();
  await expect(relativePage.getByText("A homenagem voltou a aparecer no memorial.")).toBeVisible();

  // The owner makes the relative an administrator and hands the memorial over; the owner stays administrator.
  await page.reload();
  const row = section(page, "Administradores").getByRole("listitem").filter({ hasText: relativeEmail });
  await row.getByRole("button", { name: "Tornar administrador" }).click();
  await expect(section(page, "Administradores").getByRole("status")).toHaveText("Papel alterado.");
  await section(page, "Administradores")
    .getByRole("listitem")
    .filter({ hasText: relativeEmail })
    .getByRole("button", { name: "Transferir o memorial" })
    .click();
  await expect(section(page, "Administradores").getByRole("status")).toContainText(
    "Memorial transferido para Joana Prima",
  );

  // Handed back, so the demo memorial ends as it began; then the relative leaves.
  await relativePage.goto(`/painel/${username}`);
  await section(relativePage, "Administradores")
    .getByRole("listitem")
    .filter({ hasText: owner.email })
    .getByRole("button", { name: "Transferir o memorial" })
    .click();
  await expect(section(relativePage, "Administradores").getByRole("status")).toContainText("Memorial transferido");
  await section(relativePage, "Administradores")
    .getByRole("button", { name: "Deixar de administrar este memorial" })
    .click();
  await expect(relativePage).toHaveURL(/\/profiles/);
  await expect(relativePage.getByText("Você não administra mais aquele memorial.")).toBeVisible();
  await relative.close();
});
