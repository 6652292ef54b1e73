import fs from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";

/**
 * Notification contacts (spec part 2) and the update e-mails (decision 018). The server of the
 * e2e run uses a quiet period of 3 s and a 1 s job interval (playwright.config.ts). The demo user's
 * private memorial is used: other specs only read it, so no one else's edit starts a burst.
 */
const DEMO = { email: "demo@memorial.example", password: "memorial123" };
const PARTNER = { email: "parceiro@memorial.example", password: "memorial123" };
const PRIVATE_MEMORIAL = "helena.souza.martins";
const PUBLIC_MEMORIAL = "maria.de.lourdes.ferreira.souza";

async function signIn(request: APIRequestContext, who: typeof DEMO): Promise<string> {
  const login = await request.post("/api/auth/login", { data: who });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { userId: string }).userId;
}

async function profileIdOf(request: APIRequestContext, userId: string, username: string): Promise<string> {
  const res = await request.get(`/api/profile/getAllProfilesByUser/${userId}?size=50`);
  expect(res.status()).toBe(200);
  const { profiles } = (await res.json()) as { profiles: { id: string; username: string }[] };
  const found = profiles.find((p) => p.username === username);
  expect(found, username).toBeTruthy();
  return found!.id;
}

/** The decoded messages of the run's outbox addressed to `email`. */
async function messagesTo(email: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const found: string[] = [];
  for (const file of files) {
    // Long headers are folded onto the next line: unfolded before the recipient is compared.
    const raw = (await fs.readFile(path.join(dir, file), "utf8")).replace(/\r?\n[ \t]+/g, " ");
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(raw)) continue;
    const bytes = raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    found.push(Buffer.from(bytes, "latin1").toString("utf8"));
  }
  return found;
}

async function addContact(page: Page, contact: { name: string; email: string }) {
  await page.getByRole("textbox", { name: "Nome" }).fill(contact.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(contact.email);
  await page.getByRole("textbox", { name: "Celular" }).fill("11987654321");
  await page.getByRole("combobox", { name: "Parentesco" }).selectOption("Primo");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contato salvo com sucesso" })).toBeVisible();
}

test("notification contact added and e-mailed after an edit, once; its link stops the e-mails (360 px)", async ({
  consented: page,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  const userId = await signIn(page.request, DEMO);
  const profileId = await profileIdOf(page.request, userId, PRIVATE_MEMORIAL);
  const email = `contato.${test.info().testId}.${test.info().retry}.${Date.now()}@exemplo.com`;

  await page.goto(`/add-notification-contacts/${PRIVATE_MEMORIAL}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contatos de notificação" })).toBeVisible();
  // The rules show before anything is sent: a phone outside (DD) NNNNN-NNNN is refused.
  await page.getByRole("textbox", { name: "Nome" }).fill("Rui");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByText("Informe pelo menos um e-mail ou um número de celular!")).toBeVisible();
  await expectAccessible(page);
  await addContact(page, { name: "Rui Primo", email });
  const list = page.getByRole("region", { name: "Contatos cadastrados" });
  await expect(list).toContainText(email);
  await expect(list).toContainText("(11) 98765-4321");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Adding the contact announces nothing; an edit of the memorial (a signed attendance) does.
  const attend = await page.request.post("/api/event/attendProfile", {
    data: { profileId, name: "Visita da Família", email: "familia@exemplo.com", cellphone: "11912345678" },
  });
  expect(attend.status()).toBe(201);
  await expect.poll(() => messagesTo(email).then((m) => m.length), { timeout: 20_000 }).toBe(1);
  // One message per burst: later runs of the job send nothing more.
  await page.waitForTimeout(3_000);
  const messages = await messagesTo(email);
  expect(messages).toHaveLength(1);
  const message = messages[0]!;
  expect(message).toMatch(/^Subject: .*O memorial de Helena Souza Martins foi atualizado/m);
  // A private memorial's link carries its access token: the contact can open it.
  const memorialLink = new RegExp(`https?://[^\\s"<>]+/profile/${PRIVATE_MEMORIAL}/[\\w-]+`).exec(message)![0];
  const stopLink = /https?:\/\/[^\s"<>]+\/cancelar-notificacoes\/[^\s"<>]+/.exec(message)![0];

  const visitor = await page.context().browser()!.newContext({ locale: "pt-BR" });
  const reader = await visitor.newPage();
  await visitor.request.post(`${new URL(memorialLink).origin}/api/cookie/consent`, {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  await reader.goto(memorialLink);
  await expect(reader.getByRole("heading", { level: 1, name: /Helena Souza Martins/ })).toBeVisible();
  // The unsubscribe link's GET only asks; the button's POST stops the e-mails.
  await reader.goto(stopLink);
  await expect(
    reader.getByRole("heading", { level: 1, name: /Avisos do memorial de Helena Souza Martins/ }),
  ).toBeVisible();
  await expectAccessible(reader);
  await reader.getByRole("button", { name: "Parar de receber avisos" }).click();
  await expect(reader.getByText("Pronto: você não receberá mais avisos deste memorial.")).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(list).toContainText("Não recebe mais avisos.");
  await list.getByRole("button", { name: "Remover Rui Primo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contato removido." })).toBeVisible();
  await expect(list).not.toContainText(email);
});

test("without JavaScript the owner adds and removes a contact", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
  const page = await context.newPage();
  await context.request.post("/api/cookie/consent", {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  await signIn(context.request, DEMO);
  const email = `semjs.${test.info().testId}.${test.info().retry}.${Date.now()}@exemplo.com`;
  await page.goto(`/add-notification-contacts/${PRIVATE_MEMORIAL}`);
  await page.getByRole("textbox", { name: "Nome" }).fill("Sem Script");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Celular" }).fill("(11) 98765-4321");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByText("Contato salvo com sucesso")).toBeVisible();
  const list = page.getByRole("region", { name: "Contatos cadastrados" });
  await expect(list).toContainText(email);
  await list.getByRole("button", { name: "Remover Sem Script" }).click();
  await expect(page.getByText("Contato removido.")).toBeVisible();
  await expect(list).not.toContainText(email);
  await context.close();
});

test("a non-owner is sent to the memorial instead, told why", async ({ consented: page }) => {
  await signIn(page.request, PARTNER);
  await page.goto(`/add-notification-contacts/${PUBLIC_MEMORIAL}`);
  await expect(page).toHaveURL(new RegExp(`/profile/${PUBLIC_MEMORIAL}\\?motivo=sem-permissao$`));
  await expect(page.locator("[data-explanation]")).toHaveText(
    "Não é o dono do perfil! Essa página é só para quem cuida deste memorial.",
  );
  await expect(page.getByRole("heading", { level: 1, name: /Maria de Lourdes Ferreira Souza/ })).toBeVisible();
});
