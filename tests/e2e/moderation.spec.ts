import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * A public, activated Ouro demo memorial of a family account that no other spec names (chosen by
 * what it is, never by list order): this spec changes its moderation settings.
 */
function ouroMemorialOfAFamily() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "moderation.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const person = DEMO_PEOPLE.filter(
    (p) =>
      p.type === "Ouro" &&
      !p.access &&
      p.activated !== false &&
      FAMILY_USERS.some((user) => user.key === p.owner && user.active !== false) &&
      !otherSpecs.includes(p.name),
  ).sort((a, b) => b.name.localeCompare(a.name, "pt-BR"))[0];
  if (!person) throw new Error("The demo data has no Ouro memorial of a family account left for this spec");
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

async function ownerPage(browser: Browser) {
  const { name, owner } = ouroMemorialOfAFamily();
  const context = await browser.newContext();
  const page = await context.newPage();
  await context.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  const login = await context.request.post("/api/auth/login", {
    data: { email: owner.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const listed = (await (
    await context.request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`)
  ).json()) as {
    profiles: { username: string; name: string }[];
  };
  const username = listed.profiles.find((p) => p.name === name)!.username.replace(/^@/, "");
  return { page, context, username, name };
}

/**
 * A visitor's message paid by PIX in the sandbox; answers once the payment is confirmed, after
 * checking what the buyer is told then (`says`), before the page goes on to the memorial.
 */
async function leaveMessage(page: Page, username: string, author: string, body: string, says?: string) {
  await page.goto(`/homenagear/${username}?tipo=message`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("textbox", { name: "Seu nome" }).fill(author);
  await page.getByRole("textbox", { name: "Seu e-mail" }).fill("visita@exemplo.com");
  await page.getByRole("combobox", { name: "Sua relação com a pessoa" }).selectOption("Outro");
  await page.getByRole("textbox", { name: "Mensagem" }).fill(body);
  await page.getByRole("checkbox", { name: /Li e aceito o contrato/ }).check();
  await page.getByRole("button", { name: /Continuar para o pagamento/ }).click();
  await page.getByRole("textbox", { name: "Celular" }).pressSequentially("11987654321");
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).pressSequentially("52998224725");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("tab", { name: "PIX" }).click();
  await page.getByRole("button", { name: /Gerar PIX/ }).click();
  await page.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  if (says) await expect(page.getByRole("status").filter({ hasText: says })).toBeVisible();
}

const unique = (label: string) => `${label} ${test.info().testId.slice(0, 6)}${test.info().retry}`;

test("the family holds messages for approval, approves one, hides it, and sees a visitor's report", async ({
  consented: visitor,
  browser,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  const { page: owner, context, username } = await ownerPage(browser);
  await owner.goto(`/profile/${username}`);
  const panel = owner.getByRole("region", { name: "Moderação das homenagens" });
  await expect(panel).toBeVisible();
  await expectAccessible(owner);
  if (await panel.getByRole("button", { name: "Aprovar antes de publicar" }).isVisible()) {
    await panel.getByRole("button", { name: "Aprovar antes de publicar" }).click();
  }
  await expect(owner.getByText("Mensagens e fotos aguardam a sua aprovação antes de aparecer.")).toBeVisible();

  // Approval mode: the paid message waits for the family, and its buyer is told so.
  const author = unique("Ciça");
  await leaveMessage(
    visitor,
    username,
    author,
    "Que saudade das suas histórias.",
    "Sua mensagem foi enviada e aguarda a aprovação da família",
  );
  await visitor.goto(`/profile/${username}`);
  await expect(visitor.getByText(author)).toHaveCount(0);

  await owner.goto(`/profile/${username}`);
  const held = panel.getByRole("listitem").filter({ hasText: author });
  await expect(held).toContainText("Aguardando a sua aprovação");
  await held.getByRole("button", { name: `Aprovar a homenagem de ${author}` }).click();
  await expect(owner.getByText("A homenagem foi aprovada e já aparece no memorial.")).toBeVisible();
  await visitor.goto(`/profile/${username}`);
  await expect(visitor.getByRole("listitem").filter({ hasText: author })).toBeVisible();

  // A visitor reports it: it reaches the family with its reason.
  const item = visitor.getByRole("listitem").filter({ hasText: author });
  await item.getByText("Denunciar").click();
  await item.getByRole("combobox", { name: "Motivo" }).selectOption("Spam ou propaganda");
  await item.getByRole("button", { name: "Enviar denúncia" }).click();
  await expect(visitor.getByText("Obrigado. A família do memorial vai analisar a sua denúncia.")).toBeVisible();
  await owner.goto(`/profile/${username}`);
  const reported = panel.getByRole("listitem").filter({ hasText: author });
  await expect(reported).toContainText("Denúncias: Spam ou propaganda (1)");

  // The family hides it: gone for visitors, kept on the family's side.
  await reported.getByRole("button", { name: `Ocultar a homenagem de ${author}` }).click();
  await expect(owner.getByText("A homenagem foi ocultada do memorial.")).toBeVisible();
  await visitor.goto(`/profile/${username}`);
  await expect(visitor.getByText(author)).toHaveCount(0);
  await owner.goto(`/profile/${username}`);
  await expect(panel.getByRole("listitem").filter({ hasText: author })).toContainText("Mostrar novamente");
  await expectAccessible(owner);

  // Back to publishing without approval, as the demo memorial was.
  await panel.getByRole("button", { name: "Publicar sem aprovação" }).click();
  await context.close();
});
