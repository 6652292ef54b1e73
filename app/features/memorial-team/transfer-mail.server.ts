import { eq, inArray } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { panelHref } from "~/features/profiles";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { mailBody } from "~/shared/format/html";
import { logger } from "~/shared/logger.server";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { publicBaseUrl } from "~/shared/public-url.server";

/**
 * The new owner of a transferred memorial is told, owed in the transfer's transaction and sent
 * after it commits (decision 017's way). The key carries the memorial, both people and the moment.
 */
const SCOPE = "memorial-transfer";

export interface Transfer {
  profileId: string;
  fromUserId: string;
  toUserId: string;
  at: Date;
}

const keyOf = (t: Transfer) => [t.profileId, t.fromUserId, t.toUserId, t.at.toISOString()].join("|");

function transferOf(key: string): Transfer | null {
  const [profileId, fromUserId, toUserId, at] = key.split("|");
  return profileId && fromUserId && toUserId && at ? { profileId, fromUserId, toUserId, at: new Date(at) } : null;
}

export async function oweTransferMail(tx: Tx, transfer: Transfer): Promise<string> {
  const key = keyOf(transfer);
  await oweMail(tx, SCOPE, key);
  return key;
}

export function transferMessage(facts: { fromName: string; honoreeName: string; panel: string }) {
  const site = config().SITE_NAME;
  const paragraphs = [
    "Olá!",
    `${facts.fromName} transferiu a você a responsabilidade pelo memorial de ${facts.honoreeName} em ${site}. Agora você é o responsável pelo memorial: o plano, a placa, quem o administra e todo o conteúdo ficam aos seus cuidados.`,
    `${facts.fromName} continua como administrador e pode deixar de ser quando quiser. No painel você muda as funções de cada um: ${facts.panel}`,
    "Se você não esperava esta mensagem, responda a este e-mail.",
  ];
  return {
    subject: `Você agora é o responsável pelo memorial de ${facts.honoreeName} - ${site}`,
    ...mailBody(paragraphs),
  };
}

/** Sends one owed transfer notice if it is still owed and no other process sends it. */
export async function sendTransferMail(key: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    key,
    async (tx) => {
      const transfer = transferOf(key);
      if (!transfer) return { sent: false };
      const [memorial] = await tx
        .select({ name: profiles.name, username: profiles.username })
        .from(profiles)
        .where(eq(profiles.id, transfer.profileId));
      const people = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [transfer.fromUserId, transfer.toUserId]));
      const to = people.find((p) => p.id === transfer.toUserId);
      const from = people.find((p) => p.id === transfer.fromUserId);
      if (!memorial || !to) {
        logger().info({ transfer: { profileId: transfer.profileId } }, "transferred memorial or new owner gone");
        return { sent: false };
      }
      await mailer().send({
        to: to.email,
        ...transferMessage({
          fromName: from?.name ?? config().SITE_NAME,
          honoreeName: memorial.name,
          panel: `${publicBaseUrl()}${panelHref(memorial.username)}#administradores`,
        }),
      });
      return { sent: true };
    },
    database,
  );
}

/** Sends every owed transfer notice (after a failed send or a crash). */
export function sendOwedTransferMails(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendTransferMail, database);
}
