import { and, asc, eq, exists, gt, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { followerOccasionSends, followers, profiles } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { enqueueJob, type JobContext } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { type CeremonyAnnouncement, type Occasion, occasionMail } from "./follower-mail.server";
import { unsubscribeTokenFor } from "./follower-tokens.server";
import { occasionsOn, saoPauloDay, saoPauloHour } from "./occasions";

/** The hourly sweep that owes today's occasions (decision 055); each run owes the next. */
export const FOLLOWER_SWEEP_JOB = "follower-occasions-sweep";
/** One occasion's e-mail to one follower. */
export const FOLLOWER_OCCASION_JOB = "follower-occasion-mail";
export const FOLLOWER_SWEEP_MS = 60 * 60 * 1000;
/** Memorials read per page of the sweep. */
const SWEEP_PAGE = 500;

/** An occasion as a job carries it (JSON: the ceremony's moment as an ISO string). */
type StoredOccasion =
  | Exclude<Occasion, { kind: "ceremony" }>
  | { kind: "ceremony"; key: string; ceremony: Omit<CeremonyAnnouncement, "startsAt"> & { startsAt: string } };

export interface FollowerOccasionJob {
  followerId: string;
  occasion: StoredOccasion;
}
export interface FollowerSweepJob {
  /** Only this follower's occasions (the catch-up right after a confirmation); all when absent. */
  followerId?: string;
}

function revive(stored: StoredOccasion): Occasion {
  if (stored.kind !== "ceremony") return stored;
  return { ...stored, ceremony: { ...stored.ceremony, startsAt: new Date(stored.ceremony.startsAt) } };
}

/** Owes one follower one occasion, unless already sent (a waiting job of the same key is kept). */
async function oweOccasion(tx: Tx, followerId: string, occasion: StoredOccasion): Promise<boolean> {
  const [sent] = await tx
    .select({ at: followerOccasionSends.sentAt })
    .from(followerOccasionSends)
    .where(
      and(
        eq(followerOccasionSends.followerId, followerId),
        eq(followerOccasionSends.occasionKey, occasion.key),
        isNotNull(followerOccasionSends.sentAt),
      ),
    );
  if (sent) return false;
  await enqueueJob<FollowerOccasionJob>(
    FOLLOWER_OCCASION_JOB,
    { followerId, occasion },
    { tx, singletonKey: `${followerId}:${occasion.key}` },
  );
  return true;
}

/** Confirmed followers of one public memorial (optionally only one of them). */
function confirmedFollowers(tx: Tx, profileId: string, followerId?: string) {
  return tx
    .select({ id: followers.id })
    .from(followers)
    .where(
      and(
        eq(followers.profileId, profileId),
        eq(followers.status, "confirmed"),
        followerId ? eq(followers.id, followerId) : undefined,
      ),
    );
}

/**
 * Owes today's occasions (America/Sao_Paulo, from FOLLOWER_MAIL_FROM_HOUR) of every followed public
 * memorial to each of its confirmed followers, once: idempotent, so it may run every hour and in
 * every process. Returns how many e-mails it owed.
 */
export async function sweepFollowerOccasions(now: Date, scope: FollowerSweepJob = {}): Promise<number> {
  if (saoPauloHour(now) < config().FOLLOWER_MAIL_FROM_HOUR) return 0;
  const today = saoPauloDay(now);
  let owed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db()
      .select({ id: profiles.id, birthDate: profiles.birthDate, deathDate: profiles.deathDate })
      .from(profiles)
      .where(
        and(
          gt(profiles.id, after),
          eq(profiles.access, "Public"),
          exists(
            db()
              .select({ one: sql`1` })
              .from(followers)
              .where(
                and(
                  eq(followers.status, "confirmed"),
                  eq(followers.profileId, profiles.id),
                  scope.followerId ? eq(followers.id, scope.followerId) : undefined,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(profiles.id))
      .limit(SWEEP_PAGE);
    for (const memorial of page) {
      const occasions = occasionsOn(memorial, today);
      if (occasions.length === 0) continue;
      owed += await inTransaction(async (tx) => {
        let count = 0;
        for (const follower of await confirmedFollowers(tx, memorial.id, scope.followerId)) {
          for (const occasion of occasions) if (await oweOccasion(tx, follower.id, occasion)) count += 1;
        }
        return count;
      });
    }
    if (page.length < SWEEP_PAGE) return owed;
    after = page[page.length - 1]!.id;
  }
}

/**
 * A ceremony was announced (the ceremonies feature, wired by the composition root): each confirmed
 * follower of the memorial is owed its e-mail once (`ceremony:<id>`). Nothing for a ceremony already
 * begun. Returns how many e-mails it owed.
 */
export async function notifyFollowersOfCeremony(announcement: CeremonyAnnouncement, now: Date): Promise<number> {
  if (announcement.startsAt.getTime() <= now.getTime()) return 0;
  const occasion: StoredOccasion = {
    kind: "ceremony",
    key: `ceremony:${announcement.ceremonyId}`,
    ceremony: { ...announcement, startsAt: announcement.startsAt.toISOString() },
  };
  return inTransaction(async (tx) => {
    const [memorial] = await tx
      .select({ access: profiles.access })
      .from(profiles)
      .where(eq(profiles.id, announcement.profileId));
    if (memorial?.access !== "Public") return 0;
    let count = 0;
    for (const follower of await confirmedFollowers(tx, announcement.profileId)) {
      if (await oweOccasion(tx, follower.id, occasion)) count += 1;
    }
    return count;
  });
}

/**
 * Sends one occasion to one follower, once across processes: the send's row is inserted (on
 * conflict nothing) in the transaction that mails and records `sent_at`; a concurrent attempt
 * waits on that row and then finds it taken. A failed send rolls back and the queue retries.
 * Returns whether this attempt sent it.
 */
export async function sendFollowerOccasion(job: FollowerOccasionJob, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .select({
      email: followers.email,
      status: followers.status,
      name: profiles.name,
      username: profiles.username,
      access: profiles.access,
    })
    .from(followers)
    .innerJoin(profiles, eq(profiles.id, followers.profileId))
    .where(eq(followers.id, job.followerId));
  // Unsubscribed since, or the memorial went private: nothing to send.
  if (!row || row.status !== "confirmed" || row.access !== "Public") return false;
  const occasion = revive(job.occasion);
  if (occasion.kind === "ceremony" && occasion.ceremony.startsAt.getTime() <= now.getTime()) return false;
  const token = unsubscribeTokenFor(await ensureSessionSecret(), job.followerId);
  return db().transaction(async (tx) => {
    const claimed = await tx
      .insert(followerOccasionSends)
      .values({ followerId: job.followerId, occasionKey: occasion.key })
      .onConflictDoNothing()
      .returning({ key: followerOccasionSends.occasionKey });
    if (claimed.length === 0) return false;
    await mailer().send(occasionMail(row.email, { name: row.name, username: row.username }, occasion, token));
    await tx
      .update(followerOccasionSends)
      .set({ sentAt: now })
      .where(
        and(eq(followerOccasionSends.followerId, job.followerId), eq(followerOccasionSends.occasionKey, occasion.key)),
      );
    return true;
  });
}

/** Owes the next sweep `afterMs` from `now` (once: a sweep already waiting is kept). */
export function scheduleFollowerSweep(now = new Date(), afterMs = 0): Promise<string> {
  return enqueueJob<FollowerSweepJob>(
    FOLLOWER_SWEEP_JOB,
    {},
    { singletonKey: "sweep", startAfter: new Date(now.getTime() + afterMs) },
  );
}

/** Right after a confirmation: that follower's occasions of today, if any (catch-up). */
export function oweTodayTo(tx: Tx, followerId: string): Promise<string> {
  return enqueueJob<FollowerSweepJob>(
    FOLLOWER_SWEEP_JOB,
    { followerId },
    { tx, singletonKey: `follower:${followerId}` },
  );
}

/** The job handlers (registered by the composition root). */
export const followerJobHandlers = {
  sweep: async ({ payload }: JobContext<FollowerSweepJob>) => {
    const now = new Date();
    // The periodic run owes the next first: a run that fails (and is retried) never breaks the chain.
    if (!payload.followerId) await scheduleFollowerSweep(now, FOLLOWER_SWEEP_MS);
    const owed = await sweepFollowerOccasions(now, payload);
    if (owed) logger().info({ owed }, "follower occasions owed");
  },
  occasion: async ({ payload }: JobContext<FollowerOccasionJob>) => {
    await sendFollowerOccasion(payload);
  },
};
