import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import { payments } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { config } from "~/shared/config.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Decision 035: a card or PIX payment can be charged back (or returned) for CHARGEBACK_WINDOW_DAYS
 * after its approval. Value it granted that could leave us (a plan's voucher, a top-up turned into
 * a gift voucher) waits until then.
 */
export function chargebackWindowEnd(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + config().CHARGEBACK_WINDOW_DAYS * DAY_MS);
}

/**
 * What card and PIX payments still inside their chargeback window put into `userId`'s wallet: top-ups
 * of that wallet, and purchases of the user's whose money went to the wallet because another
 * payment had already delivered the product. Their charged part only (the wallet part was the
 * wallet's own money). `freeAt` is when the last of them leaves the window. Read in the caller's
 * transaction, after it has locked the wallet.
 */
export async function walletCreditInChargebackWindow(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<{ cents: number; freeAt: Date | null }> {
  const since = new Date(now.getTime() - config().CHARGEBACK_WINDOW_DAYS * DAY_MS);
  const [row] = await tx
    .select({
      cents: sql<string | number>`coalesce(sum(${payments.amountCents} - ${payments.walletCents}), 0)`,
      lastApproved: sql<Date | string | null>`max(${payments.fulfilledAt})`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, "approved"),
        inArray(payments.method, ["card", "pix"]),
        gt(payments.fulfilledAt, since),
        or(
          and(eq(payments.product, "wallet_topup"), eq(payments.productRefId, userId)),
          and(eq(payments.userId, userId), sql`${payments.fulfilmentRef} ->> 'undelivered' = 'true'`),
        ),
      ),
    );
  const cents = Number(row?.cents ?? 0);
  const last = row?.lastApproved ? new Date(row.lastApproved) : null;
  return { cents, freeAt: cents > 0 && last ? chargebackWindowEnd(last) : null };
}
