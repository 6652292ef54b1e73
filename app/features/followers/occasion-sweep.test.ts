import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { followers, jobProgress, profiles } from "~/db/schema";
import { jobIdsOf, queueRow } from "~/shared/jobs/jobs.test-helpers";
import { jobQueues } from "~/shared/jobs/queues.test-helpers";
import { JobRegistry } from "~/shared/jobs/registry.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { statementsOf } from "../../../tests/support/statements";
import { FOLLOWER_OCCASION_JOB, followerJobHandlers, sweepFollowerOccasions } from "./occasion-jobs.server";
import { addDays, occasionsOn } from "./occasions";
import { capturedMail } from "./follower-mail.test-helpers";

const { db } = setupTestDatabase();
const queues = jobQueues();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sent = capturedMail();
/** 10:00 in São Paulo on 27 November 2026: the seventh day after a death on the 20th. */
const NOW = new Date("2026-11-27T13:00:00Z");

/** A public memorial with `count` confirmed followers (as a confirmed follow leaves them). */
async function followedMemorial(
  count: number,
  dates: { birthDate?: string | null; deathDate?: string | null } = {},
): Promise<{ profileId: string; followerIds: string[] }> {
  const profile = await createProfile(db(), { birthDate: "1950-03-01", deathDate: "2026-11-20", ...dates });
  if (count === 0) return { profileId: profile.id, followerIds: [] };
  const rows = await db()
    .insert(followers)
    .values(
      Array.from({ length: count }, () => {
        const id = randomUUID();
        return {
          id,
          profileId: profile.id,
          email: `seguidor-${id}@exemplo.com`,
          status: "confirmed" as const,
          unsubscribeTokenHash: `hash-${id}`,
          consentVersion: "seguir-memorial-v1",
          confirmedAt: NOW,
        };
      }),
    )
    .returning({ id: followers.id });
  return { profileId: profile.id, followerIds: rows.map((row) => row.id) };
}

/** The e-mails owed on the queue, as `<follower> <occasion key>`, with their payloads. */
async function owedJobs() {
  const rows = await selectRows<{ follower: string; occasion: { key: string } }>(
    db(),
    sql.raw(`select data->>'followerId' as follower, data->'occasion' as occasion
             from ${JOB_QUEUE_SCHEMA}.job where name = '${FOLLOWER_OCCASION_JOB}'`),
  );
  return rows.map((row) => ({
    ...row,
    occasion: typeof row.occasion === "string" ? JSON.parse(row.occasion) : row.occasion,
  }));
}
const owedPairs = async () => (await owedJobs()).map((job) => `${job.follower} ${job.occasion.key}`).sort();

/** Noon in São Paulo on `day` (yyyy-MM-dd). */
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);

/**
 * The first e-mail ever owed also creates the queue, once per database (pg-boss serialises that):
 * owed and forgotten here, so a test sees the sweep as it runs every hour after.
 */
async function queueMade() {
  const { profileId } = await followedMemorial(1, { birthDate: "1950-03-01", deathDate: "2020-01-01" });
  expect(await sweepFollowerOccasions(noonOf("2026-03-01"))).toBe(1);
  await db().execute(sql.raw(`delete from ${JOB_QUEUE_SCHEMA}.job`));
  await db().delete(profiles).where(eq(profiles.id, profileId));
}

describe("the followers' sweep at scale (decision 066)", () => {
  it("sends as many statements for 1 follower as for 127 followers of 21 memorials (100 e-mails owed)", async () => {
    await queueMade();

    await followedMemorial(1);
    const one = await statementsOf(db(), () => sweepFollowerOccasions(NOW));
    expect(one.result).toBe(1);

    await followedMemorial(49);
    for (let i = 0; i < 10; i++) await followedMemorial(5);
    // Memorials with no occasion today and their followers cost nothing more either.
    for (let i = 0; i < 9; i++) await followedMemorial(3, { birthDate: "1940-05-05", deathDate: "2001-06-06" });
    const many = await statementsOf(db(), () => sweepFollowerOccasions(NOW));
    expect(many.result).toBe(1 + 49 + 50);
    expect(many.sql).toHaveLength(one.sql.length);
    expect(await jobIdsOf(db(), FOLLOWER_OCCASION_JOB)).toHaveLength(100);
  });

  it(`two sweeps at once owe each e-mail once, and each follower gets it once${onPostgres ? " (on two connections)" : ""}`, async () => {
    await queueMade();
    const a = await followedMemorial(6);
    const b = await followedMemorial(6, { birthDate: "1950-11-27", deathDate: "2026-11-20" });
    const sweepsAtOnce = () =>
      Promise.all([sweepFollowerOccasions(NOW), sweepFollowerOccasions(NOW), sweepFollowerOccasions(NOW)]);
    let running: Promise<number[]> | undefined;
    if (onPostgres) {
      // Another process holds the progress table: every sweep stops before its owing statement takes
      // its snapshot (or before the sweeps' lock), and all are let go together, so they really race.
      const other = await queues.anotherProcessDatabase();
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${jobProgress} in share mode`);
        running = sweepsAtOnce();
        await vi.waitFor(
          async () => {
            const [row] = await selectRows<{ n: number }>(
              other.db,
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            );
            expect(row?.n).toBe(3);
          },
          { timeout: 10_000, interval: 10 },
        );
      });
    }
    const sweeps = await (running ?? sweepsAtOnce());
    // Each sweep answers every e-mail owed, whether it added it or found it waiting.
    expect(sweeps).toEqual([18, 18, 18]);
    const expected = [
      ...a.followerIds.map((id) => `${id} seventh-day:2026-11-20`),
      ...b.followerIds.flatMap((id) => [`${id} birthday:2026`, `${id} seventh-day:2026-11-20`]),
    ].sort();
    expect(await owedPairs()).toEqual(expected);

    const registry = new JobRegistry();
    registry.register(FOLLOWER_OCCASION_JOB, followerJobHandlers.occasion, { concurrency: 3, retryDelaySeconds: 1 });
    const queue = await queues.start(registry);
    queue.wake();
    await vi.waitFor(
      async () => {
        for (const id of await jobIdsOf(db(), FOLLOWER_OCCASION_JOB)) {
          expect((await queueRow(db(), id))?.state).toBe("completed");
        }
      },
      { timeout: 20_000, interval: 25 },
    );
    expect(sent).toHaveLength(18);
    expect(new Set(sent.map((m) => `${m.to} ${m.subject}`)).size).toBe(18);
    // The next hour owes nothing: every one was sent.
    expect(await sweepFollowerOccasions(new Date(NOW.getTime() + 3_600_000))).toBe(0);
  });

  it("the catch-up right after a confirmation owes that follower's occasions of today, nobody else's", async () => {
    const { followerIds } = await followedMemorial(3);
    await followedMemorial(2, { birthDate: "1950-11-27", deathDate: "2001-01-01" });
    expect(await sweepFollowerOccasions(NOW, { followerId: followerIds[1] })).toBe(1);
    expect(await owedPairs()).toEqual([`${followerIds[1]} seventh-day:2026-11-20`]);
  });

  it("owes a day's occasions from 08:00 to 23:59 of that day in São Paulo, and not outside it", async () => {
    const { followerIds } = await followedMemorial(1);
    const key = `${followerIds[0]} seventh-day:2026-11-20`;
    // 23:59 in São Paulo on the 26th (already the 27th in UTC), then 07:59 on the 27th: not yet.
    expect(await sweepFollowerOccasions(new Date("2026-11-27T02:59:00Z"))).toBe(0);
    expect(await sweepFollowerOccasions(new Date("2026-11-27T10:59:00Z"))).toBe(0);
    expect(await owedPairs()).toEqual([]);
    // 08:00 and 23:59 on the 27th: owed (once).
    expect(await sweepFollowerOccasions(new Date("2026-11-27T11:00:00Z"))).toBe(1);
    expect(await sweepFollowerOccasions(new Date("2026-11-28T02:59:00Z"))).toBe(1);
    expect(await owedPairs()).toEqual([key]);
    // 08:00 on the 28th, in UTC still the 28th: not that day any more.
    await db().execute(sql.raw(`delete from ${JOB_QUEUE_SCHEMA}.job`));
    expect(await sweepFollowerOccasions(new Date("2026-11-28T11:00:00Z"))).toBe(0);
  });

  it("reads the 29 February dates on 28 February of years without one, the 30th day across months, Finados for all", async () => {
    const leapBirth = await followedMemorial(1, { birthDate: "1952-02-29", deathDate: "2020-06-10" });
    const leapDeath = await followedMemorial(1, { birthDate: null, deathDate: "2024-02-29" });
    const lateJanuary = await followedMemorial(1, { birthDate: null, deathDate: "2027-01-31" });
    const noDeathDate = await followedMemorial(1, { birthDate: "1960-07-07", deathDate: null });
    const deathAhead = await followedMemorial(1, { birthDate: "1960-11-02", deathDate: "2027-01-10" });
    const onDay = async (day: string) => {
      await db().execute(sql.raw(`delete from ${JOB_QUEUE_SCHEMA}.job`));
      await sweepFollowerOccasions(noonOf(day));
      return owedPairs();
    };
    expect(await onDay("2027-02-28")).toEqual(
      [`${leapBirth.followerIds[0]} birthday:2027`, `${leapDeath.followerIds[0]} death-anniversary:2027`].sort(),
    );
    expect(await onDay("2027-03-01")).toEqual([]);
    expect(await onDay("2027-03-02")).toEqual([`${lateJanuary.followerIds[0]} thirtieth-day:2027-01-31`]);
    expect(await onDay("2028-02-28")).toEqual([]);
    expect(await onDay("2028-02-29")).toEqual(
      [`${leapBirth.followerIds[0]} birthday:2028`, `${leapDeath.followerIds[0]} death-anniversary:2028`].sort(),
    );
    // Finados: every followed memorial whose death is not ahead of the day (none recorded counts).
    expect(await onDay("2026-11-02")).toEqual(
      [
        `${leapBirth.followerIds[0]} finados:2026`,
        `${leapDeath.followerIds[0]} finados:2026`,
        `${noDeathDate.followerIds[0]} finados:2026`,
      ].sort(),
    );
    expect((await onDay("2026-11-02")).some((pair) => pair.startsWith(deathAhead.followerIds[0]!))).toBe(false);
  });

  it("property: for any memorials and any day, the sweep owes exactly what the calendar says", async () => {
    const day = fc
      .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const memorial = fc.record({ birthDate: fc.option(day, { nil: null }), deathDate: fc.option(day, { nil: null }) });
    // The day swept is often one of the memorials' own (a birthday, the 7th or 30th day, Finados),
    // so most runs owe something.
    const run = fc.array(memorial, { minLength: 1, maxLength: 4 }).chain((memorials) => {
      const dates = memorials.flatMap((m) => [m.birthDate, m.deathDate]).filter((d): d is string => d !== null);
      const near =
        dates.length === 0
          ? day
          : fc
              .tuple(
                fc.constantFrom(...dates),
                fc.constantFrom(0, 7, 30, 365, 366, 730, 1461),
                fc.integer({ min: 0, max: 3 }),
              )
              .map(([date, offset, years]) => addDays(date, offset + years * 365));
      return fc.tuple(
        fc.constant(memorials),
        fc.oneof(
          near,
          day,
          day.map((d) => `${d.slice(0, 4)}-11-02`),
        ),
      );
    });
    await fc.assert(
      fc.asyncProperty(run, async ([memorials, today]) => {
        await db().execute(sql.raw(`delete from ${JOB_QUEUE_SCHEMA}.job`));
        const made = [];
        for (const dates of memorials) made.push({ dates, ...(await followedMemorial(1, dates)) });
        await sweepFollowerOccasions(noonOf(today));
        const mine = new Set(made.map((m) => m.followerIds[0]));
        const owed = (await owedJobs()).filter((job) => mine.has(job.follower));
        const expected = made.flatMap((m) =>
          occasionsOn(m.dates, today).map((occasion) => ({ follower: m.followerIds[0], occasion })),
        );
        const byKey = (a: { follower: string | undefined; occasion: { key: string } }) =>
          `${a.follower} ${a.occasion.key}`;
        expect([...owed].sort((a, b) => byKey(a).localeCompare(byKey(b)))).toEqual(
          [...expected].sort((a, b) => byKey(a).localeCompare(byKey(b))),
        );
      }),
      { seed: 20261127, numRuns: 40 },
    );
  });
});
