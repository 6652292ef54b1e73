import { MALFORMED_ID_MESSAGE } from "~/shared/http/api-contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { createUser, DEFAULT_PASSWORD } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { MESSAGES } from "../accounts.schema";
import { sessionCookieOf, signedInUser } from "../accounts.test-helpers";
import { createSession } from "../sessions.server";

const { db } = setupTestDatabase();
/** express.json refuses a JSON value that is not an object or an array. */
const NOT_JSON = "O corpo da requisição não é um JSON válido.";
const api = startTestApi();

const registration = {
  name: "  Luíza Carvalho ",
  email: "Luiza@Exemplo.com.br",
  cellphone: "(31) 99876-5432",
  password: "senha12345",
  confirmPassword: "senha12345",
};
const partnerRegistration = {
  name: "Funerária Paz Eterna",
  email: "contato@pazeterna.com.br",
  document: "11.222.333/0001-81",
  cellphone: "31998765432",
  password: "senha12345",
  confirmPassword: "senha12345",
};
const userRow = async (id: string) =>
  (
    await selectRows<{ email: string; cellphone: string; type: string; document: string | null }>(
      db(),
      sql`select email, cellphone, type, document from users where id = ${id}`,
    )
  )[0];

describe("POST /api/user/registerUser", () => {
  it("creates the account, answers 201 and signs the user in", async () => {
    const res = await api.call<{ userId: string }>("POST", "/api/user/registerUser", { json: registration });
    expect(res).toMatchObject({
      status: 201,
      body: { success: true, userName: "Luíza Carvalho", message: MESSAGES.registerSuccess },
    });
    expect(await userRow(res.body.userId)).toEqual({
      email: "luiza@exemplo.com.br",
      cellphone: "31998765432",
      type: "regular",
      document: null,
    });
    const check = await api.call("GET", "/api/auth/checkAuth", { headers: { cookie: sessionCookieOf(res.headers)! } });
    expect(check.body).toMatchObject({ success: true, userId: res.body.userId, userType: "regular" });
  });

  it("refuses an e-mail already registered, in any case, with 409", async () => {
    await createUser(db(), { email: "luiza@exemplo.com.br" });
    const res = await api.call("POST", "/api/user/registerUser", { json: registration });
    expect(res).toMatchObject({ status: 409, body: { success: false, message: MESSAGES.emailTaken } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ ...registration, name: " " }, MESSAGES.nameRequired],
    [{ ...registration, email: "luiza" }, MESSAGES.emailInvalid],
    [{ ...registration, cellphone: "" }, MESSAGES.phoneRequired],
    [{ ...registration, cellphone: "3199876" }, MESSAGES.phoneLength],
    [{ ...registration, password: "curta", confirmPassword: "curta" }, MESSAGES.passwordShort],
    [{ ...registration, confirmPassword: "outra12345" }, MESSAGES.passwordsDiffer],
    [{ ...registration, password: 12345678 }, MESSAGES.passwordShort],
    [[registration], MESSAGES.formInvalid],
    [null, NOT_JSON],
  ])("refuses %j with 400 and the spec's message", async (json, message) => {
    const res = await api.call("POST", "/api/user/registerUser", { json });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    const [count] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from users`);
    expect(count?.n).toBe(0);
  });
});

describe("POST /api/user/registerPartner", () => {
  it("creates a partner account with its CNPJ digits and signs it in", async () => {
    const res = await api.call<{ userId: string }>("POST", "/api/user/registerPartner", { json: partnerRegistration });
    expect(res).toMatchObject({ status: 201, body: { success: true, message: MESSAGES.registerSuccess } });
    expect(await userRow(res.body.userId)).toMatchObject({ type: "partner", document: "11222333000181" });
    const check = await api.call("GET", "/api/auth/checkAuth", { headers: { cookie: sessionCookieOf(res.headers)! } });
    expect(check.body).toMatchObject({ success: true, userType: "partner" });
  });

  it("refuses a taken e-mail (409) and an invalid CNPJ (400)", async () => {
    await createUser(db(), { email: "CONTATO@pazeterna.com.br" });
    expect((await api.call("POST", "/api/user/registerPartner", { json: partnerRegistration })).status).toBe(409);
    const res = await api.call("POST", "/api/user/registerPartner", {
      json: { ...partnerRegistration, email: "outro@pazeterna.com.br", document: "11.222.333/0001-82" },
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, message: MESSAGES.cnpjInvalid } });
  });
});

describe("GET /api/user/getUser/{id}", () => {
  it("gives the signed-in user's own account with the phone formatted", async () => {
    const { user, cookie } = await signedInUser(db(), { cellphone: "11987654321" });
    const res = await api.call("GET", `/api/user/getUser/${user.id}`, { headers: { cookie } });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, id: user.id, name: user.name, email: user.email, cellphone: "(11) 98765-4321" },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it("refuses anonymous (401), another user's id (403), a malformed id (400) and an unknown id (404)", async () => {
    const other = await createUser(db());
    const { cookie } = await signedInUser(db());
    expect((await api.call("GET", `/api/user/getUser/${other.id}`)).status).toBe(401);
    expect((await api.call("GET", `/api/user/getUser/${other.id}`, { headers: { cookie } })).status).toBe(403);
    const malformed = await api.call("GET", "/api/user/getUser/42", { headers: { cookie } });
    expect(malformed).toMatchObject({ status: 400, body: { success: false, message: MALFORMED_ID_MESSAGE } });
    const admin = await signedInUser(db(), { type: "admin" });
    const headers = { cookie: admin.cookie };
    expect((await api.call("GET", `/api/user/getUser/${other.id}`, { headers })).status).toBe(200);
    const unknown = await api.call("GET", "/api/user/getUser/00000000-0000-4000-8000-000000000000", { headers });
    expect(unknown.status).toBe(404);
  });
});

describe("PUT /api/user/updateUser/{id}", () => {
  const settings = (email: string, extra: Record<string, unknown> = {}) => ({
    name: "Ana Nova",
    email,
    cellphone: "(21) 91234-5678",
    ...extra,
  });

  it("saves name and phone without the current password", async () => {
    const { user, cookie } = await signedInUser(db());
    const res = await api.call("PUT", `/api/user/updateUser/${user.id}`, {
      json: settings(user.email),
      headers: { cookie },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: MESSAGES.userUpdated, name: "Ana Nova", cellphone: "(21) 91234-5678" },
    });
  });

  it("changes the password with the current one and signs out the other devices only", async () => {
    const { user, cookie } = await signedInUser(db());
    const other = await createSession(user.id, {});
    const call = (extra: Record<string, unknown>) =>
      api.call("PUT", `/api/user/updateUser/${user.id}`, {
        json: settings(user.email, { password: "novasenha1", ...extra }),
        headers: { cookie },
      });
    expect(await call({})).toMatchObject({ status: 400, body: { message: MESSAGES.currentPasswordRequired } });
    expect(await call({ currentPassword: "errada123" })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.currentPasswordWrong },
    });
    expect((await call({ currentPassword: DEFAULT_PASSWORD })).status).toBe(200);
    const check = (c: string) => api.call("GET", "/api/auth/checkAuth", { headers: { cookie: c } });
    expect((await check(cookie)).body).toMatchObject({ success: true });
    expect((await check(`memorial_session=${other.token}`)).body).toEqual({ success: false });
    const login = await api.call("POST", "/api/auth/login", { json: { email: user.email, password: "novasenha1" } });
    expect(login.status).toBe(200);
  });

  it("refuses an e-mail of another account with 409", async () => {
    await createUser(db(), { email: "ocupado@exemplo.com" });
    const { user, cookie } = await signedInUser(db());
    const res = await api.call("PUT", `/api/user/updateUser/${user.id}`, {
      json: settings("ocupado@exemplo.com", { currentPassword: DEFAULT_PASSWORD }),
      headers: { cookie },
    });
    expect(res).toMatchObject({ status: 409, body: { success: false, message: MESSAGES.emailTaken } });
  });

  it.each([
    [{ name: "", email: "a@b.com", cellphone: "21912345678" }, MESSAGES.settingsNameRequired],
    [{ name: "Ana", email: "", cellphone: "21912345678" }, MESSAGES.settingsEmailRequired],
    [{ name: "Ana", email: "a@", cellphone: "21912345678" }, MESSAGES.settingsEmailInvalid],
    [{ name: "Ana", email: "a@b.com", cellphone: "" }, MESSAGES.settingsPhoneRequired],
    [{ name: "Ana", email: "a@b.com", cellphone: "21912345678", password: "curta" }, MESSAGES.settingsNewPasswordShort],
    ["texto", NOT_JSON],
  ])("refuses %j with 400", async (json, message) => {
    const { user, cookie } = await signedInUser(db());
    const res = await api.call("PUT", `/api/user/updateUser/${user.id}`, { json, headers: { cookie } });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it("refuses anonymous (401), another user's id (403) and a malformed id (400), changing nothing", async () => {
    const other = await createUser(db());
    const { cookie } = await signedInUser(db());
    const json = settings("tomado@exemplo.com");
    expect((await api.call("PUT", `/api/user/updateUser/${other.id}`, { json })).status).toBe(401);
    expect((await api.call("PUT", `/api/user/updateUser/${other.id}`, { json, headers: { cookie } })).status).toBe(403);
    expect((await api.call("PUT", "/api/user/updateUser/abc", { json, headers: { cookie } })).status).toBe(400);
    expect((await userRow(other.id))?.email).toBe(other.email);
  });

  it("lets an admin change another account without its password", async () => {
    const other = await createUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const res = await api.call("PUT", `/api/user/updateUser/${other.id}`, {
      json: settings("novo@exemplo.com", { password: "trocada123" }),
      headers: { cookie: admin.cookie },
    });
    expect(res).toMatchObject({ status: 200, body: { email: "novo@exemplo.com" } });
  });
});
