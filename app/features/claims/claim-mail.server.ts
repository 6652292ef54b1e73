import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { memorialClaims, profiles, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { mailBody } from "~/shared/format/html";
import { enqueueJob, type JobContext } from "~/shared/jobs/jobs.server";
import { isMailOwed, oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import { formatMoment } from "./claim-time";
import { objectionHref } from "./claims.links";

/**
 * A claim's e-mails (decision 057), one per recipient and event, owed in the transaction that
 * causes them and sent by a job on the queue: the memorial's administrators are told of a new
 * claim (with the link to object), and the claimant and the administrators of the decision.
 */
const SCOPE = "memorial-claim";
export const CLAIM_MAIL_JOB = "claim-mail";

export type ClaimMailEvent = "submitted" | "decided";

const keyOf = (claimId: string, event: ClaimMailEvent, userId: string) => [claimId, event, userId].join("|");

function parseKey(key: string): { claimId: string; event: ClaimMailEvent; userId: string } | null {
  const [claimId, event, userId] = key.split("|");
  if (!claimId || !userId || (event !== "submitted" && event !== "decided")) return null;
  return { claimId, event, userId };
}

/** Owes each recipient their e-mail and enqueues its delivery, in the caller's transaction. */
export async function oweClaimMails(tx: Tx, claimId: string, event: ClaimMailEvent, userIds: readonly string[]) {
  for (const userId of new Set(userIds)) {
    const key = keyOf(claimId, event, userId);
    await oweMail(tx, SCOPE, key);
    await enqueueJob(CLAIM_MAIL_JOB, { key }, { tx, singletonKey: key });
  }
}

type ClaimFacts = typeof memorialClaims.$inferSelect & { honoreeName: string };

function submittedMessage(claim: ClaimFacts) {
  const site = config().SITE_NAME;
  const link = `${publicBaseUrl()}${objectionHref(claim.id)}`;
  return {
    subject: `Pedido para administrar o memorial de ${claim.honoreeName} - ${site}`,
    ...mailBody([
      "Olá!",
      `${claim.fullName ?? "Uma pessoa"}, que se apresenta como ${(claim.relationship ?? "").toLowerCase()} de ${claim.honoreeName}, respondeu corretamente às perguntas de segurança do memorial e pediu para administrá-lo.`,
      `Nossa equipe vai analisar o pedido. Se você não concorda, conteste até ${formatMoment(claim.objectionWindowEndsAt)}: ${link}`,
      "Se você concorda, não precisa fazer nada.",
    ]),
  };
}

function decidedMessage(claim: ClaimFacts, toClaimant: boolean) {
  const site = config().SITE_NAME;
  const approved = claim.status === "approved";
  const outcome = approved
    ? claim.outcome === "transferred"
      ? `o memorial de ${claim.honoreeName} foi transferido para ${toClaimant ? "você" : (claim.fullName ?? "quem o pediu")}`
      : `${toClaimant ? "você agora é" : `${claim.fullName ?? "quem o pediu"} agora é`} administrador do memorial de ${claim.honoreeName}`
    : `o pedido para administrar o memorial de ${claim.honoreeName} foi recusado`;
  return {
    subject: `${approved ? "Pedido aprovado" : "Pedido recusado"}: memorial de ${claim.honoreeName} - ${site}`,
    ...mailBody([
      "Olá!",
      `Nossa equipe analisou o pedido e ${outcome}.`,
      ...(claim.decisionNote ? [`Nota da equipe: ${claim.decisionNote}`] : []),
      "Se tiver dúvidas, responda a este e-mail.",
    ]),
  };
}

/** Sends one owed claim e-mail if it is still owed and no other process is sending it. */
export async function sendClaimMail(key: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    key,
    async (tx) => {
      const parsed = parseKey(key);
      if (!parsed) return { sent: false };
      const [claim] = await tx
        .select({ claim: memorialClaims, honoreeName: profiles.name })
        .from(memorialClaims)
        .innerJoin(profiles, eq(profiles.id, memorialClaims.profileId))
        .where(eq(memorialClaims.id, parsed.claimId));
      const [to] = await tx.select({ email: users.email }).from(users).where(eq(users.id, parsed.userId));
      if (!claim || !to) return { sent: false };
      const facts = { ...claim.claim, honoreeName: claim.honoreeName };
      const message =
        parsed.event === "submitted"
          ? submittedMessage(facts)
          : decidedMessage(facts, parsed.userId === claim.claim.claimantUserId);
      await mailer().send({ to: to.email, ...message });
      return { sent: true };
    },
    database,
  );
}

/** The job: sends the e-mail; one being sent elsewhere right now is checked again by a retry. */
export async function deliverClaimMail({ payload }: JobContext<{ key: string }>): Promise<void> {
  if (await sendClaimMail(payload.key)) return;
  if (await isMailOwed(SCOPE, payload.key)) throw new Error("claim e-mail being sent elsewhere; checking again");
}

/** Every claim e-mail still owed (after a crash or a failed send). */
export function sendOwedClaimMails(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendClaimMail, database);
}
