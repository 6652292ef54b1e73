import { beforeEach, describe, expect, it } from "vitest";
import { plaqueHashes } from "~/db/schema";
import { createSession } from "~/features/accounts/sessions.server";
import { action as registerAction, loader as registerLoader } from "~/features/accounts/register";
import { EXPLANATIONS, explanationFor } from "~/shared/ui/flash";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";
import { PLAQUE_HASH_COOKIE, pendingPlaqueHash } from "./plaque-cookie.server";
import { loader } from "./qrcode";
import { testLoadContext } from "../../../tests/support/context";

const { db } = setupTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];

/** Calls the route's loader as React Router does for GET /qrcode/{hash}. */
async function scan(hash: string, options: { cookie?: string; origin?: string; ip?: string } = {}) {
  const origin = options.origin ?? "http://localhost:3000";
  const request = new Request(`${origin}/qrcode/${hash}`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const context = testLoadContext(request, { ip: options.ip ?? "198.51.100.7" });
  try {
    return (await loader({ request, params: { hash }, context } as unknown as LoaderArgs)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // data(body, { status }) thrown for the error boundary.
    const { data, init } = thrown as { data?: unknown; init?: ResponseInit };
    if (init?.status) return Response.json(data, init);
    throw thrown;
  }
}

beforeEach(async () => {
  await db().insert(plaqueHashes).values({ hash: "PLACAVAZIA", batch: "lote-2026-01" });
});

describe("/qrcode/{hash}", () => {
  it("sends a linked plaque to its memorial, whatever the letter case", async () => {
    const profile = await createProfile(db(), { name: "Sebastião Moura", plaqueHash: "SEBASTIAOM" });
    for (const hash of ["SEBASTIAOM", "sebastiaom"]) {
      const res = await scan(hash);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/profile/${profile.username}`);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("opens a private memorial with its token and no referrer", async () => {
    const profile = await createProfile(db(), { name: "Dirce Reservada", access: "Private", plaqueHash: "RESERVADAS" });
    const res = await scan("RESERVADAS");
    expect(res.headers.get("location")).toBe(`/profile/${profile.username}/${profile.accessToken}`);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("keeps an unlinked or unknown hash for one hour and goes to /register, which says why", async () => {
    for (const [hash, kept] of [
      ["PLACAVAZIA", "PLACAVAZIA"],
      ["qualquerum", "QUALQUERUM"],
    ]) {
      const res = await scan(hash!);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/register?motivo=placa-sem-memorial");
      const cookie = res.headers.get("set-cookie")!;
      expect(cookie).toMatch(new RegExp(`^${PLAQUE_HASH_COOKIE}=${kept};`));
      expect(cookie).toContain("Max-Age=3600");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Path=/");
      expect(cookie).not.toContain("Secure");
    }
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const res = await scan("PLACAVAZIA", { origin: "https://memorial.example" });
    expect(res.headers.get("set-cookie")).toContain("; Secure");
  });

  it("sends a signed-in visitor straight to creating the memorial", async () => {
    const user = await createUser(db());
    const session = await createSession(user.id, {});
    const res = await scan("PLACAVAZIA", { cookie: `memorial_session=${session.token}` });
    expect(res.headers.get("location")).toBe("/create-loved-one-profile?motivo=placa-para-vincular");
    expect(res.headers.get("set-cookie")).toContain(`${PLAQUE_HASH_COOKIE}=PLACAVAZIA`);
  });

  it("sends anything that is not ten letters home, keeping nothing", async () => {
    for (const hash of ["ABC", "ABCDEFGHIJK", "ABCDEFGHI1", "ÁBCDEFGHIJ", "..", " ABCDEFGHIJ"]) {
      const res = await scan(encodeURIComponent(hash));
      expect(res.headers.get("location"), hash).toBe("/home?motivo=placa-invalida");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 429 to an address guessing hashes in bulk", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 101; i++)
      last = await scan(`NAOEXISTE${String.fromCharCode(65 + (i % 26))}`, { ip: "192.0.2.1" });
    expect(last!.status).toBe(429);
    // A browser scanned this: it gets a page in Portuguese, not JSON.
    expect(last!.headers.get("content-type")).toMatch(/^text\/html/);
    expect(last!.headers.get("cache-control")).toBe("no-store");
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await last!.text();
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain("Muitas tentativas");
  });

  it("continues after sign-up: the new account goes on to create the plaque's memorial", async () => {
    const scanned = await scan("PLACAVAZIA");
    const cookie = scanned.headers.get("set-cookie")!.split(";")[0]!;
    const request = new Request("http://localhost:3000/register", { headers: { cookie } });
    expect(pendingPlaqueHash(request)).toBe("PLACAVAZIA");
    const body = new URLSearchParams({
      name: "Joana Placa",
      email: "joana.placa@exemplo.com",
      cellphone: "11987654321",
      password: "segredo123",
      confirmPassword: "segredo123",
    });
    const post = new Request("http://localhost:3000/register", { method: "POST", headers: { cookie }, body });
    const registered = (await registerAction({
      request: post,
      params: {},
      context: testLoadContext(post, { ip: "198.51.100.7" }),
    } as unknown as Parameters<typeof registerAction>[0])) as Response;
    expect(registered.status).toBe(302);
    expect(registered.headers.get("location")).toBe(
      "/create-loved-one-profile?motivo=placa-para-vincular&aviso=cadastro",
    );
  });

  it("explains itself at /register and lets an existing account sign in and go on to the memorial", async () => {
    const scanned = await scan("PLACAVAZIA");
    const target = new URL(scanned.headers.get("location")!, "http://localhost:3000");
    expect(explanationFor(target)).toBe(EXPLANATIONS["placa-sem-memorial"]);
    expect(EXPLANATIONS["placa-sem-memorial"]).toMatch(/ainda não está vinculada a um memorial/);

    const request = new Request(target);
    const page = (await registerLoader({
      request,
      params: {},
      context: testLoadContext(request, { ip: "198.51.100.7" }),
    } as unknown as Parameters<typeof registerLoader>[0])) as { loginHref: string };
    const login = new URL(page.loginHref, "http://localhost:3000");
    expect(login.pathname).toBe("/login");
    expect(explanationFor(login)).toBe(EXPLANATIONS["placa-sem-memorial"]);
    const next = new URL(login.searchParams.get("redirectTo")!, "http://localhost:3000");
    expect(next.pathname).toBe("/create-loved-one-profile");
    expect(explanationFor(next)).toBe(EXPLANATIONS["placa-para-vincular"]);

    // Registration reached any other way signs in plainly.
    const plain = new Request("http://localhost:3000/register");
    const plainPage = (await registerLoader({
      request: plain,
      params: {},
      context: testLoadContext(plain, { ip: "198.51.100.7" }),
    } as unknown as Parameters<typeof registerLoader>[0])) as { loginHref: string };
    expect(plainPage.loginHref).toBe("/login");
  });
});
