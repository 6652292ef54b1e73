import { and, asc, eq, exists, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { followerOccasionSends, followers, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { enqueueJobsFrom } from "~/shared/jobs/jobs.server";
import type { CeremonyAnnouncement, Occasion } from "./follower-mail.server";
import { addDays, type CalendarDay, isLeapYear, SEVENTH_DAY, THIRTIETH_DAY } from "./occasions";

/** One occasion's e-mail to one follower. */
export const FOLLOWER_OCCASION_JOB = "follower-occasion-mail";

/** An occasion as a job carries it (JSON: the ceremony's moment as an ISO string). */
export type StoredOccasion =
  | Exclude<Occasion, { kind: "ceremony" }>
  | { kind: "ceremony"; key: string; ceremony: Omit<CeremonyAnnouncement, "startsAt"> & { startsAt: string } };

export interface FollowerOccasionJob {
  followerId: string;
  occasion: StoredOccasion;
}

/** An occasion of one memorial, owed to its confirmed followers. */
export interface MemorialOccasion {
  profileId: string;
  occasion: StoredOccasion;
}

/**
 * Whether a yearly date (the birth's or the death's) may be remembered on `today`: its month and
 * day, and a 29 February on 28 February of the years without one (`isYearlyOn`). Written on the
 * expressions of the month-and-day indexes, so the sweep reads only the memorials of the day.
 */
function yearlyOn(column: typeof profiles.birthDate | typeof profiles.deathDate, today: CalendarDay): SQL {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const monthOf = sql`extract(month from ${column})`;
  const dayOf = sql`extract(day from ${column})`;
  if (month === 2 && day === 28 && !isLeapYear(year)) return sql`(${monthOf} = 2 and ${dayOf} in (28, 29))`;
  return sql`(${monthOf} = ${month} and ${dayOf} = ${day})`;
}

/**
 * The memorials that may have an occasion on `today` (the calendar, `occasionsOn`, decides which):
 * a birthday or an anniversary of the death on that day, a death 7 or 30 days before, or, on
 * Finados, every one. Never one whose death is after `today`.
 */
function mayHaveOccasionOn(today: CalendarDay): SQL | undefined {
  const deathNotAhead = or(isNull(profiles.deathDate), lte(profiles.deathDate, today));
  if (today.endsWith("-11-02")) return deathNotAhead;
  return and(
    deathNotAhead,
    or(
      yearlyOn(profiles.birthDate, today),
      yearlyOn(profiles.deathDate, today),
      inArray(profiles.deathDate, [addDays(today, -SEVENTH_DAY), addDays(today, -THIRTIETH_DAY)]),
    ),
  );
}

/**
 * A page (by id, after `after`) of the public memorials with confirmed followers (only `followerId`
 * when given) that may have an occasion on `today`.
 */
export function followedMemorialsOn(today: CalendarDay, after: string, limit: number, followerId?: string) {
  return db()
    .select({ id: profiles.id, birthDate: profiles.birthDate, deathDate: profiles.deathDate })
    .from(profiles)
    .where(
      and(
        gt(profiles.id, after),
        eq(profiles.access, "Public"),
        mayHaveOccasionOn(today),
        exists(
          db()
            .select({ one: sql`1` })
            .from(followers)
            .where(
              and(
                eq(followers.status, "confirmed"),
                eq(followers.profileId, profiles.id),
                followerId ? eq(followers.id, followerId) : undefined,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(limit);
}

/**
 * Owes each occasion to every confirmed follower of its memorial (only `followerId` when given), in
 * a fixed number of statements however many followers: one `follower-occasion-mail` job per
 * follower and occasion, keyed `<follower>:<occasion>`, unless already sent
 * (`follower_occasion_sends`) or still waiting.
 * A memorial that is no longer public owes nothing. Answers how many e-mails are owed (added now or
 * already waiting).
 */
export async function oweOccasions(tx: Tx, owed: readonly MemorialOccasion[], followerId?: string): Promise<number> {
  if (owed.length === 0) return 0;
  const source = sql`select jsonb_build_object('followerId', f.id, 'occasion', o.occasion) as data,
      f.id::text || ':' || (o.occasion ->> 'key') as singleton_key
    from jsonb_to_recordset(${JSON.stringify(owed)}::jsonb) as o ("profileId" uuid, occasion jsonb)
    join ${profiles} p on p.id = o."profileId" and p.access = 'Public'
    join ${followers} f on f.profile_id = o."profileId" and f.status = 'confirmed'
      ${followerId ? sql`and f.id = ${followerId}` : sql``}
    where not exists (
      select 1 from ${followerOccasionSends} s
      where s.follower_id = f.id and s.occasion_key = o.occasion ->> 'key' and s.sent_at is not null
    )`;
  const { owed: count } = await enqueueJobsFrom(tx, FOLLOWER_OCCASION_JOB, source);
  return count;
}
