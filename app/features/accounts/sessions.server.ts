import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import { sessions } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A session ends 180 days after login whatever happens... */
export const SESSION_MAX_AGE_MS = 180 * DAY_MS;
/** ...or after 30 days without a visit. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** lastSeenAt is written at most this often, so reading a page does not always write a row. */
const TOUCH_INTERVAL_MS = HOUR_MS;

const MAX_TOKEN_LENGTH = 128;

const milliseconds = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** Only this digest is stored: a leaked sessions table gives no usable cookie. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  userId: string,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_MS);
  await db()
    .insert(sessions)
    .values({
      id: hashSessionToken(token),
      userId,
      expiresAt,
      ip: meta.ip?.slice(0, 100),
      userAgent: meta.userAgent?.slice(0, 500),
    });
  // Housekeeping: this user's sessions that ended on their own.
  await db().execute(
    sql`delete from sessions where user_id = ${userId}
        and (expires_at <= now() or last_seen_at <= now() - ${milliseconds(SESSION_IDLE_MS)})`,
  );
  return { token, expiresAt };
}

/** The signed-in user of a session token, or null when the session is unknown or has ended. */
export async function sessionUser(token: string | undefined): Promise<SessionUser | null> {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const id = hashSessionToken(token);
  const [row] = await selectRows<{
    user_id: string;
    name: string;
    email: string;
    type: SessionUser["type"];
    ended: boolean;
    stale: boolean;
  }>(
    db(),
    sql`select s.user_id, u.name, u.email, u.type,
          (s.expires_at <= now() or s.last_seen_at <= now() - ${milliseconds(SESSION_IDLE_MS)}) as ended,
          (s.last_seen_at <= now() - ${milliseconds(TOUCH_INTERVAL_MS)}) as stale
        from sessions s join users u on u.id = s.user_id
        where s.id = ${id}`,
  );
  if (!row) return null;
  if (row.ended) {
    await db().delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.stale) {
    await db().execute(
      sql`update sessions set last_seen_at = now()
          where id = ${id} and last_seen_at <= now() - ${milliseconds(TOUCH_INTERVAL_MS)}`,
    );
  }
  return {
    id: row.user_id,
    name: row.name,
    email: row.email,
    type: row.type,
    sessionId: id,
  };
}

/** Logout: the session record is deleted, so the cookie is worthless even if kept. */
export async function endSession(token: string | undefined): Promise<void> {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return;
  await db()
    .delete(sessions)
    .where(eq(sessions.id, hashSessionToken(token)));
}

/** Every session of the user except `keepSessionId` (the one making the request, usually). */
export async function endOtherSessions(userId: string, keepSessionId?: string): Promise<void> {
  await db()
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

/** Every session of the user; pass a transaction to end them together with another change. */
export async function endAllSessions(userId: string, database: Database = db()): Promise<void> {
  await database.delete(sessions).where(eq(sessions.userId, userId));
}
