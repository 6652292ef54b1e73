import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import { passwordResetTokens, users } from "~/db/schema";
import { mailer } from "~/integrations/mail/mail.server";
import { hashSecret } from "~/shared/auth/password.server";
import { config } from "~/shared/config.server";
import { NotFoundError } from "~/shared/http/errors";
import { assertRateLimit } from "~/shared/http/rate-limit.server";
import { normalizeEmail } from "./account-access.server";
import { MESSAGES, type ResetPasswordInput } from "./accounts.schema";
import { greetingNameOf } from "./greeting-name";
import { endAllSessions } from "./sessions.server";
import { escapeHtml } from "~/shared/format/html";
import { publicBaseUrl } from "~/shared/public-url.server";

const HOUR_MS = 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const FORGOT_LIMIT_PER_IP = { limit: 10, windowMs: HOUR_MS };
export const FORGOT_LIMIT_PER_EMAIL = { limit: 3, windowMs: HOUR_MS };
const MAX_TOKEN_LENGTH = 128;

function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function usableToken(token: unknown): token is string {
  return typeof token === "string" && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
}

/**
 * The link of the e-mail. Its host comes from PUBLIC_URL (set it in production), never from the
 * request's Host header: a forged Host would otherwise mail a victim a link to another site carrying
 * their reset token. Without PUBLIC_URL the app is on this machine, on its own port.
 */
export function resetLink(token: string): string {
  const base = publicBaseUrl();
  return `${base}/resetPassword?token=${encodeURIComponent(token)}`;
}

function resetMessage(user: Parameters<typeof greetingNameOf>[0], link: string) {
  const site = config().SITE_NAME;
  const greeting = `Olá, ${greetingNameOf(user)}!`;
  const intro = `Recebemos um pedido para redefinir a senha da sua conta no ${site}.`;
  const action =
    "Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e pode ser usado uma única vez.";
  const ignore = "Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.";
  return {
    subject: `Redefinição de senha - ${site}`,
    text: `${greeting}\n\n${intro}\n${action}\n\n${link}\n\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p>`,
      `<p>Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join("\n"),
  };
}

/**
 * E-mails a single-use link, valid for one hour, to choose a new password. `ctx` is the request
 * context (only the client's address is used: the per-IP limit).
 */
export async function requestPasswordReset(ctx: { readonly ip?: string }, email: string): Promise<void> {
  const address = normalizeEmail(String(email ?? ""));
  await assertRateLimit(ctx.ip ? [`forgot:ip:${ctx.ip}`] : [], FORGOT_LIMIT_PER_IP);
  await assertRateLimit([`forgot:email:${address}`], FORGOT_LIMIT_PER_EMAIL);

  const [user] = await db()
    .select({ id: users.id, name: users.name, email: users.email, type: users.type })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  // The spec answers an unknown e-mail with a 404; the rate limits above keep that from being a fast oracle.
  if (!user) throw new NotFoundError(MESSAGES.forgotUnknown);

  const token = randomBytes(32).toString("base64url");
  await db()
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, sql`now()`)),
      ),
    );
  await db()
    .insert(passwordResetTokens)
    .values({
      tokenHash: hashResetToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  await mailer().send({ to: user.email, ...resetMessage(user, resetLink(token)) });
}

/** The account a reset link belongs to, while the link is unused and unexpired. */
export async function verifyResetToken(token: string | undefined): Promise<{ email: string } | null> {
  if (!usableToken(token)) return null;
  const [row] = await selectRows<{ email: string }>(
    db(),
    sql`select u.email from password_reset_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${hashResetToken(token)} and t.used_at is null and t.expires_at > now()`,
  );
  return row ? { email: row.email } : null;
}

/**
 * Spends every unused link of the account: once its password or e-mail address changed, a link
 * mailed before (perhaps to an address the owner no longer controls) must not set it again.
 */
export async function revokeResetTokens(userId: string, database: Database = db()): Promise<void> {
  await database
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Spends the link (one conditional update, so two concurrent resets cannot both succeed), sets
 * the new password, revokes the account's other links and signs it out everywhere, all in one
 * transaction.
 */
export async function resetPassword(token: string | undefined, input: ResetPasswordInput): Promise<{ email: string }> {
  if (!usableToken(token) || !(await verifyResetToken(token))) throw new NotFoundError(MESSAGES.resetLinkExpired);
  const { newPassword } = input;
  const passwordHash = await hashSecret(newPassword);
  return db().transaction(async (tx) => {
    const [spent] = await selectRows<{ user_id: string }>(
      tx,
      sql`update password_reset_tokens set used_at = now()
          where token_hash = ${hashResetToken(token)} and used_at is null and expires_at > now()
          returning user_id`,
    );
    if (!spent) throw new NotFoundError(MESSAGES.resetLinkExpired);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.user_id))
      .returning({ email: users.email });
    if (!user) throw new NotFoundError(MESSAGES.resetLinkExpired);
    await revokeResetTokens(spent.user_id, tx);
    await endAllSessions(spent.user_id, tx);
    return { email: user.email };
  });
}
