import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { memorialInvitations, profiles, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { mailBody } from "~/shared/format/html";
import { logger } from "~/shared/logger.server";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import { invitationToken } from "./invitation-token.server";
import { INVITATION_DAYS, ROLE_LABELS } from "./memorial-team.schema";

/** Invitations are owed in the inviting transaction and sent after it commits (decision 017's way). */
const SCOPE = "memorial-invitation";

export async function oweInvitationMail(tx: Tx, invitationId: string): Promise<void> {
  await oweMail(tx, SCOPE, invitationId);
}

export interface InvitationFacts {
  inviterName: string;
  honoreeName: string;
  role: "administrator" | "editor";
  link: string;
}

export function invitationMessage(facts: InvitationFacts) {
  const site = config().SITE_NAME;
  const what =
    facts.role === "administrator"
      ? "Como administrador, você poderá cuidar de tudo no memorial: conteúdo, fotos, homenagens, plano e quem o administra."
      : "Como editor, você poderá cuidar do conteúdo, das fotos e das homenagens do memorial.";
  const paragraphs = [
    "Olá!",
    `${facts.inviterName} convidou você para ajudar a administrar o memorial de ${facts.honoreeName} em ${site}, como ${ROLE_LABELS[facts.role].toLowerCase()}.`,
    what,
    `Para aceitar, abra o link abaixo e entre (ou crie uma conta) com este e-mail. O link vale por ${INVITATION_DAYS} dias e funciona uma única vez: ${facts.link}`,
    "Se você não esperava este convite, pode ignorar esta mensagem.",
  ];
  return {
    subject: `Convite para administrar o memorial de ${facts.honoreeName} - ${site}`,
    ...mailBody(paragraphs),
  };
}

/** Sends one owed invitation if it is still owed and no other process sends it; a revoked one is dropped. */
export async function sendInvitationMail(invitationId: string, database: Database = db()): Promise<boolean> {
  // Derived before the claim's transaction (the secret may be read through the database).
  const link = `${publicBaseUrl()}/convite/${encodeURIComponent(await invitationToken(invitationId))}`;
  return sendOwedMail(
    SCOPE,
    invitationId,
    async (tx) => {
      const [row] = await tx
        .select({
          email: memorialInvitations.email,
          role: memorialInvitations.role,
          revokedAt: memorialInvitations.revokedAt,
          honoreeName: profiles.name,
          inviterName: users.name,
        })
        .from(memorialInvitations)
        .innerJoin(profiles, eq(profiles.id, memorialInvitations.profileId))
        .leftJoin(users, eq(users.id, memorialInvitations.invitedByUserId))
        .where(eq(memorialInvitations.id, invitationId));
      if (!row || row.revokedAt) {
        logger().info({ invitation: { id: invitationId } }, "memorial invitation gone or revoked before sending");
        return { sent: false };
      }
      await mailer().send({
        to: row.email,
        ...invitationMessage({
          inviterName: row.inviterName ?? config().SITE_NAME,
          honoreeName: row.honoreeName,
          role: row.role,
          link,
        }),
      });
      await tx.update(memorialInvitations).set({ sentAt: new Date() }).where(eq(memorialInvitations.id, invitationId));
      return { sent: true };
    },
    database,
  );
}

/** Sends every owed invitation (after a failed send or a crash). */
export function sendOwedInvitations(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendInvitationMail, database);
}
