/**
 * `npm run bench:money`: on a scratch PostgreSQL database, N sandbox PIX top-ups (10,000 by
 * default, BENCH_PAYMENTS), all approved at the provider, and every webhook delivered 3 times in
 * a seeded random order by BENCH_WORKERS concurrent deliverers (8). Checks exactly-once
 * fulfilment and reports throughput and webhook handling latency. See docs/performance.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, selectRows, setDatabase } from "~/db/client.server";
import type { SessionUser } from "~/features/accounts/sessions.server";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { createPayment } from "~/features/payments/payments.server";
import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import type { WebhookRequest } from "~/integrations/payments/provider";
import { parseConfig, setConfig } from "~/shared/config.server";
import { seededShuffle } from "~/features/payments/payments.test-helpers";
import { latencyStats, statsLine } from "./stats";

const WEBHOOK_TARGET_MS = 20;
const log = (line: string) => console.log(line);
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

async function runBench(url: string, count: number, workers: number): Promise<boolean> {
  const handle = await openDatabase({ url });
  setDatabase(handle);
  try {
    await handle.migrate();
    const db = handle.db;
    const users = await selectRows<{ id: string; name: string; email: string }>(
      db,
      sql`insert into users (name, email, password_hash)
          select 'Pagador ' || g, 'pagador' || g || '@bench.example', 'x' from generate_series(1, ${count}) g
          returning id, name, email`,
    );
    const payer = { email: "pagador@bench.example", document: "529.982.247-25" };
    let started = Date.now();
    const created: { id: string; providerPaymentId: string; userId: string }[] = [];
    const queue = [...users];
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let user = queue.pop(); user; user = queue.pop()) {
          const actor: SessionUser = { ...user, firstName: user.name, type: "regular", sessionId: "bench" };
          const payment = await createPayment(actor, {
            product: "wallet_topup",
            productRefId: user.id,
            amountCents: 1000,
            method: "pix",
            payer,
            idempotencyKey: `bench-${user.id}`,
          });
          created.push({ id: payment.id, providerPaymentId: payment.providerPaymentId!, userId: user.id });
        }
      }),
    );
    const createSeconds = (Date.now() - started) / 1000;
    log(`created ${count} PIX payments in ${createSeconds.toFixed(1)} s (${(count / createSeconds).toFixed(0)}/s)`);
    // Every payer pays at once.
    await db.execute(sql`update sandbox_charges set status = 'approved', status_detail = 'accredited'`);

    const deliveries: WebhookRequest[] = seededShuffle(
      created.flatMap((p) => {
        const webhook = sandboxWebhook(p.providerPaymentId);
        return [webhook, webhook, webhook];
      }),
      20_260_310,
    );
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < deliveries.length) {
          const delivery = deliveries[next++]!;
          const t0 = performance.now();
          const outcome = await handlePaymentWebhook(delivery);
          latencies.push(performance.now() - t0);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const stats = latencyStats(latencies);
    log(
      `${deliveries.length} webhook deliveries by ${workers} concurrent deliverers in ${seconds.toFixed(1)} s: ${(deliveries.length / seconds).toFixed(0)} webhooks/s; outcomes ${[...outcomes].map(([k, v]) => `${k}×${v}`).join(", ")}`,
    );
    log(statsLine("webhook handling", stats, WEBHOOK_TARGET_MS));

    const [check] = await selectRows<{ approvals: number; approved: number; balance: number }>(
      db,
      sql`select
            (select count(*)::int from ledger_transactions where idempotency_key like 'payment:%:approve') as approvals,
            (select count(*)::int from payments where status = 'approved' and fulfilled_at is not null) as approved,
            (select coalesce(sum(balance_cents), 0)::int from ledger_accounts where kind = 'wallet') as balance`,
    );
    const sound = (await unbalancedAccounts(db)).length === 0 && (await unbalancedTransactions(db)).length === 0;
    const exactlyOnce = check!.approvals === count && check!.approved === count && check!.balance === count * 1000;
    log(
      `exactly-once: ${check!.approvals} approvals and ${check!.approved} fulfilled payments for ${count}; wallets hold ${check!.balance} centavos (expected ${count * 1000}); ledger balanced: ${sound}`,
    );
    return exactlyOnce && sound;
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const count = envInt("BENCH_PAYMENTS", 10_000);
  const workers = envInt("BENCH_WORKERS", 8);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-bench-money-"));
  setConfig(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" }));
  const name = `memorial_bench_money_${Date.now().toString(36)}`;
  const scratch = new URL(adminUrl);
  scratch.pathname = `/${name}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  log(`scratch database ${name}: ${count} payments, ${workers} concurrent deliverers`);
  let ok = false;
  try {
    ok = await runBench(scratch.toString(), count, workers);
  } catch (error) {
    console.error("\nFAILED:", error);
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

void main();
