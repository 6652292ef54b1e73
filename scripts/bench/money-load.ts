/** The load of `npm run bench:money`: sandbox PIX top-ups and their webhooks, from concurrent workers. */
import { inArray, sql } from "drizzle-orm";
import { type Database, selectRows } from "~/db/client.server";
import { sandboxCharges } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { createPayment } from "~/features/payments/payments.server";
import { seededShuffle } from "~/features/payments/payments.test-helpers";
import { handlePaymentWebhook, type WebhookOutcome } from "~/features/payments/webhook.server";
import type { WebhookRequest } from "~/integrations/payments/provider";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";

export interface BenchUser {
  id: string;
  name: string;
  email: string;
}

export interface CreatedTopup {
  id: string;
  providerPaymentId: string;
  userId: string;
}

/** `count` users named `<prefix><n>@bench.example` with the given password hash. */
export function insertUsers(db: Database, prefix: string, count: number, passwordHash = "x"): Promise<BenchUser[]> {
  return selectRows<BenchUser>(
    db,
    sql`insert into users (name, email, password_hash)
        select 'Pagador ' || g, ${prefix} || g || '@bench.example', ${passwordHash} from generate_series(1, ${count}) g
        returning id, name, email`,
  );
}

/** One pending R$ 10,00 PIX wallet top-up per user, recorded through `createPayment` by `workers` workers. */
export async function createTopups(users: BenchUser[], workers: number): Promise<CreatedTopup[]> {
  const payer = { email: "pagador@bench.example", document: "529.982.247-25" };
  const created: CreatedTopup[] = [];
  const queue = [...users];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let user = queue.pop(); user; user = queue.pop()) {
        const actor: SessionUser = { ...user, type: "regular", sessionId: "bench" };
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
  return created;
}

/** The payers pay: the sandbox charges of these payments are approved at the provider. */
export async function approveCharges(db: Database, topups: CreatedTopup[]): Promise<void> {
  await db
    .update(sandboxCharges)
    .set({ status: "approved", statusDetail: "accredited" })
    .where(
      inArray(
        sandboxCharges.id,
        topups.map((t) => t.providerPaymentId),
      ),
    );
}

export interface Delivery {
  paymentId: string;
  request: WebhookRequest;
}

/** Every payment's signed webhook, `times` times (the same notification re-sent), in a seeded random order. */
export function shuffledDeliveries(topups: CreatedTopup[], times: number, seed: number): Delivery[] {
  return seededShuffle(
    topups.flatMap((p) => {
      const request = sandboxWebhook(p.providerPaymentId);
      return Array.from({ length: times }, () => ({ paymentId: p.id, request }));
    }),
    seed,
  );
}

export interface DeliveryReport {
  seconds: number;
  /** Handling time of each delivery, in milliseconds, by outcome. */
  latencies: Map<WebhookOutcome, number[]>;
}

/**
 * Hands the deliveries, in order, to `workers` concurrent deliverers calling `handlePaymentWebhook`
 * as the HTTP route does; `onStart` hears when each delivery starts (performance.now()).
 */
export async function deliverWebhooks(
  deliveries: Delivery[],
  workers: number,
  onStart: (delivery: Delivery, at: number) => void = () => {},
): Promise<DeliveryReport> {
  const latencies = new Map<WebhookOutcome, number[]>();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++]!;
        const t0 = performance.now();
        onStart(delivery, t0);
        const outcome = await handlePaymentWebhook(delivery.request);
        const list = latencies.get(outcome) ?? [];
        list.push(performance.now() - t0);
        latencies.set(outcome, list);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies };
}

/**
 * Starts delivery i at `i / perSecond` seconds, whatever is still in flight (an open loop: the
 * provider sends when payers pay, not when the server is done with the last one). Each delivery's
 * time is counted from when it was due, so a server that falls behind pays for it in the figures.
 */
export async function deliverWebhooksAtRate(deliveries: Delivery[], perSecond: number): Promise<DeliveryReport> {
  const latencies = new Map<WebhookOutcome, number[]>();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const [i, delivery] of deliveries.entries()) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      handlePaymentWebhook(delivery.request).then((outcome) => {
        const list = latencies.get(outcome) ?? [];
        list.push(performance.now() - due);
        latencies.set(outcome, list);
      }),
    );
  }
  await Promise.all(inFlight);
  return { seconds: (performance.now() - started) / 1000, latencies };
}
