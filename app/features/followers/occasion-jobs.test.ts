import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { describe, expect, it, vi } from "vitest";
import { followerOccasionSends, followers, profiles } from "~/db/schema";
import { loadViewableProfile } from "~/features/profiles/index.server";
import { type MailMessage, outboxMailer, setMailer } from "~/integrations/mail/mail.server";
import { enqueueJob } from "~/shared/jobs/jobs.server";
import { jobIdsOf, queueRow } from "~/shared/jobs/jobs.test-helpers";
import { jobQueues } from "~/shared/jobs/queues.test-helpers";
import { JobRegistry } from "~/shared/jobs/registry.server";
import { createProfile } from "../../../tests/factories";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { confirmFollow, requestFollow } from "./follow.server";
import {
  FOLLOWER_OCCASION_JOB,
  type FollowerOccasionJob,
  followerJobHandlers,
  notifyFollowersOfCeremony,
  sweepFollowerOccasions,
} from "./occasion-jobs.server";
import { action, loader } from "./unsubscribe-follow";
import { capturedMail } from "./follower-mail.test-helpers";

const { db } = setupTestDatabase();
const queues = jobQueues();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// A send takes a moment: two workers really overlap.
const sent = capturedMail({ sendMs: 5 });
/** 10:00 in São Paulo on 27 November 2026: the seventh day after a death on the 20th. */
const NOW = new Date("2026-11-27T13:00:00Z");

let n = 0;
/** A memorial and `count` confirmed followers of it. */
async function followedMemorial(count: number, overrides: Parameters<typeof createProfile>[1] = {}) {
  const profile = await createProfile(db(), {
    name: "Maria das Dores",
    birthDate: "1950-03-01",
    deathDate: "2026-11-20",
    ...overrides,
  });
  const view = await loadViewableProfile({ viewer: null, username: profile.username, token: undefined });
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `seguidor${++n}@exemplo.com`;
    await requestFollow(view, { email, captchaToken: "sandbox:0.9" }, { ip: `203.0.113.${n % 250}`, actor: null }, NOW);
    const token = /\/seguir\/confirmar\/([\w-]+)/.exec(sent.at(-1)!.text)![1]!;
    await confirmFollow(token, NOW);
    emails.push(email);
  }
  sent.length = 0;
  return { profile, emails };
}

function registry(): JobRegistry {
  const registry = new JobRegistry();
  registry.register(FOLLOWER_OCCASION_JOB, followerJobHandlers.occasion, { concurrency: 3, retryDelaySeconds: 1 });
  return registry;
}

async function untilAllCompleted() {
  await vi.waitFor(
    async () => {
      const ids = await jobIdsOf(db(), FOLLOWER_OCCASION_JOB);
      for (const id of ids) {
        const state = (await queueRow(db(), id))?.state;
        if (state !== "completed") throw new Error(`job ${id} is ${state}`);
      }
    },
    { timeout: 20_000, interval: 25 },
  );
}

const countBy = (messages: MailMessage[]) => {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(`${m.to} ${m.subject}`, (counts.get(`${m.to} ${m.subject}`) ?? 0) + 1);
  return counts;
};

describe("the occasions on the job queue", () => {
  it(`each occasion is e-mailed once to each follower across two processes' workers${onPostgres ? " (two pools on PostgreSQL)" : ""}`, async () => {
    const { emails } = await followedMemorial(4);
    // Two sweeps in two processes owe the same e-mails: one waiting job per follower and occasion.
    expect(await sweepFollowerOccasions(NOW)).toBe(4);
    expect(await sweepFollowerOccasions(NOW)).toBe(4);
    expect(await jobIdsOf(db(), FOLLOWER_OCCASION_JOB)).toHaveLength(4);
    // And a duplicate job for each (a sweep that ran while the first jobs were running): the sends
    // table is the final guard.
    const rows = await db().select({ id: followers.id }).from(followers);
    for (const { id } of rows) {
      await enqueueJob<FollowerOccasionJob>(FOLLOWER_OCCASION_JOB, {
        followerId: id,
        occasion: { kind: "seventh-day", key: "seventh-day:2026-11-20" },
      });
    }
    const a = await queues.start(registry());
    const b = await queues.start(registry(), await queues.anotherProcessDatabase());
    a.wake();
    b.wake();
    await untilAllCompleted();

    expect(sent).toHaveLength(4);
    expect([...countBy(sent).values()].every((count) => count === 1)).toBe(true);
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    const message = sent[0]!;
    expect(message.subject).toBe("Sétimo dia da partida de Maria das Dores");
    expect(message.text).toMatch(/Acender uma vela em homenagem: http:\/\/\S+\/homenagear\/\S+\?tipo=candle/);
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(message.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/\S+\/seguir\/cancelar\/[\w.-]+>$/);
    const sends = await db().select().from(followerOccasionSends);
    expect(sends).toHaveLength(4);
    expect(sends.every((row) => row.sentAt !== null)).toBe(true);

    // The next hour's sweep owes nothing more.
    expect(await sweepFollowerOccasions(new Date(NOW.getTime() + 3_600_000))).toBe(0);
  });

  it("a failed send is retried by the queue and sent once", async () => {
    await followedMemorial(1);
    let failures = 1;
    setMailer({
      async send(message) {
        if (failures-- > 0) throw new Error("smtp down");
        sent.push(message);
        return { id: "1" };
      },
    });
    expect(await sweepFollowerOccasions(NOW)).toBe(1);
    const [id] = await jobIdsOf(db(), FOLLOWER_OCCASION_JOB);
    const queue = await queues.start(registry());
    queue.wake();
    await vi.waitFor(async () => expect((await queueRow(db(), id!))?.state).toBe("retry"), { timeout: 10_000 });
    expect(await db().select().from(followerOccasionSends)).toEqual([]);
    await db().execute(sql.raw(`update ${JOB_QUEUE_SCHEMA}.job set start_after = now() where id = '${id}'`));
    queue.wake();
    await untilAllCompleted();
    expect(sent).toHaveLength(1);
  });

  it("before the morning hour nothing is owed; the day is São Paulo's", async () => {
    await followedMemorial(1);
    // 05:00 in São Paulo on the seventh day.
    expect(await sweepFollowerOccasions(new Date("2026-11-27T08:00:00Z"))).toBe(0);
    // 23:30 in São Paulo on the 26th is already the 27th in UTC: not the seventh day yet.
    expect(await sweepFollowerOccasions(new Date("2026-11-27T02:30:00Z"))).toBe(0);
  });

  it("Finados reaches the followers of every followed memorial; a private one is left out", async () => {
    await followedMemorial(2, { deathDate: "2019-05-05" });
    const hidden = await followedMemorial(1, { deathDate: "2018-01-01" });
    await db().update(profiles).set({ access: "Private" }).where(eq(profiles.id, hidden.profile.id));
    expect(await sweepFollowerOccasions(new Date("2026-11-02T12:00:00Z"))).toBe(2);
  });

  it("a ceremony added is owed once to each confirmed follower; one already begun to nobody", async () => {
    const { profile } = await followedMemorial(2);
    const announcement = {
      ceremonyId: "3f1c2a8e-0000-4000-8000-000000000001",
      profileId: profile.id,
      kindLabel: "Missa de sétimo dia",
      startsAt: new Date("2026-11-28T13:00:00Z"),
      placeText: "Paróquia São José, Rua das Flores, 10, São Paulo",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Par%C3%B3quia",
      streamUrl: null,
    };
    expect(await notifyFollowersOfCeremony(announcement, NOW)).toBe(2);
    expect(await notifyFollowersOfCeremony(announcement, NOW)).toBe(2);
    expect(await notifyFollowersOfCeremony({ ...announcement, startsAt: new Date(NOW.getTime() - 1) }, NOW)).toBe(0);
    const queue = await queues.start(registry());
    queue.wake();
    await untilAllCompleted();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toBe("Missa de sétimo dia de Maria das Dores: 28/11/2026, às 10:00");
    expect(sent[0]!.text).toContain("Onde: Paróquia São José");
    expect(await notifyFollowersOfCeremony(announcement, NOW)).toBe(0);
  });
});

describe("/seguir/cancelar/:token", () => {
  async function tokenOfFirstMail() {
    await followedMemorial(1);
    await sweepFollowerOccasions(NOW);
    const queue = await queues.start(registry());
    queue.wake();
    await untilAllCompleted();
    return /<http:\/\/[^/]+\/seguir\/cancelar\/([\w.-]+)>/.exec(sent[0]!.headers!["List-Unsubscribe"]!)![1]!;
  }
  const args = (method: "GET" | "POST", token: string, body?: string) => {
    const request = new Request(`http://localhost/seguir/cancelar/${token}`, {
      method,
      ...(body && { body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
    });
    return { request, params: { token }, context: testLoadContext(request) } as never;
  };
  const status = async () => (await db().select({ s: followers.status }).from(followers))[0]!.s;

  it("the one-click POST (RFC 8058) stops the e-mails; the GET page only shows a button", async () => {
    const token = await tokenOfFirstMail();
    const page = answerOf(await loader(args("GET", token)));
    expect(page.body.view).toMatchObject({ memorialName: "Maria das Dores", done: false });
    expect(await status()).toBe("confirmed");
    const oneClick = answerOf(await action(args("POST", token, "List-Unsubscribe=One-Click")));
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.view).toMatchObject({ done: true });
    expect(await status()).toBe("unsubscribed");
    // Again: the same calm answer.
    expect(answerOf(await action(args("POST", token))).body.view).toMatchObject({ done: true });
    expect(await sweepFollowerOccasions(new Date("2026-11-02T12:00:00Z"))).toBe(0);
  });

  it("a made-up token gets a calm 404 page, never a 500", async () => {
    const answer = answerOf(await action(args("POST", "x".repeat(40))));
    expect(answer.status).toBe(404);
    expect(answer.body.invalid).toMatch(/não é mais válido/);
  });

  it("the outbox keeps the List-Unsubscribe headers in the message", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "followers-outbox-"));
    await outboxMailer(dir, "Memorial <contato@memorial.example>").send({
      to: "a@exemplo.com",
      subject: "s",
      text: "t",
      headers: {
        "List-Unsubscribe": "<http://localhost/seguir/cancelar/abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const [file] = await fs.readdir(dir);
    const eml = await fs.readFile(path.join(dir, file!), "utf8");
    expect(eml).toContain("List-Unsubscribe: <http://localhost/seguir/cancelar/abc>");
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    await fs.rm(dir, { recursive: true });
  });
});
