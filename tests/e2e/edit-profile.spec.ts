import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, expectAccessibleBeforeItMovesOn, expectNoHorizontalScroll, test } from "./fixtures";

/**
 * A public, activated demo memorial on a paid plan, of a family account, with a family tree, that
 * no other spec names: chosen from the seed's data by what it is (gallery.spec.ts picks Free ones).
 */
function paidMemorialOfAFamily() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "edit-profile.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const candidates = DEMO_PEOPLE.filter(
    (person) =>
      person.type !== "Free" &&
      !person.access &&
      person.activated !== false &&
      !person.birthdayToday &&
      Boolean(person.kin) &&
      FAMILY_USERS.some((user) => user.key === person.owner && user.active !== false) &&
      !otherSpecs.includes(person.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  const person = candidates[0];
  if (!person) throw new Error("The demo data has no paid memorial of a family account left for this spec");
  const owner = FAMILY_USERS.find((user) => user.key === person.owner)!;
  const stranger = FAMILY_USERS.find((user) => user.key !== person.owner && user.active !== false)!;
  return { name: person.name, owner, stranger };
}

const MEMORIAL = paidMemorialOfAFamily();

async function signIn(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
}

/** Signs in as the memorial's owner and finds its username through the API. */
async function ownersMemorial(request: APIRequestContext): Promise<string> {
  await signIn(request, MEMORIAL.owner.email);
  const { userId } = (await (await request.get("/api/auth/checkAuth")).json()) as { userId: string };
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${userId}`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const mine = profiles.find((profile) => profile.name === MEMORIAL.name);
  expect(mine, `${MEMORIAL.name} among ${MEMORIAL.owner.email}'s memorials`).toBeDefined();
  return mine!.username;
}

async function consentedContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    extraHTTPHeaders: { "X-Forwarded-For": "198.19.201.77" },
    ...options,
  });
  const response = await context.request.post("/api/cookie/consent", {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  expect(response.status()).toBe(201);
  return context;
}

// The tests edit one memorial: one after the other, so each sees its own save.
test.describe.configure({ mode: "serial" });

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the owner edits the message and a family member from the memorial's link, and sees them there", async ({
    consented: page,
  }) => {
    const username = await ownersMemorial(page.request);
    await page.goto(`/profile/${encodeURIComponent(username)}`);
    await page.getByRole("link", { name: "Editar perfil" }).click();
    await expect(page).toHaveURL(`/editProfile/${encodeURIComponent(username)}`);
    await expect(page.getByRole("heading", { level: 1, name: `Editar perfil de ${MEMORIAL.name}` })).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    const bio = `Para sempre em nossos corações (${Date.now()}).`;
    await page.getByLabel("Mensagem para o mundo").fill(bio);
    await page.getByLabel("Nome do familiar 1", { exact: true }).fill("Rosângela Editada Teixeira");
    // A required field left empty is refused in place, with the spec's message.
    await page.getByLabel("Cidade natal").fill("");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Preencha a cidade natal do homenageado para continuar")).toBeVisible();
    await page.getByLabel("Cidade natal").fill("Curitiba/PR");

    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Perfil atualizado com sucesso!" })).toBeVisible();
    // The save closes after 1.5 s, back on the memorial.
    await expectAccessibleBeforeItMovesOn(page);
    await page.waitForURL(`**/profile/${encodeURIComponent(username)}`, { timeout: 10_000 });
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.getByText("Rosângela Editada Teixeira").first()).toBeVisible();
    await expect(page.getByText("Curitiba/PR").first()).toBeVisible();
  });
});

test("without JavaScript the save goes back to the memorial with a notice", async ({ browser }) => {
  const context = await consentedContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  const username = await ownersMemorial(context.request);
  await page.goto(`/editProfile/${encodeURIComponent(username)}`);
  // Rows are added by the server without JavaScript.
  const rows = await page.getByLabel(/^Interesse \d+$/).count();
  await page.getByRole("button", { name: "Adicionar interesse" }).click();
  await expect(page.getByLabel(/^Interesse \d+$/)).toHaveCount(rows + 1);
  await page.getByLabel(`Interesse ${rows + 1}`, { exact: true }).fill("Orquídeas raras");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page).toHaveURL(`/profile/${encodeURIComponent(username)}?aviso=perfil-atualizado`);
  await expect(page.getByText("Perfil atualizado com sucesso!")).toBeVisible();
  await expect(page.getByText("Orquídeas raras")).toBeVisible();
  await context.close();
});

test("anyone but the owner is sent to the memorial", async ({ consented: page }) => {
  const username = await ownersMemorial(page.request);
  await page.request.post("/api/auth/logout");
  await signIn(page.request, MEMORIAL.stranger.email);
  await page.goto(`/editProfile/${encodeURIComponent(username)}`);
  await expect(page).toHaveURL(`/profile/${encodeURIComponent(username)}`);
  await expect(page.getByRole("link", { name: "Editar perfil" })).toHaveCount(0);
  await expectAccessible(page);
});
