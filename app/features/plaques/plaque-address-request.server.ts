import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { plaqueOrders, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { memorialAdministrators } from "~/features/profiles/index.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { mailBody } from "~/shared/format/html";
import { logger } from "~/shared/logger.server";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { publicBaseUrl } from "~/shared/public-url.server";

/**
 * The e-mail asking a memorial's administrators where to send its plaque (decision 042). It is owed
 * in the transaction that opened the order without an address (a row in idempotency_keys, scope
 * `plaque-address-request`, key the profile id: once per memorial, ever) and sent after the commit
 * by whoever claims it first, as receipts are (decision 017). When it is sent the order is read
 * again: an address given meanwhile, a plaque shipped or a plan refunded drops it unsent.
 */
const SCOPE = "plaque-address-request";

export async function oweAddressRequest(tx: Tx, profileId: string): Promise<void> {
  await oweMail(tx, SCOPE, profileId);
}

/** Where the family gives the address: the memorial's panel, at its plaque section. */
export function plaquePanelPath(username: string): string {
  return `/painel/${encodeURIComponent(username)}#placa`;
}

export interface AddressRequestFacts {
  administratorName: string;
  honoreeName: string;
  planName: string;
  username: string;
}

export function addressRequestMessage(facts: AddressRequestFacts) {
  const site = config().SITE_NAME;
  const link = `${publicBaseUrl()}${plaquePanelPath(facts.username)}`;
  const paragraphs = [
    `Olá, ${facts.administratorName}!`,
    `O plano ${facts.planName} do memorial de ${facts.honoreeName} inclui a placa de alumínio escovado com QR Code para o túmulo.`,
    `Para que possamos enviá-la, informe o endereço de entrega no painel do memorial: ${link}`,
    "A placa é impressa e enviada assim que o endereço for informado.",
  ];
  return {
    subject: `Informe o endereço da placa do memorial de ${facts.honoreeName} - ${site}`,
    ...mailBody(paragraphs),
  };
}

/** Sends the address request of one memorial if it is owed, still needed, and nobody else is sending it. */
export async function sendPlaqueAddressRequest(profileId: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    profileId,
    async (tx) => {
      const [row] = await tx
        .select({
          status: plaqueOrders.status,
          street: plaqueOrders.street,
          honoreeName: profiles.name,
          username: profiles.username,
          type: profiles.type,
        })
        .from(plaqueOrders)
        .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId))
        .where(eq(plaqueOrders.profileId, profileId));
      const needed = row && row.status === "pending" && row.street === null && row.type !== "Free";
      if (!needed) {
        logger().info({ profile: { id: profileId } }, "plaque address request no longer needed: dropped");
        return { sent: false, detail: { dropped: true } };
      }
      const recipients = await memorialAdministrators(profileId, tx);
      for (const administrator of recipients) {
        const facts = {
          administratorName: administrator.name,
          honoreeName: row.honoreeName,
          planName: row.type,
          username: row.username,
        };
        await mailer().send({ to: administrator.email, ...addressRequestMessage(facts) });
      }
      return { sent: recipients.length > 0, detail: { to: recipients.length } };
    },
    database,
  );
}

/** Sends every owed address request (after a payment's approval is heard, and as the sweep). */
export function sendOwedPlaqueAddressRequests(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendPlaqueAddressRequest, database);
}
