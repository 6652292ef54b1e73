import { and, eq } from "drizzle-orm";
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
import {
  type FollowerOccasionJob,
  followedMemorialsOn,
  oweOccasions,
  type StoredOccasion,
} from "./occasion-owing.server";
import { occasionsOn, saoPauloDay, saoPauloHour } from "./occasions";

export { FOLLOWER_OCCASION_JOB, type FollowerOccasionJob } from "./occasion-owing.server";

/** The hourly sweep that owes today's occasions (decision 055); each run owes the next. */
export const FOLLOWER_SWEEP_JOB = "follower-occasions-sweep";
export const FOLLOWER_SWEEP_MS = 60 * 60 * 1000;
/** Memorials read per page of the sweep (each page's e-mails are owed in a fixed number of statements). */
const SWEEP_PAGE = 500;

export interface FollowerSweepJob {
  /** Only this follower's occasions (the catch-up right after a confirmation); all when absent. */
  followerId?: string;
}

function revive(stored: StoredOccasion): Occasion {
  if (stored.kind !== "ceremony") return stored;
  return { ...stored, ceremony: { ...stored.ceremony, startsAt: new Date(stored.ceremony.startsAt) } };
}

/**
 * Owes today's occasions (America/Sao_Paulo, from FOLLOWER_MAIL_FROM_HOUR) of every followed public
 * memorial to each of its confirmed followers, once: idempotent, so it may run every hour and in
 * every process. Only the memorials whose dates fall on today are read (Finados: all); each page's
 * e-mails are owed in a fixed number of statements. Returns how many e-mails it owed.
 */
export async function sweepFollowerOccasions(now: Date, scope: FollowerSweepJob = {}): Promise<number> {
  if (saoPauloHour(now) < config().FOLLOWER_MAIL_FROM_HOUR) return 0;
  const today = saoPauloDay(now);
  let owed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await followedMemorialsOn(today, after, SWEEP_PAGE, scope.followerId);
    const occasions = page.flatMap((memorial) =>
      occasionsOn(memorial, today).map((occasion) => ({ profileId: memorial.id, occasion })),
    );
    if (occasions.length > 0) owed += await inTransaction((tx) => oweOccasions(tx, occasions, scope.followerId));
    if (page.length < SWEEP_PAGE) return owed;
    after = page[page.length - 1]!.id;
  }
}

/**
 * A ceremony was announced (the ceremonies feature, wired by the composition root): each confirmed
 * follower of the memorial is owed its e-mail once (`ceremony:<id>`). Nothing for a ceremony already
 * begun, nor on a memorial that is not public. Returns how many e-mails it owed.
 */
export async function notifyFollowersOfCeremony(announcement: CeremonyAnnouncement, now: Date): Promise<number> {
  if (announcement.startsAt.getTime() <= now.getTime()) return 0;
  const occasion: StoredOccasion = {
    kind: "ceremony",
    key: `ceremony:${announcement.ceremonyId}`,
    ceremony: { ...announcement, startsAt: announcement.startsAt.toISOString() },
  };
  return inTransaction((tx) => oweOccasions(tx, [{ profileId: announcement.profileId, occasion }]));
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
