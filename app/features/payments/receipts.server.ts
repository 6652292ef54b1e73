import { eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { payments, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { formatBRL, TIME_ZONE } from "~/shared/format/format";
import { logger } from "~/shared/logger.server";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { onPaymentApproved } from "./payment-events.server";
import { METHOD_LABELS } from "./payment-labels";
import type { Payment } from "./product-port";
import { escapeHtml } from "~/shared/format/html";
import { publicBaseUrl } from "~/shared/public-url.server";

/**
 * Receipts are owed in the approval's own transaction (a row in idempotency_keys, scope
 * `receipt`, result null) and sent after it commits, by whichever process claims the row first
 * (`for update skip locked`); the row is marked sent in the claim's transaction. So an approval
 * owes exactly one receipt, a duplicate webhook owes nothing, and a process dying before sending
 * leaves the receipt owed for the next sweep.
 */
const SCOPE = "receipt";

export async function oweReceipt(tx: Tx, paymentId: string): Promise<void> {
  await oweMail(tx, SCOPE, paymentId);
}

/** The link of the receipt: PUBLIC_URL, else this process on its own port (as reset links). */
export function paymentLink(paymentId: string): string {
  const base = publicBaseUrl();
  return `${base}/payment?id=${encodeURIComponent(paymentId)}`;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", { timeZone: TIME_ZONE, dateStyle: "short", timeStyle: "short" });

export function receiptMessage(payment: Payment) {
  const site = config().SITE_NAME;
  const link = paymentLink(payment.id);
  const lines: [string, string][] = [
    // The description names the product and, for a memorial's, the memorial: once each.
    ["Compra", payment.description],
    ["Valor", formatBRL(payment.amountCents)],
    ["Forma de pagamento", METHOD_LABELS[payment.method]],
    ["Data", dateTime.format(payment.settledAt ?? payment.createdAt)],
  ];
  const intro = "Seu pagamento foi aprovado. Obrigado!";
  return {
    subject: `Pagamento confirmado - ${site}`,
    text: `${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nAcompanhe o pagamento em: ${link}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map(([k, v]) => `<li><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</li>`).join("")}</ul>`,
      `<p><a href="${escapeHtml(link)}">Ver o pagamento</a></p>`,
    ].join("\n"),
  };
}

async function recipientOf(tx: Tx, payment: Payment): Promise<string | undefined> {
  if (payment.payer.email) return payment.payer.email;
  if (!payment.userId) return undefined;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
  return user?.email;
}

/** Sends the receipt of one payment if it is owed and no other process is sending it. */
export async function sendReceipt(paymentId: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    paymentId,
    async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      const to = payment && (await recipientOf(tx, payment));
      if (payment && to) await mailer().send({ to, ...receiptMessage(payment) });
      else logger().warn({ payment: { id: paymentId } }, "receipt owed to a payment without an e-mail: dropped");
      return { sent: Boolean(to), detail: { to: to ?? null } };
    },
    database,
  );
}

/** Sends every owed receipt (the sweep after a crash, and the job's safety net). */
export function sendOwedReceipts(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendReceipt, database);
}

/**
 * Sends receipts as approvals commit (heard through the realtime hub, on every process: the
 * claim keeps it to one sender), and sweeps owed receipts on an interval. Mail other features owe
 * is theirs to send (composed in app/composition/jobs.server.ts).
 */
export async function startReceiptDelivery(sweepMs = 60_000): Promise<() => void> {
  const unsubscribe = await onPaymentApproved(
    (paymentId) => {
      sendReceipt(paymentId).catch((error: unknown) =>
        logger().error({ err: error, payment: { id: paymentId } }, "receipt not sent; it stays owed"),
      );
    },
    // Approvals unheard while the LISTEN connection was lost: their receipts are owed, send them now.
    async () => void (await sendOwedReceipts()),
  );
  const timer = setInterval(() => {
    sendOwedReceipts().catch((error: unknown) => logger().error({ err: error }, "receipt sweep failed"));
  }, sweepMs);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
