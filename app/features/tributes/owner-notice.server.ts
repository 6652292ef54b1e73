import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { profiles, tributes, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { profileHref } from "~/features/profiles";
import { mailer } from "~/integrations/mail/mail.server";
import { logger } from "~/shared/logger.server";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { escapeHtml } from "~/shared/format/html";
import { publicBaseUrl } from "~/shared/public-url.server";

/**
 * The memorial's administrator is e-mailed once per settled tribute (part 2, §4: "After a tribute
 * the profile owner is e-mailed"): the notice is owed in the settling transaction (a row in
 * idempotency_keys, scope `tribute-owner-notice`) and sent by whoever claims it first, as receipts
 * are (decision 017). Calling `sendOwnerNotice` again, from any process or the API, sends nothing.
 */
const SCOPE = "tribute-owner-notice";

const WHAT = {
  Candle: "acendeu uma vela",
  Message: "deixou uma mensagem",
  Photo: "compartilhou uma lembrança",
  Flower: "deixou uma flor",
} as const;

export async function oweOwnerNotice(tx: Tx, tributeId: string): Promise<void> {
  await oweMail(tx, SCOPE, tributeId);
}

function memorialLink(username: string): string {
  return `${publicBaseUrl()}${profileHref(username)}`;
}

/** Sends the owner's notice of one tribute if it is owed and nobody else is sending it. */
export async function sendOwnerNotice(tributeId: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    tributeId,
    async (tx) => {
      const [row] = await tx
        .select({
          type: tributes.type,
          name: tributes.name,
          body: tributes.body,
          visibility: tributes.visibility,
          profileName: profiles.name,
          username: profiles.username,
          ownerEmail: users.email,
          ownerName: users.name,
        })
        .from(tributes)
        .innerJoin(profiles, eq(profiles.id, tributes.profileId))
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(tributes.id, tributeId));
      if (row) {
        const link = memorialLink(row.username);
        const line = `${row.name} ${WHAT[row.type]} em homenagem a ${row.profileName}.`;
        const quote = row.type === "Message" && row.body ? `\n\n"${row.body}"` : "";
        const waiting =
          row.visibility === "held" ? "\n\nEla aguarda a sua aprovação: abra o memorial para aprovar ou recusar." : "";
        await mailer().send({
          to: row.ownerEmail,
          subject: `Nova homenagem para ${row.profileName}`,
          text: `Olá, ${row.ownerName}.\n\n${line}${quote}${waiting}\n\nVeja no memorial: ${link}\n`,
          html: [
            `<p>Olá, ${escapeHtml(row.ownerName)}.</p>`,
            `<p>${escapeHtml(line)}</p>`,
            quote ? `<blockquote>${escapeHtml(row.body!)}</blockquote>` : "",
            waiting ? `<p>${escapeHtml(waiting.trim())}</p>` : "",
            `<p><a href="${escapeHtml(link)}">Ver no memorial</a></p>`,
          ].join("\n"),
        });
      } else {
        logger().warn({ tribute: { id: tributeId } }, "owner notice owed for a missing tribute: dropped");
      }
      return { sent: Boolean(row) };
    },
    database,
  );
}

/** Sends every owed notice (after a settlement is heard, and as the sweep's safety net). */
export function sendOwedOwnerNotices(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendOwnerNotice, database);
}
