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
  taskScreenBudget,
  test,
} from "./fixtures";

type Plan = "Free" | "Ouro" | "Platina" | "Diamante";

/**
 * Public, activated demo memorials of a family account with this plan that no other spec names:
 * chosen from the seed's data by what they are, never by which row a list shows first.
 */
function memorialsOfAFamily(type: Plan) {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "music.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  return DEMO_PEOPLE.filter(
    (person) =>
      person.type === type &&
      !person.access &&
      person.activated !== false &&
      !person.birthdayToday &&
      FAMILY_USERS.some((user) => user.key === person.owner && user.active !== false) &&
      !otherSpecs.includes(person.name),
  )
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))
    .map((person) => ({ name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! }));
}

/** Signs in as the memorial's owner (the page shares the cookies) and finds its address. */
async function signInAsOwner(request: APIRequestContext, memorial: ReturnType<typeof memorialsOfAFamily>[number]) {
  const login = await request.post("/api/auth/login", {
    data: { email: memorial.owner.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { userId } = (await (await request.get("/api/auth/checkAuth")).json()) as { userId: string };
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${userId}`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ id: string; username: string; name: string }> };
  const mine = profiles.find((profile) => profile.name === memorial.name);
  expect(mine, `${memorial.name} among ${memorial.owner.email}'s memorials`).toBeDefined();
  return { ...mine!, path: `/profile/${encodeURIComponent(mine!.username)}` };
}

/** Requests the page sends to any other origin than the site's. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname)) seen.push(request.url());
  });
  return seen;
}

test("the owner of a Diamante memorial creates a playlist, and it plays on the page after a click", async ({
  consented: page,
  browser,
}) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  const chosen = memorialsOfAFamily("Diamante")[0];
  if (!chosen) throw new Error("The demo data has no Diamante memorial of a family account left for this spec");
  const memorial = await signInAsOwner(page.request, chosen);
  const outside = thirdPartyRequests(page);

  // The public page's JavaScript stays within its budget with the playlist module.
  expect(await gzippedScriptBytes(page, memorial.path)).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET);
  await expect(page.getByRole("button", { name: "Criar playlist" })).toBeVisible();
  await expectAccessible(page);

  // The sandbox's authorization page, then back to /music-callback with a code and the signed state.
  await page.getByRole("button", { name: "Criar playlist" }).click();
  await expect(page).toHaveURL(/\/music\/sandbox\/authorize\?/);
  await expect(page.getByRole("heading", { name: "Conectar sua conta de música" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Permitir" }).click();
  await expect(page).toHaveURL(/\/music-callback\?code=sbx-[^&]+&state=[0-9a-f]{32}_/);
  await expect(page.getByRole("heading", { name: "Selecione músicas para homenagear" })).toBeVisible();
  // A reload with the same code is not a replay; the screen stays within the task-zone budget.
  const bytes = await gzippedScriptBytes(page, page.url());
  console.log(`JS on /music-callback: ${(bytes / 1024).toFixed(1)} KB gzipped`);
  expect(bytes).toBeLessThanOrEqual(taskScreenBudget("/music-callback"));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Criar Playlist" })).toHaveCount(0);
  await expectAccessible(page);

  // Typing fast asks the server once, 300 ms after the last key.
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/music/searchTracks")) searches.push(request.url());
  });
  const search = page.getByRole("searchbox", { name: "Buscar músicas" });
  await search.pressSequentially("elis", { delay: 40 });
  const first = page.getByRole("checkbox", { name: "Escolher Como Nossos Pais" });
  await expect(first).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]!).searchParams.get("q")).toBe("elis");
  // The cover is drawn by the site and shown.
  const cover = page.getByRole("listitem").filter({ hasText: "Como Nossos Pais" }).locator("img");
  await expect(cover).toHaveAttribute("src", /^\/music\/sandbox\/cover\/\w{22}\.svg$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await first.check();
  await expect(page.getByRole("button", { name: "Criar Playlist" })).toBeVisible();
  await search.fill("tom jobim");
  await page.getByRole("checkbox", { name: "Escolher Garota de Ipanema" }).check();
  await expectAccessible(page);

  // An empty query lists the chosen tracks.
  await search.fill("");
  await expect(page.getByRole("list", { name: "Músicas escolhidas" }).getByRole("checkbox")).toHaveCount(2);
  await expect(page.getByText("2 músicas escolhidas")).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Criar Playlist" }).click();
  await expect(page.getByText("Playlist criada com sucesso!")).toBeVisible();
  const created = Date.now();
  await page.waitForURL((url) => url.pathname === memorial.path, { timeout: 10_000 });
  expect(Date.now() - created).toBeGreaterThanOrEqual(2_000);

  // On the memorial: a link until the click, then the player with the chosen tracks.
  const link = page.getByRole("link", { name: "Ouvir a playlist em homenagem" });
  await expect(link).toHaveAttribute("href", /^\/music\/sandbox\/playlist\/\w{22}$/);
  await expect(page.locator("iframe")).toHaveCount(0);
  const players: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/music/sandbox/embed/")) players.push(request.url());
  });
  await page.waitForTimeout(300);
  expect(players).toHaveLength(0);
  await link.click();
  const player = page.frameLocator('iframe[title="Player da playlist em homenagem"]');
  await expect(player.getByRole("heading", { name: `Homenagem para ${memorial.name}` })).toBeVisible();
  await expect(player.getByText("Como Nossos Pais")).toBeVisible();
  await expect(player.getByText("Garota de Ipanema")).toBeVisible();
  expect(players).toHaveLength(1);
  await expect(page.getByRole("button", { name: "Criar nova playlist" })).toBeVisible();
  await expectAccessible(page);
  expect(outside).toEqual([]);

  // A visitor sees the playlist, not the owner's button.
  const visitor = await browser.newPage({ locale: "pt-BR" });
  await visitor.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  await visitor.goto(memorial.path);
  await expect(visitor.getByRole("link", { name: "Ouvir a playlist em homenagem" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: /Criar (nova )?playlist/ })).toHaveCount(0);
  await visitor.close();
});

test("without JavaScript the owner of a Platina memorial searches by form and creates the playlist", async ({
  browser,
}) => {
  const chosen = memorialsOfAFamily("Platina")[0];
  if (!chosen) throw new Error("The demo data has no Platina memorial of a family account left for this spec");
  const context = await browser.newContext({ locale: "pt-BR", javaScriptEnabled: false });
  const page = await context.newPage();
  await context.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  const memorial = await signInAsOwner(context.request, chosen);
  await page.goto(memorial.path);
  await page.getByRole("button", { name: "Criar playlist" }).click();
  await page.getByRole("button", { name: "Permitir" }).click();
  await expect(page.getByRole("heading", { name: "Selecione músicas para homenagear" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar músicas" }).fill("roberto carlos");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.getByRole("checkbox", { name: "Escolher Detalhes" }).check();
  await page.getByRole("checkbox", { name: "Escolher Emoções" }).check();
  // A second search keeps the chosen tracks with the form.
  await page.getByRole("searchbox", { name: "Buscar músicas" }).fill("asa branca");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.getByRole("checkbox", { name: "Escolher Asa Branca" }).check();
  await page.getByRole("button", { name: "Criar Playlist" }).click();
  await expect(page.getByText("Playlist criada com sucesso!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === memorial.path, { timeout: 10_000 });
  const href = await page.getByRole("link", { name: "Ouvir a playlist em homenagem" }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: `Homenagem para ${memorial.name}` })).toBeVisible();
  await expect(page.locator("ol > li")).toHaveText([/Detalhes/, /Emoções/, /Asa Branca/]);
  await context.close();
});

test("the owner of a Free memorial is not offered a playlist, and the API refuses it", async ({ consented: page }) => {
  const chosen = memorialsOfAFamily("Free")[0];
  if (!chosen) throw new Error("The demo data has no Free memorial of a family account left for this spec");
  const memorial = await signInAsOwner(page.request, chosen);
  await page.goto(memorial.path);
  await expect(page.getByRole("heading", { name: memorial.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Criar (nova )?playlist/ })).toHaveCount(0);
  const refused = await page.request.get(
    `/api/music/loginSpotify?${new URLSearchParams({ profileId: memorial.id, profileName: memorial.name, profileUsername: memorial.username })}`,
  );
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    message: "A playlist de músicas faz parte dos planos Platina e Diamante.",
  });
  // A forged page form is refused the same way.
  const forged = await page.request.post(memorial.path, {
    form: { intent: "criar-playlist" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await expectAccessible(page);
});
