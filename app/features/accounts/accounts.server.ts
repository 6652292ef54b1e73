import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { passesCaptcha } from "~/integrations/captcha/captcha";
import { users } from "~/db/schema";
import { hashSecret, verifySecret } from "~/shared/auth/password.server";
import {
  CaptchaRequiredError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "~/shared/http/errors";
import { assertRateLimit, consumeRateLimit, ipRateLimitKey, refundRateLimit } from "~/shared/http/rate-limit.server";
import { formatPhone } from "~/shared/validation/phone";
import { assertSelfOrAdmin, isUniqueViolation, normalizeEmail, requireActor } from "./account-access.server";
import {
  type LoginInput,
  MESSAGES,
  type RegisterInput,
  type RegisterPartnerInput,
  type UpdateUserInput,
} from "./accounts.schema";
import { revokeResetTokens } from "./password-reset.server";
import { endOtherSessions } from "./sessions.server";
import { type SessionUser } from "~/shared/auth/session-user";

export type UserType = SessionUser["type"];

export interface AccountView {
  id: string;
  name: string;
  email: string;
  /** "(DD) NNNNN-NNNN", or "" when the account has none. */
  cellphone: string;
}

const MINUTE_MS = 60 * 1000;
export const LOGIN_LIMIT_PER_IP = { limit: 20, windowMs: 15 * MINUTE_MS };
/** Failed logins for one e-mail after which every attempt needs the bot check (not a lockout). */
export const LOGIN_CAPTCHA_AFTER = { limit: 5, windowMs: 15 * MINUTE_MS };
/** Guesses of the current password from a signed-in session (account settings). */
const CURRENT_PASSWORD_LIMIT = { limit: 8, windowMs: 15 * MINUTE_MS };

const byEmail = (email: string) => eq(sql`lower(${users.email})`, normalizeEmail(email));

async function emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db()
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(byEmail(email), ne(users.id, exceptUserId)) : byEmail(email))
    .limit(1);
  return rows.length > 0;
}

async function insertAccount(values: {
  name: string;
  email: string;
  cellphone: string;
  password: string;
  type: UserType;
  document?: string;
}): Promise<{ id: string; name: string }> {
  if (await emailTaken(values.email)) throw new ConflictError(MESSAGES.emailTaken);
  const { password, ...fields } = values;
  const passwordHash = await hashSecret(password);
  try {
    const [row] = await db()
      .insert(users)
      .values({ ...fields, email: normalizeEmail(fields.email), passwordHash })
      .returning({ id: users.id, name: users.name });
    return row!;
  } catch (error) {
    // Two registrations of one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.emailTaken);
    throw error;
  }
}

export function registerUser(input: RegisterInput): Promise<{ id: string; name: string }> {
  return insertAccount({
    name: input.name,
    email: input.email,
    cellphone: input.cellphone,
    password: input.password,
    type: "regular",
  });
}

export function registerPartner(input: RegisterPartnerInput): Promise<{ id: string; name: string }> {
  return insertAccount({
    name: input.name,
    email: input.email,
    cellphone: input.cellphone,
    password: input.password,
    type: "partner",
    document: input.document,
  });
}

let dummyHash: Promise<string> | undefined;
/** Verified against when the e-mail is unknown, so both failures take the time of one scrypt. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(16).toString("base64url"));
  return dummyHash;
}

/**
 * Checks an e-mail and password. Failures are counted per address (a hard limit) and per e-mail:
 * past LOGIN_CAPTCHA_AFTER failures for one e-mail, an attempt must carry a passing bot check
 * before its password is looked at. Guesses from many addresses thus cost the attacker a bot check
 * each, while the owner, who passes it, is never locked out (decision 007).
 */
export async function authenticate(
  input: LoginInput,
  meta: { ip?: string },
): Promise<{ id: string; name: string; type: UserType; createdByUserId: string | null; active: boolean }> {
  const email = normalizeEmail(input.email);
  const ipKeys = meta.ip ? [`login:ip:${ipRateLimitKey(meta.ip)}`] : [];
  const emailKeys = [`login:email:${email}`];
  await assertRateLimit(ipKeys, LOGIN_LIMIT_PER_IP);
  const failures = await consumeRateLimit(emailKeys[0]!, LOGIN_CAPTCHA_AFTER);
  if (!failures.allowed && !(await passesCaptcha(input.captchaToken, { ip: meta.ip, action: "login" }))) {
    throw new CaptchaRequiredError(MESSAGES.captchaRequired);
  }

  const [user] = await db()
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      createdByUserId: users.createdByUserId,
      active: users.active,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  const valid = await verifySecret(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw new UnauthorizedError(MESSAGES.loginFailed);
  // Only failed attempts count toward the limits: a user who signs in often is never slowed down.
  await refundRateLimit([...ipKeys, ...emailKeys]);
  const { passwordHash: _hash, ...account } = user;
  return account;
}

/** An account a partner created for a customer becomes active when the customer first signs in. */
export async function activateOnFirstLogin(userId: string): Promise<void> {
  await db()
    .update(users)
    .set({ active: true })
    .where(and(eq(users.id, userId), isNotNull(users.createdByUserId), eq(users.active, false)));
}

function accountView(row: { id: string; name: string; email: string; cellphone: string | null }): AccountView {
  const cellphone = row.cellphone ? (formatPhone(row.cellphone) ?? row.cellphone) : "";
  return { id: row.id, name: row.name, email: row.email, cellphone };
}

const accountColumns = { id: users.id, name: users.name, email: users.email, cellphone: users.cellphone };

export async function getUser(actor: SessionUser | null, id: string): Promise<AccountView> {
  const { userId } = assertSelfOrAdmin(actor, id);
  const [row] = await db().select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new NotFoundError(MESSAGES.userNotFound);
  return accountView(row);
}

export async function updateUser(actor: SessionUser | null, id: string, input: UpdateUserInput): Promise<AccountView> {
  const { actor: signedIn, userId } = assertSelfOrAdmin(actor, id);
  const [current] = await db()
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!current) throw new NotFoundError(MESSAGES.userNotFound);

  const email = normalizeEmail(input.email);
  const emailChanges = email !== normalizeEmail(current.email);
  const newPassword = input.password || undefined;
  const adminOnSomeoneElse = signedIn.type === "admin" && signedIn.id !== userId;
  if ((emailChanges || newPassword) && !adminOnSomeoneElse) {
    if (!input.currentPassword) {
      throw new ValidationError(MESSAGES.currentPasswordRequired, {
        currentPassword: MESSAGES.currentPasswordRequired,
      });
    }
    await assertRateLimit([`current-password:user:${userId}`], CURRENT_PASSWORD_LIMIT);
    if (!(await verifySecret(input.currentPassword, current.passwordHash))) {
      throw new ValidationError(MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong });
    }
  }
  if (emailChanges && (await emailTaken(email, userId))) throw new ConflictError(MESSAGES.emailTaken);

  let row: Parameters<typeof accountView>[0] | undefined;
  try {
    [row] = await db()
      .update(users)
      .set({
        name: input.name,
        email,
        cellphone: input.cellphone,
        ...(newPassword && { passwordHash: await hashSecret(newPassword) }),
      })
      .where(eq(users.id, userId))
      .returning(accountColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.emailTaken);
    throw error;
  }
  if (!row) throw new NotFoundError(MESSAGES.userNotFound);
  // A new password signs out every other device (an admin's change signs out all of them).
  if (newPassword) await endOtherSessions(userId, signedIn.id === userId ? signedIn.sessionId : undefined);
  if (newPassword || emailChanges) await revokeResetTokens(userId);
  return accountView(row);
}

/**
 * Admins look an account up by e-mail. Not partners (issue 20): a partner account is created at
 * once and unvetted, and no partner screen needs it: the simplified creation makes its customer's
 * account on the server (`createCustomerAccount`) and returns no other account's data.
 */
export async function getUserByEmail(
  actor: SessionUser | null,
  email: string,
): Promise<{ id: string; name: string; email: string }> {
  const signedIn = requireActor(actor);
  if (signedIn.type !== "admin") throw new ForbiddenError();
  if (typeof email !== "string" || !email.trim()) throw new NotFoundError(MESSAGES.userNotFound);
  const [row] = await db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.userNotFound);
  return row;
}

export async function verifyFirstAccess(
  actor: SessionUser | null,
  userId: string,
): Promise<{ created_by_user: boolean; active: boolean }> {
  const { userId: id } = assertSelfOrAdmin(actor, userId);
  const [row] = await db()
    .select({ createdByUserId: users.createdByUserId, active: users.active })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.userNotFound);
  return { created_by_user: row.createdByUserId !== null, active: row.active };
}

export async function activateUser(actor: SessionUser | null, userId: string): Promise<void> {
  const { userId: id } = assertSelfOrAdmin(actor, userId);
  const updated = await db().update(users).set({ active: true }).where(eq(users.id, id)).returning({ id: users.id });
  if (updated.length === 0) throw new NotFoundError(MESSAGES.userNotFound);
}
