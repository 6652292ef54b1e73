import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { cardPrintOrders, profiles } from "~/db/schema";
import { memorialAdministrators } from "~/features/profiles/index.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { mailBody } from "~/shared/format/html";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import { plaquePanelPath } from "./plaque-address-request.server";
import type { PrintOrderStatus } from "./print-orders.schema";

/**
 * The e-mail at each move of a printed-card order (decision 049): owed in the move's transaction
 * (idempotency_keys, scope `card-print-order`, key `{orderId}:{status}`: once per move) and sent
 * after the commit, or by the sweep, to every administrator of the memorial.
 */
const SCOPE = "card-print-order";
type MailedStatus = Exclude<PrintOrderStatus, "pending">;

export function owePrintOrderMail(tx: Pick<Database, "execute">, orderId: string, status: MailedStatus) {
  return oweMail(tx, SCOPE, `${orderId}:${status}`);
}

export interface PrintOrderMailFacts {
  administratorName: string;
  honoreeName: string;
  username: string;
  quantity: number;
  status: MailedStatus;
  trackingCode: string | null;
  cancelReason: string | null;
}

const SUBJECT: Record<MailedStatus, (name: string) => string> = {
  in_production: (name) => `Os cartões impressos do memorial de ${name} estão em produção`,
  shipped: (name) => `Os cartões impressos do memorial de ${name} foram enviados`,
  delivered: (name) => `Os cartões impressos do memorial de ${name} foram entregues`,
  cancelled: (name) => `O pedido de cartões impressos do memorial de ${name} foi cancelado`,
};

export function printOrderMessage(facts: PrintOrderMailFacts) {
  const site = config().SITE_NAME;
  const link = `${publicBaseUrl()}${plaquePanelPath(facts.username)}`;
  const cards = `${facts.quantity} cartões impressos`;
  const body: Record<MailedStatus, string[]> = {
    in_production: [`Os ${cards} do memorial de ${facts.honoreeName} entraram em produção na gráfica.`],
    shipped: [
      `Os ${cards} do memorial de ${facts.honoreeName} foram enviados para o endereço da placa.`,
      `Código de rastreio: ${facts.trackingCode ?? "—"}`,
    ],
    delivered: [`Os ${cards} do memorial de ${facts.honoreeName} foram entregues.`],
    cancelled: [
      facts.cancelReason === "refund"
        ? `O pagamento do plano do memorial de ${facts.honoreeName} foi estornado, e o pedido de ${cards} foi cancelado antes do envio.`
        : `O plano pago do memorial de ${facts.honoreeName} terminou, e o pedido de ${cards} foi cancelado antes do envio.`,
      "Nada do memorial foi apagado: a página, as homenagens e as fotos continuam guardadas.",
    ],
  };
  const paragraphs = [
    `Olá, ${facts.administratorName}!`,
    ...body[facts.status],
    `Acompanhe o pedido no painel do memorial: ${link}`,
  ];
  return {
    subject: `${SUBJECT[facts.status](facts.honoreeName)} - ${site}`,
    ...mailBody(paragraphs),
  };
}

/** Sends the owed e-mail `{orderId}:{status}` if nobody else is sending it. */
export function sendPrintOrderMail(key: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    key,
    async (tx) => {
      const [orderId, status] = key.split(":") as [string, MailedStatus];
      const [row] = await tx
        .select({ order: cardPrintOrders, honoreeName: profiles.name, username: profiles.username })
        .from(cardPrintOrders)
        .innerJoin(profiles, eq(profiles.id, cardPrintOrders.profileId))
        .where(eq(cardPrintOrders.id, orderId));
      if (!row) return { sent: false, detail: { dropped: true } };
      const recipients = await memorialAdministrators(row.order.profileId, tx);
      for (const administrator of recipients) {
        const message = printOrderMessage({
          administratorName: administrator.name,
          honoreeName: row.honoreeName,
          username: row.username,
          quantity: row.order.quantity,
          status,
          trackingCode: row.order.trackingCode,
          cancelReason: row.order.cancelReason,
        });
        await mailer().send({ to: administrator.email, ...message });
      }
      return { sent: recipients.length > 0, detail: { to: recipients.length } };
    },
    database,
  );
}

/** Sends every owed print-order e-mail (the sweep; cancellations by a lapse or a refund go this way). */
export function sendOwedPrintOrderMail(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendPrintOrderMail, database);
}
