import { eq, sql } from "drizzle-orm";
import { selectRows } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { planContracts, profiles } from "~/db/schema";
import { countGalleryImages } from "~/features/gallery/index.server";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { advanceJobClock, jobIdsOf, queueRow } from "~/shared/jobs/jobs.test-helpers";
import { jobQueues } from "~/shared/jobs/queues.test-helpers";
import { JobRegistry } from "~/shared/jobs/registry.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { assignPlan } from "./plan-changes.server";
import {
  PLAN_LIFE_SWEEP_JOB,
  PLAN_TERM_END_JOB,
  PLAN_TERM_REMINDER_JOB,
  schedulePlanLifeSweep,
} from "./plan-life-jobs.server";
import { planLifeJobHandlers } from "./plan-life.server";

const { db } = setupTestDatabase();
const queues = jobQueues();
const DAY = 86_400_000;

afterEach(() => setMailer(undefined));

function registry(): JobRegistry {
  const jobs = planLifeJobHandlers({ galleryPhotoCount: (tx, id) => countGalleryImages(id, tx) });
  const registry = new JobRegistry();
  registry.register(PLAN_TERM_REMINDER_JOB, jobs.reminder);
  registry.register(PLAN_TERM_END_JOB, jobs.end);
  registry.register(PLAN_LIFE_SWEEP_JOB, jobs.sweep);
  return registry;
}

/** A memorial whose Ouro term started `daysAgo` days before the real clock (the queue's clock is the database's). */
async function termStarted(daysAgo: number) {
  const owner = await signedInUser(db(), { email: "familia@memorial.example" });
  const admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.id });
  await assignPlan(admin, profile.id, "Ouro", "Cortesia", new Date(Date.now() - daysAgo * DAY));
  return profile;
}

/** The job owed under `key` (jobs enqueued in one transaction share their creation time). */
async function jobWithKey(key: string): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db(),
    sql`select id from ${sql.raw(JOB_QUEUE_SCHEMA)}.job where singleton_key = ${key}`,
  );
  return row!.id;
}

async function untilCompleted(ids: string[]) {
  await vi.waitFor(
    async () => {
      for (const id of ids) if ((await queueRow(db(), id))?.state !== "completed") throw new Error("not yet");
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe("plan life on the job queue", () => {
  it("a term owes its reminders and its end when it starts; each runs at its moment, the reminder once", async () => {
    const reminders: MailMessage[] = [];
    setMailer({
      async send(message) {
        if (message.subject.includes(" termina em ")) reminders.push(message);
        return { id: "1" };
      },
    });
    // 170 days in: the 15-day reminder is due (10 days left), the 3-day one and the end are not.
    const profile = await termStarted(170);
    const [term] = await db().select().from(planContracts).where(eq(planContracts.profileId, profile.id));
    const reminder15 = await jobWithKey(`${term!.id}:15`);
    const reminder3 = await jobWithKey(`${term!.id}:3`);
    const end = await jobWithKey(term!.id);
    expect((await queueRow(db(), reminder3))!.startsInSeconds).toBeGreaterThan(6 * 86_400);
    expect((await queueRow(db(), end))!.startsInSeconds).toBeGreaterThan(9 * 86_400);

    await queues.start(registry());
    await untilCompleted([reminder15]);
    expect(reminders.map((m) => m.to)).toEqual(["familia@memorial.example"]);
    expect(reminders[0]!.subject).toContain("termina em 15 dias");

    // The end's job, its moment come (the queue's clock moved on): the memorial falls back to Free.
    await advanceJobClock(db(), end, 11 * 86_400);
    await advanceJobClock(db(), reminder3, 11 * 86_400);
    await queues.start(registry());
    await untilCompleted([end, reminder3]);
    // The 3-day reminder's moment came while the real clock still says 10 days: it sends nothing early.
    expect(reminders).toHaveLength(1);
    const [row] = await db().select({ type: profiles.type }).from(profiles).where(eq(profiles.id, profile.id));
    // The real clock has not reached the end: the end job leaves the term running (the sweep ends it later).
    expect(row!.type).toBe("Ouro");
  });

  it("the end's job moves a memorial whose term is over to Free, and the sweep owes its next run", async () => {
    const profile = await termStarted(181);
    const [end] = await jobIdsOf(db(), PLAN_TERM_END_JOB);
    const sweep = await schedulePlanLifeSweep();
    // Owed once however many processes start.
    expect(await schedulePlanLifeSweep()).toBe(sweep);
    await queues.start(registry());
    await untilCompleted([end!, sweep]);
    const [row] = await db().select({ type: profiles.type }).from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.type).toBe("Free");
    const contracts = await db().select().from(planContracts).where(eq(planContracts.profileId, profile.id));
    expect(contracts.map((c) => c.status)).toEqual(["expired"]);
    const sweeps = await jobIdsOf(db(), PLAN_LIFE_SWEEP_JOB);
    expect(sweeps).toHaveLength(2);
    expect((await queueRow(db(), sweeps[1]!))!.startsInSeconds).toBeGreaterThan(3_500);
  });
});
