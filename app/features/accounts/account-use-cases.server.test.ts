import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { users } from "~/db/schema";
import { errorAnswer, TooManyRequestsError, ValidationError } from "~/shared/http/errors";
import { formRefusal } from "~/shared/http/forms.server";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { testContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { register, signIn, signOut, updateAccount } from "./account-use-cases.server";
import { MESSAGES } from "./accounts.schema";
import { signedInUser } from "./accounts.test-helpers";

const { db } = setupTestDatabase();

const page = (cookie?: string) =>
  testContext(new Request("http://localhost:3000/", { headers: cookie ? { cookie } : {} }), {
    ip: "198.51.100.30",
    userAgent: "Teste/1.0",
  });
const sessionsOf = async (userId: string) =>
  selectRows<{ ip: string; user_agent: string }>(
    db(),
    sql`select ip, user_agent from sessions where user_id = ${userId}`,
  );

describe("signIn", () => {
  it("opens a new session from the context's address and agent, ending the one the browser had", async () => {
    const { user, cookie } = await signedInUser(db());
    const signedIn = await signIn(page(cookie), { email: user.email, password: DEFAULT_PASSWORD });
    expect(signedIn.user).toMatchObject({ id: user.id, type: "regular" });
    expect(signedIn.setCookie).toMatch(/^memorial_session=[\w-]{43}; Path=\/; .*HttpOnly; SameSite=Lax$/);
    expect(await sessionsOf(user.id)).toEqual([{ ip: "198.51.100.30", user_agent: "Teste/1.0" }]);
  });

  it("refuses a wrong password with the pt-BR message, and no session", async () => {
    const user = await createUser(db());
    const error = await signIn(page(), { email: user.email, password: "errada123" }).catch((e: unknown) => e);
    expect(errorAnswer(error)).toMatchObject({ status: 401, message: MESSAGES.loginFailed });
    expect(await sessionsOf(user.id)).toEqual([]);
  });
});

describe("register and signOut", () => {
  it("create the account signed in, then end that session and clear both cookie names", async () => {
    const { user, setCookie } = await register(page(), {
      name: "Clara Nova",
      email: "clara.nova@exemplo.com",
      cellphone: "11987654321",
      password: "senha1234",
      confirmPassword: "senha1234",
    });
    expect(user.type).toBe("regular");
    const cookie = setCookie.split(";")[0]!;
    expect((await page(cookie).actor())?.id).toBe(user.id);
    const cleared = await signOut(page(cookie));
    expect(cleared).toHaveLength(2);
    expect(await page(cookie).actor()).toBeNull();
  });
});

describe("updateAccount", () => {
  it("names the field it refuses, so a form puts the message beside it without comparing text", async () => {
    const { user, cookie } = await signedInUser(db());
    const input = { name: "Ana Nova", cellphone: "11987654321", email: "ana.trocada@exemplo.com", password: "" };
    const missing = await updateAccount(page(cookie), user.id, input).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ValidationError);
    expect(errorAnswer(missing)).toMatchObject({
      message: MESSAGES.currentPasswordRequired,
      fields: { currentPassword: MESSAGES.currentPasswordRequired },
    });
    const wrong = await updateAccount(page(cookie), user.id, { ...input, currentPassword: "errada123" }).catch(
      (e: unknown) => e,
    );
    const form = new FormData();
    form.set("email", input.email);
    form.set("currentPassword", "errada123");
    const answer = formRefusal(form, wrong, { saved: false as const });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      saved: false,
      values: { email: input.email },
      errors: { currentPassword: MESSAGES.currentPasswordWrong },
      formError: MESSAGES.currentPasswordWrong,
    });
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it("acts for the context's user only", async () => {
    const { cookie } = await signedInUser(db());
    const other = await createUser(db());
    const input = { name: "X", cellphone: "11987654321", email: other.email, password: "" };
    expect(errorAnswer(await updateAccount(page(cookie), other.id, input).catch((e: unknown) => e))?.status).toBe(403);
    expect(errorAnswer(await updateAccount(page(), other.id, input).catch((e: unknown) => e))?.status).toBe(401);
  });
});

describe("the answer to a typed error", () => {
  it("is the same status, message and Retry-After on both edges; anything else is not answered", () => {
    expect(errorAnswer(new TooManyRequestsError(undefined, 42))).toEqual({
      status: 429,
      message: "Muitas tentativas. Aguarde um pouco e tente novamente.",
      fields: {},
      headers: { "Retry-After": "42" },
    });
    expect(errorAnswer(new Error("boom"))).toBeUndefined();
    expect(() => formRefusal(new FormData(), new Error("boom"))).toThrow("boom");
  });
});
