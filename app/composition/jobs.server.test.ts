import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { payments, tributes } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { buyWithWalletBalance, createPayment } from "~/features/payments/payments.server";
import { actorOf, fundWallet, payer, pendingTribute } from "~/features/payments/payments.test-helpers";
import { approveSandboxPayment } from "~/features/payments/webhook.server";
import {
  CUSTOMER_INVITE_JOB,
  oweCustomerInvite,
  sendCustomerInvite,
} from "~/features/profile-editor/partner/customer-invite.server";
import { jobStatus, startJobQueue } from "~/shared/jobs/jobs.server";
import { advanceJobClock, jobIdsOf, queueRow } from "~/shared/jobs/jobs.test-helpers";
import { sendOwedPlaqueAddressRequests } from "~/features/plaques/index.server";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createTribute, createUser } from "../../tests/factories";
import { setupTestDatabase } from "../../tests/support/database";
import { addCeremony } from "~/features/ceremonies/index.server";
import { confirmFollow, requestFollow } from "~/features/followers/follow.server";
import { loadViewableProfile } from "~/features/profiles/index.server";
import { startJobs, startPaymentJobs, stopJobs } from "./jobs.server";

const { db } = setupTestDatabase();
const MINUTE = 60_000;

function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  setMailer({
    async send(message) {
      sent.push(message);
      return { id: String(sent.length) };
    },
  });
  return sent;
}

afterEach(() => setMailer(undefined));

/** Waits until `check` holds (the jobs run on their own timers and events). */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the jobs did not get there in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the payment jobs, composed", () => {
  it("as a tribute's approval commits, its receipt and its owner's notice go out, once each", async () => {
    const sent = captureMail();
    const owner = await createUser(db(), { email: "familia@memorial.example" });
    const tribute = await pendingTribute(db(), { profileId: (await createProfile(db(), { userId: owner.id })).id });
    // A long interval: only the approval's event can send anything during this test.
    const stop = await startPaymentJobs(60 * MINUTE);
    try {
      const payment = await createPayment(null, {
        product: "tribute",
        productRefId: tribute.id,
        method: "pix",
        payer,
        idempotencyKey: "jobs-tribute-1",
      });
      await approveSandboxPayment(payment.id);
      await eventually(() => sent.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent.map((mail) => [mail.to, mail.subject.split(" - ")[0]]).sort()).toEqual([
        ["familia@memorial.example", expect.stringMatching(/^Nova homenagem para /)],
        [payer.email, "Pagamento confirmado"],
      ]);
    } finally {
      await stop();
    }
  });

  it("as a plan's approval commits, the plaque's address is asked of the memorial's administrator, once", async () => {
    const sent = captureMail();
    const owner = actorOf(await createUser(db(), { email: "placa@memorial.example" }));
    const profile = await createProfile(db(), { userId: owner.id, type: "Free" });
    await fundWallet(owner.id, 50_000);
    const stop = await startPaymentJobs(60 * MINUTE);
    try {
      await buyWithWalletBalance(owner, {
        product: "profile_plan",
        productRefId: profile.id,
        planId: "Ouro",
        idempotencyKey: "jobs-plan-1",
      });
      await eventually(() => sent.some((mail) => mail.subject.startsWith("Informe o endereço da placa")));
      // Nothing is left owed: no later trigger sends it again.
      expect(await sendOwedPlaqueAddressRequests()).toBe(0);
      expect(sent.filter((mail) => mail.subject.startsWith("Informe o endereço da placa"))).toEqual([
        expect.objectContaining({ to: "placa@memorial.example" }),
      ]);
    } finally {
      await stop();
    }
  });

  it("each tick reconciles payments, then expires tributes unpaid for 14 days", async () => {
    captureMail();
    const now = Date.now();
    const forgotten = await createTribute(db(), {
      type: "Message",
      status: "pending",
      createdAt: new Date(now - 15 * 24 * 60 * MINUTE),
    });
    const unpaid = await pendingTribute(db());
    // A PIX left unpaid past its 30 minutes.
    const pix = await createPayment(
      null,
      { product: "tribute", productRefId: unpaid.id, method: "pix", payer, idempotencyKey: "jobs-pix-1" },
      new Date(now - 40 * MINUTE),
    );
    const stop = await startPaymentJobs(50);
    try {
      const statusOf = async () => {
        const [payment] = await db().select().from(payments).where(eq(payments.id, pix.id));
        const [tribute] = await db().select().from(tributes).where(eq(tributes.id, forgotten.id));
        return [payment!.status, tribute!.status];
      };
      await eventually(async () => (await statusOf()).join() === "expired,expired");
    } finally {
      await stop();
    }
  });
});

describe("the job queue, composed", () => {
  afterEach(() => stopJobs());

  it("an invite the mailer refused goes out through its job, retried until the mailer takes it, once", async () => {
    let mailerUp = false;
    const sent: MailMessage[] = [];
    setMailer({
      async send(message) {
        if (!mailerUp) throw new Error("SMTP indisponível");
        sent.push(message);
        return { id: String(sent.length) };
      },
    });
    const customer = await createUser(db(), { email: "cliente@memorial.example" });
    const profile = await createProfile(db(), { userId: customer.id });
    await inTransaction((tx) => oweCustomerInvite(tx, profile.id));
    await sendCustomerInvite(profile.id).catch(() => {}); // the creation's own try, refused
    await startJobs();
    const [jobId] = await jobIdsOf(db(), CUSTOMER_INVITE_JOB);

    // A minute later the job finds the invite still owed; the mailer refuses it again.
    const queue = await startJobQueue(); // the one startJobs started
    await advanceJobClock(db(), jobId!, 60);
    queue.wake(CUSTOMER_INVITE_JOB);
    await eventually(async () => (await queueRow(db(), jobId!))?.state === "retry");
    expect(sent).toEqual([]);

    mailerUp = true;
    await advanceJobClock(db(), jobId!, 60);
    queue.wake(CUSTOMER_INVITE_JOB);
    await eventually(async () => (await jobStatus(jobId!))?.state === "done");
    expect(sent.map((mail) => mail.to)).toEqual(["cliente@memorial.example"]);
  });

  it("a ceremony the family adds is e-mailed to its confirmed followers, not to one who never confirmed", async () => {
    const sent = captureMail();
    const owner = await createUser(db());
    const profile = await createProfile(db(), { userId: owner.id, name: "Helena Duarte" });
    const view = await loadViewableProfile({ viewer: null, username: profile.username, token: undefined });
    const now = new Date();
    await requestFollow(
      view,
      { email: "prima@exemplo.com", captchaToken: "sandbox:0.9" },
      { ip: "203.0.113.7", actor: null },
      now,
    );
    await requestFollow(
      view,
      { email: "pendente@exemplo.com", captchaToken: "sandbox:0.9" },
      { ip: "203.0.113.8", actor: null },
      now,
    );
    const token = /\/seguir\/confirmar\/([\w-]+)/.exec(sent[0]!.text)![1]!;
    await confirmFollow(token, now);
    sent.length = 0;

    await startJobs();
    // Two days ahead, in São Paulo's calendar: still upcoming whenever the test runs.
    const day = new Date(now.getTime() + 2 * 24 * 60 * MINUTE).toLocaleDateString("sv-SE", {
      timeZone: "America/Sao_Paulo",
    });
    await addCeremony(
      actorOf(owner),
      profile.id,
      {
        kind: "velorio",
        date: day,
        time: "14:00",
        placeName: "Capela Ecumênica",
        placeAddress: "Rua das Flores, 10, Campinas/SP",
      },
      now,
    );
    await eventually(() => sent.some((mail) => mail.to === "prima@exemplo.com"), 20_000);
    expect(sent.map((mail) => mail.to)).toEqual(["prima@exemplo.com"]);
    expect(sent[0]!.subject).toContain("Velório de Helena Duarte");
  });
});
