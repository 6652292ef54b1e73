import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { NotFoundError, TooManyRequestsError } from "~/shared/http/errors";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { MESSAGES, type ResetPasswordInput, updateUserSchema } from "./accounts.schema";
import { authenticate, updateUser } from "./accounts.server";
import { readOutbox, resetTokenIn, useTempOutbox } from "./accounts.test-helpers";
import { requestPasswordReset, resetLink, resetPassword, verifyResetToken } from "./password-reset.server";
import { createSession, sessionUser } from "./sessions.server";

const { db } = setupTestDatabase();
let outbox: string;

beforeEach(async () => {
  outbox = await useTempOutbox();
});

const newPassword = (password: string) =>
  ({ newPassword: password, confirmPassword: password }) as unknown as ResetPasswordInput;

/** Asks for a reset link and returns the token read from the e-mail. */
async function linkToken(email: string): Promise<string> {
  await requestPasswordReset({ ip: "198.51.100.1" }, email);
  const messages = await readOutbox(outbox);
  const token = resetTokenIn(messages.at(-1) ?? "");
  if (!token) throw new Error("no reset link in the outbox");
  return token;
}

describe("requestPasswordReset", () => {
  it("greets a partner by its company's name, not by the name's first word", async () => {
    await createUser(db(), { type: "partner", name: "Funerária Paz Eterna Ltda", email: "paz@exemplo.com.br" });
    await requestPasswordReset({ ip: "198.51.100.1" }, "paz@exemplo.com.br");
    const [message] = await readOutbox(outbox);
    expect(message).toContain("Olá, Funerária Paz Eterna!");
  });

  it("e-mails a pt-BR message whose link carries a token stored only as its SHA-256", async () => {
    const user = await createUser(db(), { name: "Beatriz Almeida", email: "beatriz@exemplo.com.br" });
    await requestPasswordReset({ ip: "198.51.100.1" }, "  Beatriz@Exemplo.com.br ");
    const [message, ...others] = await readOutbox(outbox);
    expect(others).toHaveLength(0);
    expect(message).toMatch(/^To: beatriz@exemplo\.com\.br$/m);
    expect(message).toContain("Olá, Beatriz!");
    expect(message).toContain("Redefinir minha senha");
    const token = resetTokenIn(message!)!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(message).toContain(`http://localhost:3000/resetPassword?token=${token}`);
    expect(message).toContain(`href="http://localhost:3000/resetPassword?token=${token}"`);

    const rows = await selectRows<{ token_hash: string; user_id: string; ttl_minutes: number }>(
      db(),
      sql`select token_hash, user_id, round(extract(epoch from expires_at - now()) / 60)::int as ttl_minutes
          from password_reset_tokens`,
    );
    expect(rows).toEqual([
      { token_hash: createHash("sha256").update(token).digest("hex"), user_id: user.id, ttl_minutes: 60 },
    ]);
  });

  it("answers an unknown e-mail with the spec's 404 and sends nothing", async () => {
    const error = await requestPasswordReset({}, "ninguem@exemplo.com").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(MESSAGES.forgotUnknown);
    expect(await readOutbox(outbox)).toHaveLength(0);
  });

  it("allows 3 requests per e-mail an hour", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 3; i++) await requestPasswordReset({}, user.email);
    await expect(requestPasswordReset({}, user.email)).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(await readOutbox(outbox)).toHaveLength(3);
  });

  it("allows 10 requests per IP an hour, whatever the e-mails", async () => {
    for (let i = 0; i < 10; i++) {
      await expect(requestPasswordReset({ ip: "192.0.2.9" }, `x${i}@exemplo.com`)).rejects.toBeInstanceOf(
        NotFoundError,
      );
    }
    await expect(requestPasswordReset({ ip: "192.0.2.9" }, "y@exemplo.com")).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(requestPasswordReset({ ip: "192.0.2.10" }, "y@exemplo.com")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("verifyResetToken", () => {
  it("links to PUBLIC_URL, or without it to this machine's own port, never to the request's Host", () => {
    const saved = config();
    try {
      setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR, PUBLIC_URL: "https://memorial.example/" }));
      expect(resetLink("abc")).toBe("https://memorial.example/resetPassword?token=abc");
      setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR, PORT: "3430" }));
      expect(resetLink("a b")).toBe("http://localhost:3430/resetPassword?token=a%20b");
    } finally {
      setConfig(saved);
    }
  });

  it("finds the account of a fresh link", async () => {
    const user = await createUser(db());
    expect(await verifyResetToken(await linkToken(user.email))).toEqual({ email: user.email });
  });

  it.each([undefined, "", "desconhecido", "x".repeat(1000)])("is null for %j", async (token) => {
    expect(await verifyResetToken(token)).toBeNull();
  });

  it("is null once the hour has passed", async () => {
    const user = await createUser(db());
    const token = await linkToken(user.email);
    await db().execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    expect(await verifyResetToken(token)).toBeNull();
    await expect(resetPassword(token, newPassword("outrasenha1"))).rejects.toThrow(MESSAGES.resetLinkExpired);
  });
});

describe("resetPassword", () => {
  it("sets the new password, spends the link and ends every session", async () => {
    const user = await createUser(db());
    const sessions = [await createSession(user.id, {}), await createSession(user.id, {})];
    const token = await linkToken(user.email);

    expect(await resetPassword(token, newPassword("novasenha123"))).toEqual({ email: user.email });

    for (const { token: sessionToken } of sessions) expect(await sessionUser(sessionToken)).toBeNull();
    await expect(authenticate({ email: user.email, password: DEFAULT_PASSWORD }, {})).rejects.toThrow(
      MESSAGES.loginFailed,
    );
    expect((await authenticate({ email: user.email, password: "novasenha123" }, {})).id).toBe(user.id);
    expect(await verifyResetToken(token)).toBeNull();
    const error = await resetPassword(token, newPassword("terceira123")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(MESSAGES.resetLinkExpired);
  });

  it("lets only one of two simultaneous resets with the same link through", async () => {
    const user = await createUser(db());
    const token = await linkToken(user.email);
    const results = await Promise.allSettled([
      resetPassword(token, newPassword("primeira123")),
      resetPassword(token, newPassword("segunda1234")),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses a missing or unknown token", async () => {
    await expect(resetPassword(undefined, newPassword("novasenha123"))).rejects.toBeInstanceOf(NotFoundError);
    await expect(resetPassword("desconhecido", newPassword("novasenha123"))).rejects.toBeInstanceOf(NotFoundError);
  });

  it("revokes every other link of the account once one of them set the password", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const first = await linkToken(user.email);
    const second = await linkToken(user.email);
    const someoneElses = await linkToken(other.email);

    await resetPassword(second, newPassword("novasenha123"));

    expect(await verifyResetToken(first)).toBeNull();
    await expect(resetPassword(first, newPassword("atacante123"))).rejects.toThrow(MESSAGES.resetLinkExpired);
    expect((await authenticate({ email: user.email, password: "novasenha123" }, {})).id).toBe(user.id);
    expect(await verifyResetToken(someoneElses)).toEqual({ email: other.email });
  });
});

describe("changing the password or the e-mail in the account", () => {
  const changes = (values: Record<string, string>) =>
    updateUserSchema.parse({ name: "Ana Souza", cellphone: "21912345678", ...values });

  async function signedIn() {
    const user = await createUser(db());
    const { token } = await createSession(user.id, {});
    return { user, actor: (await sessionUser(token))! };
  }

  it("revokes the reset links already mailed when the password changes", async () => {
    const { user, actor } = await signedIn();
    const token = await linkToken(user.email);
    await updateUser(
      actor,
      user.id,
      changes({ email: user.email, password: "novasenha123", currentPassword: DEFAULT_PASSWORD }),
    );
    expect(await verifyResetToken(token)).toBeNull();
    await expect(resetPassword(token, newPassword("atacante123"))).rejects.toThrow(MESSAGES.resetLinkExpired);
  });

  it("revokes them when the e-mail changes (they went to the old address)", async () => {
    const { user, actor } = await signedIn();
    const token = await linkToken(user.email);
    await updateUser(actor, user.id, changes({ email: "nova@exemplo.com", currentPassword: DEFAULT_PASSWORD }));
    expect(await verifyResetToken(token)).toBeNull();
  });

  it("keeps them when only the name or phone changes", async () => {
    const { user, actor } = await signedIn();
    const token = await linkToken(user.email);
    await updateUser(actor, user.id, changes({ email: user.email }));
    expect(await verifyResetToken(token)).toEqual({ email: user.email });
  });
});
