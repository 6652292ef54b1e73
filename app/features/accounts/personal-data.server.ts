import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { passwordResetTokens, rateLimitBuckets, sessions, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { verifySecret } from "~/shared/auth/password.server";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/** The name an erased account keeps (decision 058): its rows stay, naming nobody. */
export const ERASED_ACCOUNT_NAME = "Conta excluída";
/** Erased accounts' and the steward's addresses end here: `.invalid` is never delivered (RFC 2606). */
const UNDELIVERABLE_DOMAIN = "conta-excluida.invalid";
/** A stored 'hash' no password verifies against (verifySecret wants "scrypt$..."). */
const NO_PASSWORD = "erased";

/** The company's stewardship account (decision 058): memorials nobody else administers pass to it. */
export const STEWARD_EMAIL = `custodia@${UNDELIVERABLE_DOMAIN}`;
export const STEWARD_NAME = "Custódia Memorial";

/** What 'Meus dados' exports and erases of accounts: the account, its sessions and reset links. */
export const accountsPersonalData: PersonalDataSource = {
  name: "accounts",
  tables: {
    users: ["id", "name", "email", "cellphone", "document", "created_by_user_id"],
    sessions: ["user_id", "ip", "user_agent"],
    password_reset_tokens: ["user_id"],
    rate_limit_buckets: ["key"],
  },
  async exportFor(db, subject) {
    const account = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        cellphone: users.cellphone,
        document: users.document,
        type: users.type,
        active: users.active,
        createdByUserId: users.createdByUserId,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, subject.userId));
    const sessionRows = await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, subject.userId));
    const resets = await db
      .select({
        createdAt: passwordResetTokens.createdAt,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, subject.userId));
    return { users: account, sessions: sessionRows, password_reset_tokens: resets };
  },
  async eraseFor(db, subject) {
    await db.delete(sessions).where(eq(sessions.userId, subject.userId));
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, subject.userId));
    await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [`login:email:${subject.email}`]));
    // The row stays (money, memorials and consent proofs point at it), naming nobody.
    await db
      .update(users)
      .set({
        name: ERASED_ACCOUNT_NAME,
        email: `excluida-${subject.userId}@${UNDELIVERABLE_DOMAIN}`,
        cellphone: null,
        document: null,
        passwordHash: NO_PASSWORD,
        active: false,
      })
      .where(eq(users.id, subject.userId));
  },
};

/** The account's e-mail and name, locked for an erasure (undefined when there is none). */
export async function lockAccountForErasure(
  tx: Tx,
  userId: string,
): Promise<{ email: string; name: string; erased: boolean } | undefined> {
  const [row] = await tx
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row && { email: row.email, name: row.name, erased: row.passwordHash === NO_PASSWORD };
}

/** Whether `password` is the account's (an erased account has none). */
export async function passwordMatches(tx: Tx, userId: string, password: string): Promise<boolean> {
  const [row] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return !!row && (await verifySecret(password, row.hash));
}

/**
 * The stewardship account, created the first time a memorial needs it: inactive, with no password
 * nobody signs in as it; the site's admins manage its memorials with their own powers.
 */
export async function stewardAccountId(tx: Tx): Promise<string> {
  // By its address and its marks (inactive, the steward's unusable hash): an account that somehow
  // took the address is never mistaken for the steward.
  const find = async () => {
    const [row] = await tx
      .select({ id: users.id, active: users.active, hash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${STEWARD_EMAIL}`);
    if (row && (row.active || !row.hash.startsWith(`${NO_PASSWORD}-`))) {
      throw new Error(`The steward's address ${STEWARD_EMAIL} belongs to another account.`);
    }
    return row?.id;
  };
  const existing = await find();
  if (existing) return existing;
  const [created] = await tx
    .insert(users)
    .values({
      name: STEWARD_NAME,
      email: STEWARD_EMAIL,
      passwordHash: `${NO_PASSWORD}-${randomBytes(8).toString("hex")}`,
      active: false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id ?? (await find())!;
}
