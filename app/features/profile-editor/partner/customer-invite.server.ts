import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { logger } from "~/shared/logger.server";
import { enqueueJob, type JobContext } from "~/shared/jobs/jobs.server";
import { isMailOwed, oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { mailBody } from "~/shared/format/html";
import { publicBaseUrl } from "~/shared/public-url.server";

/**
 * The invitation a partner's customer receives. It is owed in the creation's own transaction (a
 * row in idempotency_keys, scope `customer-invite`, key the profile id, result null) and sent once
 * the creation commits, as receipts are: a rolled-back creation owes nothing. The same transaction
 * enqueues its delivery job (decision 044), due a minute later: by then the invite is usually out
 * and the job does nothing; after a failed send (or a crash) the job sends it, retried with
 * backoff until the mailer takes it. A resend ('Reenviar convite', decision 043) owes the same
 * message again under `{profileId}@{time of the resend}`, with a delivery job of its own.
 */
const SCOPE = "customer-invite";
const RESEND_SEPARATOR = "@";

/** The job queue's name for an invite's delivery (registered in app/composition/jobs.server.ts). */
export const CUSTOMER_INVITE_JOB = "customer-invite";

/** How long after the creation the delivery job checks that the invite went out. */
export const CUSTOMER_INVITE_CHECK_MS = 60_000;

/** Owes the message under `key` and enqueues the job that checks it went out. */
async function oweWithDelivery(tx: Tx, key: string, now: Date): Promise<void> {
  await oweMail(tx, SCOPE, key);
  await enqueueJob(
    CUSTOMER_INVITE_JOB,
    { profileId: key },
    { tx, singletonKey: key, startAfter: new Date(now.getTime() + CUSTOMER_INVITE_CHECK_MS) },
  );
}

export async function oweCustomerInvite(tx: Tx, profileId: string, now = new Date()): Promise<void> {
  await oweWithDelivery(tx, profileId, now);
}

/**
 * The delivery job: sends the invite if it is still owed. A failed send throws, and so does an
 * invite another process is sending right now (its send may yet fail): the queue tries again.
 */
export async function deliverCustomerInvite({ payload }: JobContext<{ profileId: string }>): Promise<void> {
  if (await sendCustomerInvite(payload.profileId)) return;
  if (await isMailOwed(SCOPE, payload.profileId))
    throw new Error("customer invite being sent elsewhere; checking again");
}

/** Owes the invite once more (the resend's transaction); the key to send it with after the commit. */
export async function oweCustomerInviteAgain(tx: Tx, profileId: string, now: Date): Promise<string> {
  const key = `${profileId}${RESEND_SEPARATOR}${now.toISOString()}`;
  await oweWithDelivery(tx, key, now);
  return key;
}

const profileIdOf = (key: string) => key.split(RESEND_SEPARATOR, 1)[0]!;

function siteLink(path: string): string {
  return `${publicBaseUrl()}${path}`;
}

export interface InviteFacts {
  customerName: string;
  customerEmail: string;
  partnerName: string;
  honoreeName: string;
  profileId: string;
}

export function customerInviteMessage(facts: InviteFacts) {
  const site = config().SITE_NAME;
  const login = siteLink("/login");
  const complete = siteLink(`/complete-profile/${facts.profileId}`);
  const settings = siteLink("/account-settings");
  const forgot = siteLink("/esqueciMinhaSenha");
  const paragraphs = [
    `Olá, ${facts.customerName}!`,
    `${facts.partnerName} criou em ${site} o memorial de ${facts.honoreeName} e uma conta para você administrá-lo.`,
    `Entre com o e-mail ${facts.customerEmail} e a senha que ${facts.partnerName} lhe passou: ${login}`,
    `Depois de entrar, complete o memorial com a história, as fotos e as lembranças de ${facts.honoreeName}: ${complete}`,
    `Por segurança, troque a sua senha em Configurações: ${settings}`,
    `Se não tiver mais essa senha, crie uma nova com o seu e-mail: ${forgot}`,
  ];
  return {
    subject: `Seu acesso ao memorial de ${facts.honoreeName} - ${site}`,
    ...mailBody(paragraphs),
  };
}

/**
 * Sends an owed invite if no other process is sending it: `key` is the memorial's id (the
 * creation's invite) or the key `oweCustomerInviteAgain` returned (a resend).
 */
export async function sendCustomerInvite(key: string, database: Database = db()): Promise<boolean> {
  const profileId = profileIdOf(key);
  return sendOwedMail(
    SCOPE,
    key,
    async (tx) => {
      const [row] = await tx
        .select({
          honoreeName: profiles.name,
          customerName: users.name,
          customerEmail: users.email,
          partnerId: users.createdByUserId,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.id, profileId));
      const [partner] = row?.partnerId
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.partnerId))
        : [];
      if (row) {
        const facts = { ...row, partnerName: partner?.name ?? config().SITE_NAME, profileId };
        await mailer().send({ to: row.customerEmail, ...customerInviteMessage(facts) });
      } else {
        logger().warn({ profile: { id: profileId } }, "customer invite owed to a missing memorial: dropped");
      }
      return { sent: Boolean(row) };
    },
    database,
  );
}

/** Sends every owed invite (those owed before their delivery had a job, at start). */
export function sendOwedCustomerInvites(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendCustomerInvite, database);
}
