import { currentDatabase } from "~/db/client.server";
import { countPaymentsByStatus } from "~/features/payments/index.server";
import { countJobsByState } from "~/shared/jobs/jobs.server";
import { countOwedMail } from "~/shared/mail/owed-mail.server";
import { scrapedGauge } from "~/shared/metrics/registry.server";

/**
 * The metrics read from the database when Prometheus scrapes (decision 037): payments by status,
 * the background work still owed, and this process's connection pool. The request metrics are
 * recorded as requests end (shared/metrics/http-metrics.server.ts), webhook outcomes by payments.
 * Payments and owed work are the same figures on every process (they count rows): aggregate them
 * with max(), not sum(); so does the cluster's primary (decision 052), which sums only the pool.
 */
export function registerAppMetrics(): void {
  scrapedGauge(
    { name: "memorial_payments", help: "Payments by status.", labelNames: ["status"], aggregator: "max" },
    async () => (await countPaymentsByStatus()).map(({ status, count }) => ({ labels: { status }, value: count })),
  );
  scrapedGauge(
    {
      name: "memorial_jobs_owed",
      help: "Background work owed and not yet done, by job (receipts, notices, invites e-mailed after a commit).",
      labelNames: ["job"],
      aggregator: "max",
    },
    async () => (await countOwedMail()).map(({ scope, count }) => ({ labels: { job: scope }, value: count })),
  );
  scrapedGauge(
    {
      name: "memorial_jobs",
      help: "Jobs on the job queue by queue and pg-boss state (created, retry, active, completed, failed, cancelled); finished jobs are archived after 12 h.",
      labelNames: ["queue", "state"],
      aggregator: "max",
    },
    async () =>
      (await countJobsByState()).map(({ queue, state, count }) => ({ labels: { queue, state }, value: count })),
  );
  scrapedGauge(
    {
      name: "memorial_db_pool_connections",
      help: "This process's PostgreSQL pool (under the cluster, all its workers' together): max (DATABASE_POOL_MAX per process), open and busy connections.",
      labelNames: ["state"],
    },
    async () => {
      const use = await currentDatabase()?.poolUse();
      if (!use) return [];
      return [
        { labels: { state: "max" }, value: use.max },
        { labels: { state: "open" }, value: use.open },
        { labels: { state: "busy" }, value: use.busy },
      ];
    },
  );
}
