import { describe, expect, it } from "vitest";
import {
  CaptchaRequiredError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from "~/shared/http/errors";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { MESSAGES, registerSchema, updateUserSchema } from "./accounts.schema";
import {
  activateOnFirstLogin,
  authenticate,
  LOGIN_CAPTCHA_AFTER,
  getUser,
  getUserByEmail,
  registerUser,
  updateUser,
  verifyFirstAccess,
} from "./accounts.server";
import { createSession, sessionUser } from "./sessions.server";

const { db } = setupTestDatabase();

const registration = (email: string) =>
  registerSchema.parse({
    name: "Ana Souza",
    email,
    cellphone: "(11) 98765-4321",
    password: "senha12345",
    confirmPassword: "senha12345",
  });

async function actorFor(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db(), overrides);
  const { token } = await createSession(user.id, {});
  return { user, token, actor: (await sessionUser(token))! };
}

describe("registerUser", () => {
  it("creates a regular account whose password verifies", async () => {
    const { id, name } = await registerUser(registration("Ana@Exemplo.com"));
    expect(name).toBe("Ana Souza");
    const user = await authenticate({ email: "ana@exemplo.com", password: "senha12345" }, {});
    expect(user).toEqual({ id, name, type: "regular", createdByUserId: null, active: true });
  });

  it("refuses an e-mail already taken, in any case, even when two arrive at once", async () => {
    await createUser(db(), { email: "Ana@Exemplo.com" });
    await expect(registerUser(registration("ana@exemplo.com"))).rejects.toThrow(MESSAGES.emailTaken);
    const results = await Promise.allSettled([
      registerUser(registration("joao@exemplo.com")),
      registerUser(registration("joao@exemplo.com")),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConflictError);
  });
});

describe("authenticate", () => {
  it("gives the same error for an unknown e-mail and a wrong password", async () => {
    const user = await createUser(db());
    const unknown = await authenticate({ email: "nao@existe.com", password: "x" }, {}).catch((e: unknown) => e);
    const wrong = await authenticate({ email: user.email, password: "errada123" }, {}).catch((e: unknown) => e);
    for (const error of [unknown, wrong]) {
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect((error as Error).message).toBe(MESSAGES.loginFailed);
    }
  });

  it("never locks the owner out: after 5 failures for an e-mail, the right password needs the bot check", async () => {
    const user = await createUser(db());
    // An attacker guesses from many addresses, as many times as they like.
    for (let i = 0; i < 40; i++) {
      const guess = authenticate({ email: user.email, password: "errada" }, { ip: `192.0.2.${i}` });
      await expect(guess).rejects.toBeInstanceOf(
        i < LOGIN_CAPTCHA_AFTER.limit ? UnauthorizedError : CaptchaRequiredError,
      );
    }
    const owner = (captchaToken?: string) =>
      authenticate({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD, captchaToken }, { ip: "192.0.2.99" });
    // Without a passing bot check the password is not even looked at...
    for (const token of [undefined, "", "sandbox:0.1", "sandbox:0.4", "forjado"]) {
      const refused = await owner(token).catch((e: unknown) => e);
      expect(refused, String(token)).toBeInstanceOf(CaptchaRequiredError);
      expect(refused).toMatchObject({ status: 401, message: MESSAGES.captchaRequired });
    }
    // ...with one, the owner signs in, and a wrong password still fails as usual.
    expect((await owner("sandbox:0.9")).id).toBe(user.id);
    await expect(
      authenticate({ email: user.email, password: "errada", captchaToken: "sandbox:0.9" }, { ip: "192.0.2.98" }),
    ).rejects.toThrow(MESSAGES.loginFailed);
  });

  it("asks for no bot check before the 5th failure, nor for another e-mail", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER.limit - 1; i++) {
      await expect(authenticate({ email: user.email, password: "errada" }, { ip: `192.0.2.${i}` })).rejects.toThrow(
        MESSAGES.loginFailed,
      );
    }
    expect((await authenticate({ email: user.email, password: DEFAULT_PASSWORD }, { ip: "192.0.2.50" })).id).toBe(
      user.id,
    );
    for (let i = 0; i < 10; i++) {
      await authenticate({ email: user.email, password: "errada" }, { ip: `192.0.2.${i}` }).catch(() => undefined);
    }
    expect((await authenticate({ email: other.email, password: DEFAULT_PASSWORD }, { ip: "192.0.2.50" })).id).toBe(
      other.id,
    );
  });

  it("locks an IP after 20 failures in 15 minutes", async () => {
    for (let i = 0; i < 20; i++) {
      await expect(authenticate({ email: `x${i}@exemplo.com`, password: "x" }, { ip: "192.0.2.1" })).rejects.toThrow(
        UnauthorizedError,
      );
    }
    const user = await createUser(db());
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, { ip: "192.0.2.1" })).rejects.toThrow(
      TooManyRequestsError,
    );
    expect((await authenticate({ email: user.email, password: DEFAULT_PASSWORD }, { ip: "192.0.2.2" })).id).toBe(
      user.id,
    );
  });

  it("does not count successful logins toward the limits", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 25; i++) {
      expect((await authenticate({ email: user.email, password: DEFAULT_PASSWORD }, { ip: "::1" })).id).toBe(user.id);
    }
  });
});

describe("activateOnFirstLogin", () => {
  it("activates only an inactive account created by another user", async () => {
    const partner = await createUser(db(), { type: "partner" });
    const customer = await createUser(db(), { createdByUserId: partner.id, active: false });
    const loner = await createUser(db(), { active: false });
    await activateOnFirstLogin(customer.id);
    await activateOnFirstLogin(loner.id);
    const admin = (await actorFor({ type: "admin" })).actor;
    expect(await verifyFirstAccess(admin, customer.id)).toEqual({ created_by_user: true, active: true });
    expect(await verifyFirstAccess(admin, loner.id)).toEqual({ created_by_user: false, active: false });
  });
});

describe("account access", () => {
  it("lets a user read only their own account, an admin any", async () => {
    const { actor, user } = await actorFor({ cellphone: "11987654321" });
    const other = await createUser(db());
    expect(await getUser(actor, user.id)).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      cellphone: "(11) 98765-4321",
    });
    await expect(getUser(actor, other.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getUser(null, user.id)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getUser(actor, "123")).rejects.toThrow(MESSAGES.userNotFound);
    const admin = (await actorFor({ type: "admin" })).actor;
    expect((await getUser(admin, other.id)).cellphone).toBe("");
  });

  it("lets only admins look users up by e-mail (a partner account is created at once, unvetted)", async () => {
    const target = await createUser(db(), { email: "cliente@exemplo.com" });
    const admin = (await actorFor({ type: "admin" })).actor;
    const partner = (await actorFor({ type: "partner" })).actor;
    const regular = (await actorFor()).actor;
    expect(await getUserByEmail(admin, "CLIENTE@exemplo.com")).toEqual({
      id: target.id,
      name: target.name,
      email: "cliente@exemplo.com",
    });
    await expect(getUserByEmail(partner, "cliente@exemplo.com")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getUserByEmail(regular, "cliente@exemplo.com")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getUserByEmail(admin, "outro@exemplo.com")).rejects.toThrow(MESSAGES.userNotFound);
  });
});

describe("updateUser", () => {
  const changes = (values: Record<string, string>) =>
    updateUserSchema.parse({ name: "Novo Nome", cellphone: "21912345678", ...values });

  it("changes the password only with the current one, and signs out the other devices", async () => {
    const { actor, user, token } = await actorFor();
    const elsewhere = await createSession(user.id, {});
    const input = { email: user.email, password: "novasenha123" };
    await expect(updateUser(actor, user.id, changes(input))).rejects.toThrow(MESSAGES.currentPasswordRequired);
    await expect(updateUser(actor, user.id, changes({ ...input, currentPassword: "errada12" }))).rejects.toThrow(
      MESSAGES.currentPasswordWrong,
    );
    const updated = await updateUser(actor, user.id, changes({ ...input, currentPassword: DEFAULT_PASSWORD }));
    expect(updated).toEqual({ id: user.id, name: "Novo Nome", email: user.email, cellphone: "(21) 91234-5678" });
    expect(await sessionUser(token)).not.toBeNull();
    expect(await sessionUser(elsewhere.token)).toBeNull();
    expect((await authenticate({ email: user.email, password: "novasenha123" }, {})).id).toBe(user.id);
  });

  it("needs no current password for name and phone, nor from an admin on another account", async () => {
    const { actor, user } = await actorFor();
    expect((await updateUser(actor, user.id, changes({ email: user.email }))).name).toBe("Novo Nome");
    const admin = (await actorFor({ type: "admin" })).actor;
    const moved = await updateUser(admin, user.id, changes({ email: "novo@exemplo.com", password: "trocada123" }));
    expect(moved.email).toBe("novo@exemplo.com");
  });

  it("refuses an e-mail another account has", async () => {
    await createUser(db(), { email: "ocupado@exemplo.com" });
    const { actor, user } = await actorFor();
    await expect(
      updateUser(actor, user.id, changes({ email: "Ocupado@exemplo.com", currentPassword: DEFAULT_PASSWORD })),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
