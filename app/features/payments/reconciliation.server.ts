import { sql } from "drizzle-orm";
import { currentDatabase, type Database, db, selectRows } from "~/db/client.server";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { paymentProvider } from "~/integrations/payments/index.server";
import { logger } from "~/shared/logger.server";
import { movePayment, type PaymentStatus, UNDELIVERED } from "./settlement.server";

export interface ReconciliationOptions {
  /** A pending payment this old without news is re-read from the provider. */
  staleAfterMinutes?: number;
  /** Payments handled per run. */
  batchSize?: number;
}

export interface ReconciliationReport {
  checked: number;
  moved: number;
  expired: number;
  /** Anonymous payers' duplicate payments refunded through the provider. */
  refunded: number;
  failed: number;
}

/**
 * Finishes what webhooks did not: every pending payment older than `staleAfterMinutes` is re-read
 * from the provider and moved to what it reports (an approval is fulfilled here, once); an
 * unpaid PIX past its expiry is cancelled at the provider and expired; an attempt the provider
 * never acknowledged is cancelled. Each payment is claimed with `for update skip locked`, so
 * several processes can run the job at once without handling one payment twice.
 */
export async function runReconciliation(
  now = new Date(),
  options: ReconciliationOptions = {},
  database: Database = db(),
): Promise<ReconciliationReport> {
  const staleAfter = options.staleAfterMinutes ?? 5;
  const batch = options.batchSize ?? 100;
  const report: ReconciliationReport = { checked: 0, moved: 0, expired: 0, refunded: 0, failed: 0 };
  const cutoff = new Date(now.getTime() - staleAfter * 60_000).toISOString();
  const candidates = await selectRows<{ id: string }>(
    database,
    sql`select id from payments
        where status = 'pending' and provider <> 'internal'
          and (created_at <= ${cutoff}::timestamptz or expires_at <= ${now.toISOString()}::timestamptz)
        order by created_at limit ${batch}`,
  );
  for (const { id } of candidates) {
    try {
      const outcome = await reconcileOne(database, id, now);
      if (outcome === "skipped") continue;
      report.checked += 1;
      if (outcome === "moved") report.moved += 1;
      if (outcome === "expired") report.expired += 1;
    } catch (error) {
      report.failed += 1;
      logger().error({ err: error, payment: { id } }, "reconciliation of a payment failed");
    }
  }
  await refundUndelivered(database, now, batch, report);
  if (report.checked > 0 || report.refunded > 0) logger().info({ reconciliation: report }, "payments reconciled");
  return report;
}

/**
 * An anonymous payer paid twice for one product (two tabs, say): the second approval delivered
 * nothing and has no wallet to go to, so its charge is refunded through the provider (its
 * idempotency key makes a repeated refund call a no-op) and the payment moves to refunded with
 * its compensating entries, once: the move claims the row with skip locked.
 */
async function refundUndelivered(
  database: Database,
  now: Date,
  batch: number,
  report: ReconciliationReport,
): Promise<void> {
  const owed = await selectRows<{ id: string; provider_payment_id: string }>(
    database,
    sql`select id, provider_payment_id from payments
        where status = 'approved' and user_id is null and provider <> 'internal'
          and provider_payment_id is not null and fulfilment_ref ->> ${UNDELIVERED} = 'true'
        order by created_at limit ${batch}`,
  );
  for (const { id, provider_payment_id: providerPaymentId } of owed) {
    try {
      const charge = await paymentProvider().refundCharge(providerPaymentId, `refund:${id}`);
      if (charge.status !== "refunded") continue;
      const moved = await inTransaction(async (tx: Tx) => {
        const [claimed] = await selectRows<{ status: string }>(
          tx as Database,
          sql`select status from payments where id = ${id} for update skip locked`,
        );
        if (claimed?.status !== "approved") return false;
        return (await movePayment(tx, id, "refunded", now, charge.statusDetail)).moved;
      }, database);
      if (moved) report.refunded += 1;
    } catch (error) {
      report.failed += 1;
      logger().error({ err: error, payment: { id } }, "refund of an undelivered payment failed");
    }
  }
}

/**
 * The provider is called outside any database transaction (a slow provider never holds a lock,
 * and the sandbox shares the database); the move itself claims the row with skip locked and
 * re-checks that it is still pending.
 */
async function reconcileOne(
  database: Database,
  id: string,
  now: Date,
): Promise<"skipped" | "moved" | "expired" | "unchanged"> {
  const [row] = await selectRows<{ provider_payment_id: string | null; expires_at: string | Date | null }>(
    database,
    sql`select provider_payment_id, expires_at from payments where id = ${id} and status = 'pending'`,
  );
  if (!row) return "skipped";
  const provider = paymentProvider();
  // Without a provider id the create call never answered: the provider may still have the charge.
  const providerPaymentId =
    row.provider_payment_id ?? (await provider.findChargeByReference(id))?.providerPaymentId ?? null;
  let to: PaymentStatus | null = "cancelled";
  let detail = "provider_unreachable";
  if (providerPaymentId) {
    let charge = await provider.getCharge(providerPaymentId);
    const expired = row.expires_at !== null && new Date(row.expires_at) <= now;
    if (charge.status === "pending" && expired) charge = await provider.cancelCharge(providerPaymentId);
    // Paid in the last instant: the approval wins over the expiry.
    to = charge.status === "pending" ? null : charge.status === "cancelled" && expired ? "expired" : charge.status;
    detail = charge.statusDetail;
  }
  if (!to) return "unchanged";
  const target = to;
  return inTransaction(async (tx: Tx) => {
    const [claimed] = await selectRows<{ status: string }>(
      tx as Database,
      sql`select status from payments where id = ${id} for update skip locked`,
    );
    if (!claimed || claimed.status !== "pending") return "skipped";
    if (providerPaymentId && !row.provider_payment_id) {
      await tx.execute(sql`update payments set provider_payment_id = ${providerPaymentId} where id = ${id}`);
    }
    await movePayment(tx, id, target, now, detail);
    return target === "expired" ? "expired" : "moved";
  }, database);
}

export interface ReconciliationSchedule {
  intervalMs?: number;
  /** Work that follows each successful run, in the same turn (e.g. expiring what stayed unpaid). */
  afterEachRun?: () => Promise<unknown>;
}

/**
 * Runs the job every `intervalMs` in this process (every process may run it: claims are skip
 * locked), never two runs at once. The timer does not keep the process alive, and a tick without
 * an open database skips.
 */
export function startReconciliationSchedule({
  intervalMs = 60_000,
  afterEachRun = async () => {},
}: ReconciliationSchedule = {}): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running || !currentDatabase()) return;
    running = runReconciliation()
      .then(async () => {
        await afterEachRun();
      })
      .catch((error: unknown) => logger().error({ err: error }, "reconciliation run failed"))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  // Stopping waits for the run in progress: nothing of it writes after its caller moved on.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
