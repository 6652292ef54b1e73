import { and, desc, eq } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { payments, profiles, tributes } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { paymentLink } from "~/features/payments/index.server";
import { mailer } from "~/integrations/mail/mail.server";
import { formatBRL } from "~/shared/format/format";
import { logger } from "~/shared/logger.server";
import { oweMail, sendAllOwedMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { escapeHtml } from "~/shared/format/html";

/**
 * The buyer of a tribute the family refused is told, once, that it was not published and that
 * the payment went back, and where: owed in the refusing transaction and sent after it commits
 * by whoever claims it first, as receipts are (decision 017). The sweep sends what is left owed.
 */
const SCOPE = "tribute-rejection-notice";

const WHAT = { Candle: "vela", Flower: "flor", Message: "mensagem", Photo: "lembrança" } as const;

export async function oweRejectionNotice(tx: Tx, tributeId: string): Promise<void> {
  await oweMail(tx, SCOPE, tributeId);
}

/** Where the money went back: the wallet part to the site's wallet, the rest to the card or the PIX payer's account. */
export function refundDestination(payment: {
  method: "card" | "pix" | "wallet";
  amountCents: number;
  walletCents: number;
}) {
  const outside = payment.amountCents - payment.walletCents;
  const toWallet = `${formatBRL(payment.walletCents)} voltaram para a sua carteira no site`;
  const toProvider =
    payment.method === "card"
      ? `${formatBRL(outside)} foram estornados no cartão usado no pagamento (o prazo para aparecer na fatura depende do banco emissor)`
      : `${formatBRL(outside)} foram devolvidos por PIX para a conta que pagou`;
  if (payment.method === "wallet" || outside <= 0)
    return `O valor de ${formatBRL(payment.amountCents)} voltou para a sua carteira no site.`;
  if (payment.walletCents > 0) return `O valor foi devolvido: ${toWallet}, e ${toProvider}.`;
  return `O valor foi devolvido: ${toProvider}.`;
}

/** Sends the notice of one refused tribute if it is owed and nobody else is sending it. */
export async function sendRejectionNotice(tributeId: string, database: Database = db()): Promise<boolean> {
  return sendOwedMail(
    SCOPE,
    tributeId,
    async (tx) => {
      const [row] = await tx
        .select({
          type: tributes.type,
          name: tributes.name,
          email: tributes.email,
          memorial: profiles.name,
          payment: {
            id: payments.id,
            method: payments.method,
            amountCents: payments.amountCents,
            walletCents: payments.walletCents,
            payer: payments.payer,
          },
        })
        .from(tributes)
        .innerJoin(profiles, eq(profiles.id, tributes.profileId))
        .innerJoin(
          payments,
          and(eq(payments.product, "tribute"), eq(payments.productRefId, tributes.id), eq(payments.status, "refunded")),
        )
        .where(eq(tributes.id, tributeId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const to = row?.payment.payer.email ?? row?.email ?? undefined;
      if (!row || !to) {
        logger().warn(
          { tribute: { id: tributeId } },
          "rejection notice owed without a refunded payment or address: dropped",
        );
        return { sent: false };
      }
      const link = paymentLink(row.payment.id);
      const what = WHAT[row.type];
      const lines = [
        `Olá, ${row.name}.`,
        `A família que cuida do memorial de ${row.memorial} preferiu não publicar a sua ${what}. Cada família decide o que aparece no memorial de quem ama, e agradecemos o seu carinho.`,
        refundDestination(row.payment),
        `Veja o pagamento: ${link}`,
      ];
      await mailer().send({
        to,
        subject: `Sua ${what} para ${row.memorial} não foi publicada`,
        text: `${lines.join("\n\n")}\n`,
        html: [
          ...lines.slice(0, 3).map((line) => `<p>${escapeHtml(line)}</p>`),
          `<p><a href="${escapeHtml(link)}">Ver o pagamento</a></p>`,
        ].join("\n"),
      });
      return { sent: true };
    },
    database,
  );
}

/** Sends every owed notice (after a refusal commits, and as the sweep's safety net). */
export function sendOwedRejectionNotices(database: Database = db()): Promise<number> {
  return sendAllOwedMail(SCOPE, sendRejectionNotice, database);
}
