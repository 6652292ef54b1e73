import { beforeEach, describe, expect, it } from "vitest";
import { createUser, DEFAULT_PASSWORD } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { MESSAGES } from "../accounts.schema";
import { readOutbox, resetTokenIn, signedInUser, useTempOutbox } from "../accounts.test-helpers";

const { db } = setupTestDatabase();
/** express.json refuses a JSON value that is not an object or an array. */
const NOT_JSON = "O corpo da requisição não é um JSON válido.";
const api = startTestApi();
let outbox: string;

beforeEach(async () => {
  outbox = await useTempOutbox();
});

const forgot = (json: unknown) => api.call("POST", "/api/auth/forgotPassword", { json });
const reset = (token: string, json: unknown) =>
  api.call("PUT", `/api/auth/resetPassword?token=${encodeURIComponent(token)}`, { json });

async function emailedToken(email: string): Promise<string> {
  expect((await forgot({ email })).status).toBe(200);
  return resetTokenIn((await readOutbox(outbox)).at(-1) ?? "")!;
}

describe("POST /api/auth/forgotPassword", () => {
  it("e-mails a reset link and says so", async () => {
    const user = await createUser(db());
    const res = await forgot({ email: user.email.toUpperCase() });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: MESSAGES.forgotSent } });
    const [message] = await readOutbox(outbox);
    expect(message).toContain(`To: ${user.email}`);
    expect(resetTokenIn(message!)).toMatch(/^[\w-]{43}$/);
  });

  it("answers an unknown e-mail with the spec's 404", async () => {
    const res = await forgot({ email: "ninguem@exemplo.com" });
    expect(res).toMatchObject({ status: 404, body: { success: false, message: MESSAGES.forgotUnknown } });
  });

  it.each([
    [{}, MESSAGES.forgotEmailRequired],
    [{ email: "" }, MESSAGES.forgotEmailRequired],
    [{ email: "não-é-email" }, MESSAGES.emailInvalid],
    [{ email: ["a@b.com"] }, MESSAGES.forgotEmailRequired],
    [[], MESSAGES.formInvalid],
  ])("refuses %j with 400", async (json, message) => {
    expect(await forgot(json)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it("answers 429 after 3 requests for one e-mail in an hour", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 3; i++) expect((await forgot({ email: user.email })).status).toBe(200);
    expect(await forgot({ email: user.email })).toMatchObject({ status: 429, body: { success: false } });
    expect(await readOutbox(outbox)).toHaveLength(3);
  });
});

describe("GET /api/auth/verifyToken", () => {
  it("gives the e-mail of a valid link, and 404 for an unknown, missing or used one", async () => {
    const user = await createUser(db());
    const token = await emailedToken(user.email);
    expect(await api.call("GET", `/api/auth/verifyToken?token=${token}`)).toMatchObject({
      status: 200,
      body: { success: true, email: user.email },
    });
    for (const query of ["?token=desconhecido", "", "?token=", `?token=${token}&token=${token}`]) {
      expect(await api.call("GET", `/api/auth/verifyToken${query}`)).toMatchObject({
        status: 404,
        body: { success: false, message: MESSAGES.resetLinkExpired },
      });
    }
    expect((await reset(token, { newPassword: "novasenha12", confirmPassword: "novasenha12" })).status).toBe(200);
    expect((await api.call("GET", `/api/auth/verifyToken?token=${token}`)).status).toBe(404);
  });
});

describe("PUT /api/auth/resetPassword", () => {
  it("sets the new password once, ending every session of the account", async () => {
    const { user, cookie } = await signedInUser(db());
    const token = await emailedToken(user.email);
    const body = { email: user.email, newPassword: "novasenha12", confirmPassword: "novasenha12" };
    expect(await reset(token, body)).toMatchObject({
      status: 200,
      body: { success: true, email: user.email, message: MESSAGES.resetSuccess },
    });
    expect((await api.call("GET", "/api/auth/checkAuth", { headers: { cookie } })).body).toEqual({ success: false });
    const login = (password: string) => api.call("POST", "/api/auth/login", { json: { email: user.email, password } });
    expect((await login(DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login("novasenha12")).status).toBe(200);
    expect(await reset(token, body)).toMatchObject({
      status: 404,
      body: { success: false, message: MESSAGES.resetLinkExpired },
    });
  });

  it.each([
    [{ newPassword: "curta", confirmPassword: "curta" }, MESSAGES.passwordShort],
    [{ newPassword: "novasenha12", confirmPassword: "outrasenha" }, MESSAGES.passwordsDiffer],
    [{ newPassword: 123456789, confirmPassword: 123456789 }, MESSAGES.passwordShort],
    ["texto", NOT_JSON],
  ])("refuses %j with 400 and keeps the link usable", async (json, message) => {
    const user = await createUser(db());
    const token = await emailedToken(user.email);
    expect(await reset(token, json)).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await api.call("GET", `/api/auth/verifyToken?token=${token}`)).status).toBe(200);
  });

  it("answers 404 without a valid token", async () => {
    const body = { newPassword: "novasenha12", confirmPassword: "novasenha12" };
    expect((await reset("desconhecido", body)).status).toBe(404);
    expect((await api.call("PUT", "/api/auth/resetPassword", { json: body })).status).toBe(404);
  });
});
