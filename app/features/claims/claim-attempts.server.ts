import { and, eq, gt, sql } from "drizzle-orm";
import { claimAttempts } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { attemptVerdict, type AttemptVerdict } from "./attempt-limit";
import { ATTEMPT_WINDOW_MS } from "./claims.constants";

/**
 * Serialises the tries on one memorial for the rest of the transaction, across processes: two
 * tries at once count each other's failures, so a burst cannot pass the limit (decision 057).
 */
export async function lockMemorialAttempts(tx: Tx, profileId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`claim-attempts:${profileId}`}, 0))`);
}

/** The verdict for one more try by `userId` on the memorial, from the failures in the window. */
export async function verdictFor(tx: Tx, userId: string, profileId: string, now: Date): Promise<AttemptVerdict> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const failures = await tx
    .select({ userId: claimAttempts.userId, at: claimAttempts.at })
    .from(claimAttempts)
    .where(and(eq(claimAttempts.profileId, profileId), eq(claimAttempts.success, false), gt(claimAttempts.at, since)));
  return attemptVerdict({
    accountFailures: failures.filter((row) => row.userId === userId).map((row) => row.at),
    memorialFailures: failures.map((row) => row.at),
    now,
  });
}

export async function recordAttempt(
  tx: Tx,
  attempt: { userId: string; profileId: string; at: Date; success: boolean },
): Promise<void> {
  await tx.insert(claimAttempts).values(attempt);
}
