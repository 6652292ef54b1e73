import { eq, sql } from "drizzle-orm";
import { selectRows } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimAttempts, memorialClaims, memorialMembers, profiles } from "~/db/schema";
import { setMailer } from "~/integrations/mail/mail.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { CLAIM_MAIL_JOB, deliverClaimMail, sendOwedClaimMails } from "./claim-mail.server";
import { ATTEMPT_WINDOW_MS, CLAIM_MESSAGES as M } from "./claims.constants";
import { claimScreen, submitClaim, withdrawClaim } from "./claims.server";
import { captureMail, claimForm, claimableMemorial, person, WRONG } from "./claims.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-27T12:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

let sent: ReturnType<typeof captureMail>;
beforeEach(() => {
  sent = captureMail();
});
afterEach(() => setMailer(undefined));

async function attemptsOf(profileId: string) {
  return db().select().from(claimAttempts).where(eq(claimAttempts.profileId, profileId));
}

describe("claiming a memorial with its security questions (decision 057)", () => {
  it("right answers, typed with other case, accents and spaces, open a claim and e-mail the administrators", async () => {
    const { owner, profile } = await claimableMemorial(db());
    const relative = await person(db());
    expect(await claimScreen(relative, profile.username)).toMatchObject({ state: "open" });

    const { claimId } = await submitClaim(relative, profile.username, claimForm(), { now: NOW });

    const [claim] = await db().select().from(memorialClaims).where(eq(memorialClaims.id, claimId));
    expect(claim).toMatchObject({
      claimantUserId: relative.id,
      fullName: "Ana Conceição Souza",
      relationship: "Filha",
      phone: "31987654321",
      status: "awaiting_objection_window",
      objected: false,
      objectionWindowEndsAt: later(7 * 24 * 3_600_000),
    });
    expect((await attemptsOf(profile.id)).map((a) => a.success)).toEqual([true]);
    expect(await claimScreen(relative, profile.username)).toMatchObject({ state: "pending" });

    expect(await sendOwedClaimMails()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(owner.email);
    expect(sent[0]!.text).toContain(`/reivindicacoes/${claimId}/contestar`);
    expect(sent[0]!.text).toContain("04/12/2026");
    expect(await sendOwedClaimMails()).toBe(0);
  });

  it("owes each administrator's e-mail as a job on the queue, which sends it once", async () => {
    const { owner, profile } = await claimableMemorial(db());
    const coAdmin = await person(db());
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: coAdmin.id, role: "administrator" });
    await submitClaim(await person(db()), profile.username, claimForm(), { now: NOW });
    const jobs = await selectRows<{ data: { key: string } }>(
      db(),
      sql.raw(`select data from ${JOB_QUEUE_SCHEMA}.job where name = '${CLAIM_MAIL_JOB}'`),
    );
    expect(jobs).toHaveLength(2);
    for (const job of jobs) {
      const context = { payload: job.data, jobId: "test", attempt: 1, reportProgress: async () => {} };
      await deliverClaimMail(context);
      await deliverClaimMail(context);
    }
    expect(sent.map((m) => m.to).sort()).toEqual([owner.email, coAdmin.email].sort());
  });

  it("one wrong answer refuses the claim without saying which, records a failed try and opens nothing", async () => {
    const { profile } = await claimableMemorial(db());
    const relative = await person(db());
    for (const wrong of [{ motherName: "Maria José" }, { motherSpouse: "Pedro" }, WRONG]) {
      await expect(submitClaim(relative, profile.username, claimForm(wrong), { now: NOW })).rejects.toMatchObject({
        status: 400,
        message: M.wrongAnswers,
      });
    }
    expect((await attemptsOf(profile.id)).map((a) => a.success)).toEqual([false, false, false]);
    expect(await db().select().from(memorialClaims)).toEqual([]);
  });

  it("bad input is refused with its message and counts no try", async () => {
    const { profile } = await claimableMemorial(db());
    const relative = await person(db());
    await expect(
      submitClaim(relative, profile.username, claimForm({ phone: "1234", relationship: "Vizinho" }), { now: NOW }),
    ).rejects.toMatchObject({ status: 400, fields: { phone: M.phoneInvalid, relationship: M.relationshipInvalid } });
    expect(await attemptsOf(profile.id)).toEqual([]);
  });

  it("locks an account out after five wrong tries for 24 hours from the first, even with right answers", async () => {
    const { profile } = await claimableMemorial(db());
    const relative = await person(db());
    for (let i = 0; i < 5; i++) {
      await expect(
        submitClaim(relative, profile.username, claimForm(WRONG), { now: later(i * 60_000) }),
      ).rejects.toMatchObject({
        status: 400,
      });
    }
    const locked = submitClaim(relative, profile.username, claimForm(), { now: later(3_600_000) });
    await expect(locked).rejects.toMatchObject({ status: 429, message: M.lockedUntil("28/11/2026 às 09:00") });
    // Another account may still try; the lockout is per account (and per memorial at 20).
    const cousin = await person(db());
    await expect(submitClaim(cousin, profile.username, claimForm(), { now: later(3_600_000) })).resolves.toBeDefined();
    // A minute before the first failure leaves the window: still locked; at it: allowed.
    await expect(
      submitClaim(relative, profile.username, claimForm(), { now: later(ATTEMPT_WINDOW_MS - 1) }),
    ).rejects.toMatchObject({ status: 429 });
    await expect(
      submitClaim(relative, profile.username, claimForm(), { now: later(ATTEMPT_WINDOW_MS) }),
    ).resolves.toBeDefined();
  });

  it("locks the memorial after twenty wrong tries from all accounts", async () => {
    const { profile } = await claimableMemorial(db());
    for (let i = 0; i < 5; i++) {
      const guesser = await person(db());
      for (let j = 0; j < 4; j++) {
        await submitClaim(guesser, profile.username, claimForm(WRONG), { now: NOW }).catch(() => undefined);
      }
    }
    const newcomer = await person(db());
    await expect(submitClaim(newcomer, profile.username, claimForm(), { now: NOW })).rejects.toMatchObject({
      status: 429,
    });
    expect((await attemptsOf(profile.id)).filter((a) => !a.success)).toHaveLength(20);
  });

  it("a burst of parallel wrong tries never records more failures than the limit", async () => {
    const { profile } = await claimableMemorial(db());
    const relative = await person(db());
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => submitClaim(relative, profile.username, claimForm(WRONG), { now: NOW })),
    );
    const statuses = results.map((r) => (r.status === "rejected" ? (r.reason as { status: number }).status : 200));
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await attemptsOf(profile.id)).toHaveLength(5);
  });

  it("one open claim per person per memorial, even when sent twice at once", async () => {
    const { profile } = await claimableMemorial(db());
    const relative = await person(db());
    const results = await Promise.allSettled([
      submitClaim(relative, profile.username, claimForm(), { now: NOW }),
      submitClaim(relative, profile.username, claimForm(), { now: NOW }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { status: 409, message: M.alreadyOpen },
    });
    await expect(submitClaim(relative, profile.username, claimForm(), { now: NOW })).rejects.toMatchObject({
      status: 409,
      message: M.alreadyOpen,
    });
    expect(await db().select().from(memorialClaims)).toHaveLength(1);
  });

  it("the claimant withdraws an open claim and may claim again; nothing else can be withdrawn", async () => {
    const { profile } = await claimableMemorial(db());
    const relative = await person(db());
    await expect(withdrawClaim(relative, profile.username, { now: NOW })).rejects.toMatchObject({ status: 404 });
    const { claimId } = await submitClaim(relative, profile.username, claimForm(), { now: NOW });
    await expect(withdrawClaim(await person(db()), profile.username, { now: NOW })).rejects.toMatchObject({
      status: 404,
    });
    await withdrawClaim(relative, profile.username, { now: later(60_000) });
    const [claim] = await db().select().from(memorialClaims).where(eq(memorialClaims.id, claimId));
    expect(claim).toMatchObject({ status: "withdrawn", decidedAt: later(60_000) });
    expect(await claimScreen(relative, profile.username)).toMatchObject({ state: "open" });
    await expect(submitClaim(relative, profile.username, claimForm(), { now: later(120_000) })).resolves.toBeDefined();
  });

  it("administrators of the memorial and site admins cannot claim it; strangers must sign in", async () => {
    const { owner, profile } = await claimableMemorial(db());
    const coAdmin = await person(db());
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: coAdmin.id, role: "administrator" });
    const siteAdmin = await person(db(), "admin");
    for (const actor of [owner, coAdmin]) {
      await expect(submitClaim(actor, profile.username, claimForm(), { now: NOW })).rejects.toMatchObject({
        status: 403,
        message: M.alreadyAdministrator,
      });
    }
    await expect(submitClaim(siteAdmin, profile.username, claimForm(), { now: NOW })).rejects.toMatchObject({
      status: 403,
    });
    await expect(submitClaim(null, profile.username, claimForm(), { now: NOW })).rejects.toMatchObject({ status: 401 });
    expect(await claimScreen(owner, profile.username)).toMatchObject({ state: "administrator" });
    expect(await attemptsOf(profile.id)).toEqual([]);
  });

  it("a memorial without stored answers cannot be claimed this way, and says so", async () => {
    const { profile } = await claimableMemorial(db());
    await db().update(profiles).set({ securityMotherSpouseHash: null }).where(eq(profiles.id, profile.id));
    const relative = await person(db());
    expect(await claimScreen(relative, profile.username)).toMatchObject({ state: "no-answers" });
    await expect(submitClaim(relative, profile.username, claimForm(), { now: NOW })).rejects.toMatchObject({
      status: 409,
      message: M.noAnswers,
    });
    expect(await attemptsOf(profile.id)).toEqual([]);
  });
});
