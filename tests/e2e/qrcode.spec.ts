import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Ten random letters: a plaque nobody issued (26^10 possibilities against a few demo hashes). */
const randomHash = () => Array.from({ length: 10 }, () => LETTERS[Math.floor(Math.random() * 26)]).join("");

interface ProfileReply {
  profile: { username: string; hash: string | null; token?: string; profileAccess: string };
}

async function fullProfile(request: APIRequestContext, username: string) {
  const response = await request.get(`/api/profile/getProfileByUsername/${encodeURIComponent(username)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProfileReply).profile;
}

test("a demo memorial's plaque leads to its page", async ({ request }) => {
  const list = await request.get("/api/profile/getAllProfiles?limit=1");
  const [first] = ((await list.json()) as { profiles: { username: string }[] }).profiles;
  const profile = await fullProfile(request, first!.username);
  expect(profile.hash).toMatch(/^[A-Z]{10}$/);

  const api = await request.get(`/api/hash/sendToProfile/${profile.hash}`);
  expect(await api.json()).toEqual({ success: true, username: profile.username });
  const verified = await request.get(`/api/hash/verifyHash/${profile.hash}`);
  expect(await verified.json()).toMatchObject({ success: true, status: "active" });

  // Scanned with a phone that lower-cases the address, it still opens the memorial.
  const scan = await request.get(`/qrcode/${profile.hash!.toLowerCase()}`, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers()["location"]).toBe(`/profile/${profile.username}`);
  expect(scan.headers()["set-cookie"]).toBeUndefined();
});

test("a private memorial's plaque opens it with its token, for anyone holding the plaque", async ({
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  const login = await owner.post("/api/auth/login", {
    data: { email: "demo@memorial.example", password: "memorial123" },
  });
  const { userId } = (await login.json()) as { userId: string };
  const mine = await owner.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await mine.json()) as {
    profiles: { username: string; profileAccess: string; activedByUser: boolean }[];
  };
  const hidden = profiles.find((p) => p.profileAccess === "Private" && p.activedByUser);
  expect(hidden, "the demo user administers an activated private memorial").toBeDefined();
  const profile = await fullProfile(owner, hidden!.username);
  await owner.dispose();

  const stranger = await playwright.request.newContext({ baseURL });
  const scan = await stranger.get(`/qrcode/${profile.hash}`, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers()["location"]).toBe(`/profile/${profile.username}/${profile.token}`);
  expect(scan.headers()["referrer-policy"]).toBe("no-referrer");
  // The memorial opens there, where a visitor without the token is sent home.
  const opened = await stranger.get(scan.headers()["location"]!, { maxRedirects: 0 });
  expect(opened.status()).toBe(200);
  const withoutToken = await stranger.get(`/profile/${profile.username}`, { maxRedirects: 0 });
  expect(withoutToken.headers()["location"]).toBe("/home?motivo=memorial-indisponivel");
  // The API only names the memorial: its token travels with the plaque's redirect alone.
  const api = await stranger.get(`/api/hash/sendToProfile/${profile.hash}`);
  expect(await api.json()).toEqual({ success: true, username: profile.username });
  await stranger.dispose();
});

test("an unknown plaque keeps its hash for an hour, then sign-up goes on to creating the memorial", async ({
  consented: page,
  context,
}) => {
  const hash = randomHash();
  const api = await page.request.get(`/api/hash/sendToProfile/${hash}`);
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, message: "Hash sem perfil vinculado" });

  await page.goto(`/qrcode/${hash.toLowerCase()}`);
  await expect(page).toHaveURL(/\/register\?motivo=placa-sem-memorial$/);
  const cookie = (await context.cookies()).find((c) => c.name === "memorial_plaque_hash");
  expect(cookie).toMatchObject({ value: hash, httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(55 * 60);
  expect(lifetime).toBeLessThanOrEqual(60 * 60 + 5);
  await expectAccessible(page);

  await page.getByRole("textbox", { name: "Nome completo" }).fill("Joana da Placa");
  await page
    .getByRole("textbox", { name: "E-mail" })
    .fill(`placa.${Date.now()}${Math.floor(Math.random() * 1000)}@exemplo.com`);
  await page.getByRole("textbox", { name: "Celular" }).fill("11987654321");
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByLabel("Confirmar senha").fill("segredo123");
  const registered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/register",
  );
  const next = page.waitForRequest((request) => new URL(request.url()).pathname === "/create-loved-one-profile");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  // The first hop after sign-up is the memorial wizard (which may send the visitor further on).
  const response = await registered;
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toMatch(/^\/create-loved-one-profile(\?|$)/);
  await next;
});

test("anything that is not a plaque hash goes home and keeps nothing", async ({ request }) => {
  for (const path of ["/qrcode/ABC", "/qrcode/ABCDEFGHIJK", "/qrcode/ABCDE12345"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/home?motivo=placa-invalida");
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
  const unknown = await request.get("/api/hash/verifyHash/ABCDEFGHIJK");
  expect(unknown.status()).toBe(404);
});
