import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { createUser, DEFAULT_PASSWORD } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { MESSAGES } from "../accounts.schema";
import { sessionCookieOf, signedInUser } from "../accounts.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const login = (email: string, password = DEFAULT_PASSWORD, headers: Record<string, string> = {}) =>
  api.call("POST", "/api/auth/login", { json: { email, password }, headers });
const checkAuth = (cookie?: string) => api.call("GET", "/api/auth/checkAuth", { headers: cookie ? { cookie } : {} });
const countSessions = async () =>
  (await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from sessions`))[0]!.n;

describe("GET /api/auth/checkAuth", () => {
  it("answers success false (200) to an anonymous or unknown session", async () => {
    expect(await checkAuth()).toMatchObject({ status: 200, body: { success: false } });
    expect((await checkAuth("memorial_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).body).toEqual({
      success: false,
    });
  });

  it.each([
    ["regular", "regular"],
    ["partner", "partner"],
    ["admin", "admin"],
  ] as const)("names a signed-in %s user", async (type, userType) => {
    const { user, cookie } = await signedInUser(db(), { type, name: "Carlos Pereira" });
    expect((await checkAuth(cookie)).body).toEqual({
      success: true,
      userId: user.id,
      userName: "Carlos Pereira",
      userType,
    });
  });
});

describe("POST /api/auth/login", () => {
  it("starts a session behind an HttpOnly, SameSite=Lax cookie", async () => {
    const user = await createUser(db(), { email: "ana@exemplo.com", type: "partner" });
    const res = await login("  ANA@exemplo.com ");
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        userId: user.id,
        userName: user.name,
        userType: "partner",
        message: MESSAGES.loginSuccess,
      },
    });
    const [header] = res.headers.getSetCookie();
    expect(header).toMatch(/^memorial_session=[\w-]{43}; Path=\/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$/);
    expect((await checkAuth(sessionCookieOf(res.headers))).body).toMatchObject({ success: true, userId: user.id });
  });

  it("asks for the bot check, not a lockout, once an e-mail has failed from many addresses", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 12; i++) await login(user.email, "errada123", { "x-forwarded-for": `192.0.2.${i}` });
    const bare = await login(user.email);
    expect(bare).toMatchObject({
      status: 401,
      body: { success: false, message: MESSAGES.captchaRequired, fields: { captchaToken: MESSAGES.captchaRequired } },
    });
    const checked = await api.call("POST", "/api/auth/login", {
      json: { email: user.email, password: DEFAULT_PASSWORD, captchaToken: "sandbox:0.9" },
    });
    expect(checked).toMatchObject({ status: 200, body: { success: true, userId: user.id } });
  });

  it("uses the __Host- cookie with Secure over HTTPS", async () => {
    const user = await createUser(db());
    const res = await login(user.email, DEFAULT_PASSWORD, { "x-forwarded-proto": "https" });
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-memorial_session=[\w-]{43};.*; Secure$/);
    expect((await checkAuth(sessionCookieOf(res.headers))).body).toMatchObject({ success: true });
  });

  it("sets the cookie Secure whenever PUBLIC_URL is https, even when the hop to us was plain HTTP", async () => {
    const saved = config();
    setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR, PUBLIC_URL: "https://memorial.example" }));
    try {
      const user = await createUser(db());
      const res = await login(user.email);
      expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-memorial_session=[\w-]{43};.*; Secure$/);
      const out = await api.call("POST", "/api/auth/logout", { headers: { cookie: sessionCookieOf(res.headers)! } });
      expect(out.headers.getSetCookie().every((cookie) => cookie.endsWith("; Secure"))).toBe(true);
    } finally {
      setConfig(saved);
    }
  });

  it("gives a new session on every login and ends the one the browser already had", async () => {
    const user = await createUser(db());
    const first = sessionCookieOf((await login(user.email)).headers)!;
    const second = sessionCookieOf((await login(user.email, DEFAULT_PASSWORD, { cookie: first })).headers)!;
    expect(second).not.toBe(first);
    expect((await checkAuth(first)).body).toEqual({ success: false });
    expect((await checkAuth(second)).body).toMatchObject({ success: true });
    expect(await countSessions()).toBe(1);
  });

  it("activates an account a partner created, on its first login", async () => {
    const partner = await createUser(db(), { type: "partner" });
    const customer = await createUser(db(), { createdByUserId: partner.id, active: false });
    expect((await login(customer.email)).status).toBe(200);
    const [row] = await selectRows<{ active: boolean }>(db(), sql`select active from users where id = ${customer.id}`);
    expect(row?.active).toBe(true);
  });

  it.each([
    ["a wrong password", "ana@exemplo.com", "senhaerrada"],
    ["an unknown e-mail", "ninguem@exemplo.com", DEFAULT_PASSWORD],
  ])("refuses %s with 401 and the same message", async (_case, email, password) => {
    await createUser(db(), { email: "ana@exemplo.com" });
    const res = await login(email, password);
    expect(res).toMatchObject({ status: 401, body: { success: false, message: MESSAGES.loginFailed } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["no body", undefined, MESSAGES.formInvalid],
    ["an array", [1, 2], MESSAGES.formInvalid],
    ["no e-mail", { password: "x" }, MESSAGES.emailInvalid],
    ["a malformed e-mail", { email: "ana@", password: "x" }, MESSAGES.emailInvalid],
    ["a password of the wrong type", { email: "ana@exemplo.com", password: 12345678 }, MESSAGES.loginFailed],
  ])("refuses %s with 400", async (_case, json, message) => {
    const res = await api.call("POST", "/api/auth/login", { json });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it("refuses a body that is not JSON with 400", async () => {
    expect((await api.call("POST", "/api/auth/login", { raw: "email=a" })).status).toBe(400);
    const text = await api.call("POST", "/api/auth/login", { raw: "x", headers: { "content-type": "text/plain" } });
    expect(text).toMatchObject({ status: 400, body: { success: false, message: MESSAGES.formInvalid } });
  });

  it("answers 429 after 20 failures from one address, even with the right password", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 20; i++) expect((await login(`x${i}@exemplo.com`, "errada123")).status).toBe(401);
    const refused = await login(user.email);
    expect(refused).toMatchObject({ status: 429, body: { success: false } });
    // Retry-After says when the 15-minute window closes.
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });
});

describe("POST /api/auth/logout", () => {
  it("deletes the session and expires the cookie", async () => {
    const { cookie } = await signedInUser(db());
    const res = await api.call("POST", "/api/auth/logout", { headers: { cookie } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(res.headers.getSetCookie().join("\n")).toMatch(/^memorial_session=; Path=\/; Expires=Thu, 01 Jan 1970/m);
    expect(await countSessions()).toBe(0);
    expect((await checkAuth(cookie)).body).toEqual({ success: false });
  });

  it("is harmless when anonymous, and refused from another site", async () => {
    expect((await api.call("POST", "/api/auth/logout")).status).toBe(200);
    const { cookie } = await signedInUser(db());
    const res = await api.call("POST", "/api/auth/logout", { headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await countSessions()).toBe(1);
  });
});

describe("GET /api/auth/verifyFirstAccess/{userId} and PUT /api/auth/activeUser/{userId}", () => {
  it("tells and changes the user's own first-access state", async () => {
    const partner = await createUser(db());
    const { user, cookie } = await signedInUser(db(), { createdByUserId: partner.id, active: false });
    const before = await api.call("GET", `/api/auth/verifyFirstAccess/${user.id}`, { headers: { cookie } });
    expect(before).toMatchObject({ status: 200, body: { success: true, created_by_user: true, active: false } });
    const put = await api.call("PUT", `/api/auth/activeUser/${user.id}`, { headers: { cookie } });
    expect(put).toMatchObject({ status: 200, body: { success: true } });
    const after = await api.call("GET", `/api/auth/verifyFirstAccess/${user.id}`, { headers: { cookie } });
    expect(after.body).toMatchObject({ created_by_user: true, active: true });
  });

  it("lets an admin act on any account", async () => {
    const target = await createUser(db(), { active: false });
    const { cookie } = await signedInUser(db(), { type: "admin" });
    expect((await api.call("PUT", `/api/auth/activeUser/${target.id}`, { headers: { cookie } })).status).toBe(200);
    const res = await api.call("GET", `/api/auth/verifyFirstAccess/${target.id}`, { headers: { cookie } });
    expect(res.body).toMatchObject({ created_by_user: false, active: true });
    const unknown = await api.call("PUT", `/api/auth/activeUser/${UNKNOWN_ID}`, { headers: { cookie } });
    expect(unknown).toMatchObject({ status: 404, body: { message: MESSAGES.userNotFound } });
  });

  it.each(["GET", "PUT"])("%s refuses anonymous (401), another user (403) and a malformed id (400)", async (method) => {
    const path = method === "GET" ? "/api/auth/verifyFirstAccess" : "/api/auth/activeUser";
    const other = await createUser(db(), { active: false });
    const { cookie } = await signedInUser(db());
    expect((await api.call(method, `${path}/${other.id}`)).status).toBe(401);
    expect(await api.call(method, `${path}/${other.id}`, { headers: { cookie } })).toMatchObject({
      status: 403,
      body: { success: false },
    });
    expect((await api.call(method, `${path}/not-a-uuid`, { headers: { cookie } })).status).toBe(400);
    expect(
      (await api.call(method, `${path}/${encodeURIComponent("1' or '1'='1")}`, { headers: { cookie } })).status,
    ).toBe(400);
    const [row] = await selectRows<{ active: boolean }>(db(), sql`select active from users where id = ${other.id}`);
    expect(row?.active).toBe(false);
  });
});

describe("GET /api/auth/getUserByEmail", () => {
  it("finds an account for an admin", async () => {
    const target = await createUser(db(), { email: "cliente@exemplo.com", name: "Paulo Lima" });
    for (const type of ["admin"] as const) {
      const { cookie } = await signedInUser(db(), { type });
      const res = await api.call("GET", "/api/auth/getUserByEmail?email=Cliente%40exemplo.com", {
        headers: { cookie },
      });
      expect(res).toMatchObject({
        status: 200,
        body: { success: true, id: target.id, name: "Paulo Lima", email: "cliente@exemplo.com" },
      });
    }
  });

  it("refuses anonymous (401), regular users and partners (403): a partner account is unvetted (issue 20)", async () => {
    await createUser(db(), { email: "cliente@exemplo.com" });
    expect((await api.call("GET", "/api/auth/getUserByEmail?email=cliente%40exemplo.com")).status).toBe(401);
    for (const type of ["regular", "partner"] as const) {
      const { cookie } = await signedInUser(db(), { type });
      const res = await api.call("GET", "/api/auth/getUserByEmail?email=cliente%40exemplo.com", {
        headers: { cookie },
      });
      expect(res, type).toMatchObject({ status: 403, body: { success: false } });
    }
  });

  it.each(["?email=ninguem%40exemplo.com", "", "?email=", "?email=a&email=b", "?email[x]=1"])(
    "answers 404 to %j",
    async (query) => {
      const { cookie } = await signedInUser(db(), { type: "admin" });
      const res = await api.call("GET", `/api/auth/getUserByEmail${query}`, { headers: { cookie } });
      expect(res).toMatchObject({ status: 404, body: { success: false, message: MESSAGES.userNotFound } });
    },
  );
});
