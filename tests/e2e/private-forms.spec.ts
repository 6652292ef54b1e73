import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * A private demo memorial of a family account that no other spec names, with room in its gallery:
 * private pages send `Referrer-Policy: no-referrer`, so the browser posts their forms with
 * `Origin: null`.
 */
function privateMemorialOfAFamily() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "private-forms.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const person = DEMO_PEOPLE.filter(
    (candidate) =>
      candidate.access === "Private" &&
      candidate.activated !== false &&
      (candidate.gallery ?? 0) < 4 &&
      FAMILY_USERS.some((user) => user.key === candidate.owner && user.active !== false) &&
      !otherSpecs.includes(candidate.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))[0];
  if (!person) throw new Error("The demo data has no private memorial of a family account left for this spec");
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

async function signInAsOwner(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const { name, owner } = privateMemorialOfAFamily();
  const login = await request.post("/api/auth/login", { data: { email: owner.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { userId } = (await (await request.get("/api/auth/checkAuth")).json()) as { userId: string };
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${userId}`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const mine = profiles.find((profile) => profile.name === name);
  expect(mine, `${name} among ${owner.email}'s memorials`).toBeDefined();
  return { path: `/profile/${encodeURIComponent(mine!.username)}`, name };
}

test("the owner adds a photo on a private memorial (its page sends no referrer)", async ({ consented: page }) => {
  const memorial = await signInAsOwner(page.request);
  const response = await page.goto(`${memorial.path}?aba=galeria`);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  const before = await page.locator("[data-gallery] > li").count();

  const buffer = await sharp({ create: { width: 171, height: 120, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Foto (JPEG, PNG, GIF ou HEIC, até 15 MB)")
    .setInputFiles({ name: "lembranca.jpg", mimeType: "image/jpeg", buffer });
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Adicionar foto" }).click();
  // The browser does hide the origin: this is the case that used to end on "Bad Request".
  expect((await posted).headers()["origin"]).toBe("null");

  await expect(page.getByText("Foto adicionada à galeria.")).toBeVisible();
  await expect(page.locator("[data-gallery] > li")).toHaveCount(before + 1);
  await expectAccessible(page);
});

test("a same-origin form post with a hidden origin is accepted; a cross-site one is refused in pt-BR", async ({
  consented: page,
}) => {
  const sameOrigin = await page.request.post("/login", {
    form: { email: "ninguem@memorial.example", password: "senha-errada-123" },
    headers: { "Sec-Fetch-Site": "same-origin", Origin: "null" },
    maxRedirects: 0,
  });
  expect(await sameOrigin.text()).not.toBe("Bad Request");
  expect(sameOrigin.headers()["content-type"]).toContain("text/html");
  expect((await sameOrigin.text()).match(/<html[^>]*>/)?.[0]).toContain('lang="pt-BR"');

  for (const headers of [
    { "Sec-Fetch-Site": "cross-site", Origin: "https://outro.example" } as Record<string, string>,
    { Origin: "https://outro.example" },
    { Origin: "null" },
  ]) {
    const refused = await page.request.post("/login", { form: { email: "a@b.example" }, headers, maxRedirects: 0 });
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
    expect(refused.headers()["content-type"]).toContain("text/html");
    const html = await refused.text();
    expect(html.match(/<html[^>]*>/)?.[0]).toContain('lang="pt-BR"');
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim()).toBeTruthy();
  }
  // The API keeps answering JSON.
  const api = await page.request.post("/api/auth/login", {
    data: { email: "a@b.example", password: "x" },
    headers: { "Sec-Fetch-Site": "cross-site" },
  });
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { success: boolean }).success).toBe(false);
});
