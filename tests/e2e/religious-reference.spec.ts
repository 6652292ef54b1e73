import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  gzippedScriptBytes,
  PUBLIC_PAGE_BUDGET,
  test,
} from "./fixtures";

/**
 * An Ouro demo memorial of an active family account with relatives, that no other spec names
 * (chosen by what it is, never by list order): this spec changes its reference and messages.
 */
function ouroMemorialWithRelatives() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "religious-reference.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const person = DEMO_PEOPLE.filter(
    (p) =>
      p.type === "Ouro" &&
      !p.access &&
      p.activated !== false &&
      Boolean(p.kin) &&
      FAMILY_USERS.some((user) => user.key === p.owner && user.active !== false) &&
      !otherSpecs.includes(p.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))[0];
  if (!person) throw new Error("The demo data has no Ouro memorial with relatives left for this spec");
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { userId: string }).userId;
}

async function usernameOf(request: APIRequestContext, ownerId: string, name: string): Promise<string> {
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${ownerId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const mine = profiles.find((profile) => profile.name === name);
  expect(mine, `${name} among the owner's memorials`).toBeDefined();
  return mine!.username.replace(/^@/, "");
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  }
}

test("the family picks a religious reference and writes to a relative in the panel; the memorial shows both", async ({
  consented: page,
}) => {
  test.slow();
  const { name, owner } = ouroMemorialWithRelatives();
  const ownerId = await signIn(page.request, owner.email, DEMO_PASSWORD);
  const username = await usernameOf(page.request, ownerId, name);

  await page.goto(`/painel/${username}`);
  const panelSection = page.getByRole("region", { name: "Referência religiosa", exact: true });
  await panelSection.getByRole("link", { name: "Escolher referência e mensagens" }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/${username.replace(/\./g, "\\.")}/referencia-religiosa$`));

  const section = page.getByRole("region", { name: "Referência religiosa", exact: true });
  await section
    .getByLabel("Referência", { exact: true })
    .selectOption({ label: "Combati o bom combate, acabei a carreira, guardei a fé." });
  await section.getByRole("button", { name: "Salvar referência" }).click();
  await expect(section.getByRole("status")).toHaveText("Referência religiosa salva.");
  await expect(section.locator("blockquote")).toHaveText("Combati o bom combate, acabei a carreira, guardei a fé.");

  // A message to the first relative of the family tree.
  const messagesSection = page.getByRole("region", { name: "Mensagens aos familiares", exact: true });
  const firstRelative = messagesSection.locator('textarea[name^="mensagem-"]').first();
  const label = messagesSection.locator(`label[for="${await firstRelative.getAttribute("id")}"]`);
  const relativeName = (await label.innerText()).trim().replace(/\s*\(.*\)$/, "");
  await firstRelative.fill("Você sempre será a nossa estrela do norte.");
  await messagesSection.getByRole("button", { name: "Salvar mensagens" }).click();
  await expect(messagesSection.getByRole("status")).toHaveText("Mensagens aos familiares salvas.");
  await expectAccessibleAtBothWidths(page);

  // The panel sums it up.
  await page.goto(`/painel/${username}`);
  await expect(panelSection.locator("blockquote")).toHaveText(
    "Combati o bom combate, acabei a carreira, guardei a fé.",
  );
  await expect(panelSection).toContainText(/[1-9]\d* de \d+ familiar/);

  await page.goto(`/profile/${username}`);
  const quote = page.getByRole("figure", { name: "Referência religiosa" });
  await expect(quote.locator("blockquote")).toHaveText("Combati o bom combate, acabei a carreira, guardei a fé.");
  await expect(quote).toContainText("2 Timóteo 4:7");
  const tree = page.getByRole("region", { name: "Árvore genealógica" });
  // The relative's own entry (the innermost list item) carries the message.
  const relative = tree
    .getByRole("listitem")
    .filter({ hasText: relativeName })
    .filter({ hasText: "estrela do norte" })
    .filter({ hasNot: page.getByRole("listitem") });
  await expect(relative).toHaveCount(1);
  await expectAccessibleAtBothWidths(page);

  // No new script on the public page: it stays within its budget.
  expect(await gzippedScriptBytes(page, `/profile/${username}`)).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);
});

test("the demo's Diamante memorial shows its religious reference and messages to relatives", async ({
  consented: page,
}) => {
  // The demo page (tests/e2e/memorial.spec.ts): Maria de Lourdes, a Diamante memorial with relatives.
  await page.goto("/profile/maria.de.lourdes.ferreira.souza");
  await expect(page.getByRole("figure", { name: "Referência religiosa" }).locator("blockquote")).not.toBeEmpty();
  await expect(page.getByRole("region", { name: "Árvore genealógica" }).locator("li p")).not.toHaveCount(0);
});
