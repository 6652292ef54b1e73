/**
 * `npm run bench:money`: on a scratch PostgreSQL database, N sandbox PIX top-ups (10,000 by
 * default, BENCH_PAYMENTS), all approved at the provider, and every webhook delivered 3 times in
 * a seeded random order by BENCH_WORKERS concurrent deliverers (8). Checks exactly-once
 * fulfilment and reports throughput and webhook handling latency. Then the same for
 * BENCH_PACED_PAYMENTS (1,000) more, delivered at a steady BENCH_RATE (150 a second). Then BENCH_SSE_CLIENTS (200)
 * payers follow their payment on a second process (the built server) over SSE while this process
 * handles their webhooks: webhook → event delay. See docs/performance.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { registerProducts } from "~/composition/products.server";
import { type Database, openDatabase, selectRows, setDatabase } from "~/db/client.server";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { parseConfig, setConfig } from "~/shared/config.server";
import {
  approveCharges,
  createTopups,
  deliverWebhooks,
  deliverWebhooksAtRate,
  insertUsers,
  shuffledDeliveries,
} from "./money-load";
import { measureSse } from "./money-sse";
import { latencyStats, statsLine } from "./stats";

const WEBHOOK_TARGET_MS = 20;
const SSE_TARGET_MS = 1000;
const log = (line: string) => console.log(line);
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

async function webhookPhase(db: Database, count: number, workers: number): Promise<boolean> {
  const users = await insertUsers(db, "pagador", count);
  const started = Date.now();
  const created = await createTopups(users, workers);
  const createSeconds = (Date.now() - started) / 1000;
  log(`created ${count} PIX payments in ${createSeconds.toFixed(1)} s (${(count / createSeconds).toFixed(0)}/s)`);
  // Every payer pays at once.
  await approveCharges(db, created);

  const deliveries = shuffledDeliveries(created, 3, 20_260_310);
  const { seconds, latencies } = await deliverWebhooks(deliveries, workers);
  const all = [...latencies.values()].flat();
  log(
    `${deliveries.length} webhook deliveries by ${workers} concurrent deliverers in ${seconds.toFixed(1)} s: ${(deliveries.length / seconds).toFixed(0)} webhooks/s; outcomes ${[...latencies].map(([k, v]) => `${k}×${v.length}`).join(", ")}`,
  );
  log(statsLine("webhook handling", latencyStats(all), WEBHOOK_TARGET_MS));
  for (const [outcome, list] of latencies) log(statsLine(`  ${outcome}`, latencyStats(list)));

  return exactlyOnceCheck(db, count);
}

/**
 * The same webhooks at a steady rate (BENCH_RATE deliveries a second, 150 unless told) for
 * BENCH_PACED_PAYMENTS more payments (1,000): each delivery starts when due, however many are in
 * flight. The closed loop above measures a burst served as fast as it can be; this measures the
 * handling time while the server keeps up. Reported beside it; the target is read on the burst.
 */
async function pacedPhase(db: Database, count: number, perSecond: number, workers: number): Promise<void> {
  const users = await insertUsers(db, "pago-no-ritmo", count);
  const created = await createTopups(users, workers);
  await approveCharges(db, created);
  const deliveries = shuffledDeliveries(created, 3, 20_261_127);
  const { seconds, latencies } = await deliverWebhooksAtRate(deliveries, perSecond);
  log(
    `${deliveries.length} webhook deliveries paced at ${perSecond}/s in ${seconds.toFixed(1)} s; outcomes ${[...latencies].map(([k, v]) => `${k}×${v.length}`).join(", ")}`,
  );
  log(statsLine(`webhook handling at ${perSecond}/s (from when due)`, latencyStats([...latencies.values()].flat())));
  for (const [outcome, list] of latencies) log(statsLine(`  ${outcome}`, latencyStats(list)));
}

/** Every payment approved and fulfilled once, the wallets holding exactly the top-ups, the ledger balanced. */
async function exactlyOnceCheck(db: Database, count: number): Promise<boolean> {
  const [check] = await selectRows<{ approvals: number; approved: number; balance: string | number }>(
    db,
    sql`select
          (select count(*)::int from ledger_transactions where idempotency_key like 'payment:%:approve') as approvals,
          (select count(*)::int from payments where status = 'approved' and fulfilled_at is not null) as approved,
          (select coalesce(sum(balance_cents), 0)::bigint from ledger_accounts where kind = 'wallet') as balance`,
  );
  const sound = (await unbalancedAccounts(db)).length === 0 && (await unbalancedTransactions(db)).length === 0;
  const exactlyOnce =
    check!.approvals === count && check!.approved === count && Number(check!.balance) === count * 1000;
  log(
    `exactly-once: ${check!.approvals} approvals and ${check!.approved} fulfilled payments for ${count}; wallets hold ${check!.balance} centavos (expected ${count * 1000}); ledger balanced: ${sound}`,
  );
  return exactlyOnce && sound;
}

async function runBench(url: string, dataDir: string): Promise<boolean> {
  const count = envInt("BENCH_PAYMENTS", 10_000);
  const workers = envInt("BENCH_WORKERS", 8);
  const clients = envInt("BENCH_SSE_CLIENTS", 200);
  const handle = await openDatabase({ url });
  setDatabase(handle);
  // The top-ups are created and approved in this process: it sells what the app sells.
  registerProducts();
  try {
    await handle.migrate();
    const burstOk = await webhookPhase(handle.db, count, workers);
    const paced = envInt("BENCH_PACED_PAYMENTS", 1000);
    await pacedPhase(handle.db, paced, envInt("BENCH_RATE", 150), workers);
    const webhooksOk = burstOk && (await exactlyOnceCheck(handle.db, count + paced));
    const sse = await measureSse(handle.db, { databaseUrl: url, dataDir, clients, workers, log });
    log(statsLine("webhook → SSE event on the second process", sse.stats, SSE_TARGET_MS));
    log(
      `SSE: ${clients - sse.missing} of ${clients} streams received "approved"; ${clients - sse.badStart} started with "pending"`,
    );
    return webhooksOk && sse.missing === 0 && sse.badStart === 0;
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  // The second process runs the built server: build it from this checkout first.
  const build = spawnSync("npx", ["react-router", "build"], { encoding: "utf8" });
  if (build.status !== 0) {
    console.error(`npx react-router build failed:\n${build.stdout}${build.stderr}`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-bench-money-"));
  setConfig(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" }));
  const name = `memorial_bench_money_${Date.now().toString(36)}`;
  const scratch = new URL(adminUrl);
  scratch.pathname = `/${name}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  log(
    `scratch database ${name}: ${envInt("BENCH_PAYMENTS", 10_000)} payments, ${envInt("BENCH_WORKERS", 8)} concurrent deliverers; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  let ok = false;
  try {
    ok = await runBench(scratch.toString(), dataDir);
  } catch (error) {
    console.error("\nFAILED:", error);
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  process.exit(ok ? 0 : 1);
}

void main();
