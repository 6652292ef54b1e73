import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { currentDatabase, openDatabase, selectRows } from "~/db/client.server";
import { listenerApplicationName } from "~/db/listener.server";
import { realtime, RealtimeHub } from "~/shared/realtime/hub.server";
import { breakableListen } from "~/shared/realtime/hub.test-helpers";
import { setupTestDatabase } from "../../../tests/support/database";
import { paymentChannel, streamPaymentStatus } from "./payment-events.server";
import { findPayment } from "./payment-records.server";
import { createPayment } from "./payments.server";
import { payer, signedInUser } from "./payments.test-helpers";
import { approveSandboxPayment } from "./webhook.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

/** The hub the open payment pages of "another process" follow, served over real HTTP. */
let hub: RealtimeHub | undefined;
let base = "";
let server: ReturnType<express.Express["listen"]> | undefined;
beforeAll(async () => {
  const app = express();
  app.get("/events/:id", async (req, res) => {
    const payment = await findPayment(req.params.id);
    if (!payment) return void res.sendStatus(404);
    // A stream that missed its approval ends after a while, showing only "pending".
    await streamPaymentStatus(req, res, payment, { hub, maxLifetimeMs: 8000 });
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

async function pendingPixPayments(count: number): Promise<string[]> {
  const user = await signedInUser(db(), { email: "ana@memorial.example" });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const payment = await createPayment(
      user,
      {
        product: "wallet_topup",
        productRefId: user.id,
        amountCents: 3000,
        method: "pix",
        payer: { ...payer, email: user.email },
        idempotencyKey: `pix-gap-000${i}`,
      },
      NOW,
    );
    ids.push(payment.id);
  }
  return ids;
}

/** Opens the status stream of each payment; resolves to each stream's statuses once it ended. */
async function openStreams(following: RealtimeHub, ids: string[]): Promise<Promise<string[]>[]> {
  const streams = ids.map(async (id) => {
    const body = await (await fetch(`${base}/events/${id}`)).text();
    return [...body.matchAll(/event: status\ndata: (.+)\n\n/g)].map(
      (m) => (JSON.parse(m[1]!) as { status: string }).status,
    );
  });
  await vi.waitFor(() => ids.forEach((id) => expect(following.subscriberCount(paymentChannel(id))).toBe(1)), {
    timeout: 5000,
  });
  return streams;
}

describe("a payment status stream across a LISTEN gap", () => {
  it("every open stream shows its approval, also one published while the LISTEN connection was away", async () => {
    const ids = await pendingPixPayments(4);
    const line = breakableListen(currentDatabase()!);
    hub = new RealtimeHub(line.handle);
    try {
      const streams = await openStreams(hub, ids);
      line.drop();
      expect(hub.status()).toBe("reconnecting");
      // Approved during the gap: the NOTIFY of these reaches nobody.
      for (const id of ids.slice(0, 2)) await approveSandboxPayment(id, NOW);
      line.restore();
      expect(hub.status()).toBe("listening");
      // Approved after the gap: heard as usual.
      for (const id of ids.slice(2)) await approveSandboxPayment(id, NOW);
      const seen = await Promise.all(streams);
      expect(seen).toEqual(ids.map(() => ["pending", "approved"]));
    } finally {
      await hub.stop();
      hub = undefined;
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on PostgreSQL: the listening connection killed, the database refusing connections meanwhile, no approval is lost",
    async () => {
      // An earlier test file of this worker may have started this process's own hub: only the
      // other "process" listens here.
      await realtime().stop();
      const ids = await pendingPixPayments(6);
      const [{ name } = { name: "" }] = await rows<{ name: string }>(sql`select current_database() as name`);
      // This test's own approvals run on connections opened now, before the database refuses new ones.
      await Promise.all(Array.from({ length: 10 }, () => db().execute(sql`select pg_sleep(0.02)`)));
      const other = await openDatabase({ url: databaseUrl(name) });
      const retries: number[] = [];
      hub = new RealtimeHub(other, {
        beforeRetry: async (attempt) => {
          retries.push(attempt);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
      const { default: postgres } = await import("postgres");
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        const streams = await openStreams(hub, ids);
        await admin.unsafe(`alter database "${name}" allow_connections false`);
        expect((await listeners())[0]!.count).toBe(1);
        const [killed] = await rows<{ count: number }>(sql`
          select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
          where datname = current_database() and application_name = ${listenerApplicationName()}`);
        expect(killed!.count).toBe(1);
        await vi.waitFor(() => expect(hub!.status()).toBe("reconnecting"), { timeout: 5000 });
        // Approved while the listener cannot come back: PostgreSQL delivers these NOTIFYs to nobody.
        for (const id of ids.slice(0, 3)) await approveSandboxPayment(id, NOW);
        await vi.waitFor(() => expect(retries.length).toBeGreaterThan(1), { timeout: 5000 });
        await admin.unsafe(`alter database "${name}" allow_connections true`);
        await vi.waitFor(() => expect(hub!.status()).toBe("listening"), { timeout: 5000 });
        for (const id of ids.slice(3)) await approveSandboxPayment(id, NOW);
        const seen = await Promise.all(streams);
        expect(seen).toEqual(ids.map(() => ["pending", "approved"]));
        // Stopped, the hub leaves no listening connection behind.
        await hub.stop();
        await vi.waitFor(async () => expect((await listeners())[0]!.count).toBe(0), { timeout: 5000 });
      } finally {
        await admin.unsafe(`alter database "${name}" allow_connections true`);
        await admin.end();
        await hub.stop();
        hub = undefined;
        await other.close();
      }
    },
  );
});

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(db(), query);

/** The listening connections on this database (each process's hub holds one). */
const listeners = () =>
  rows<{ count: number }>(sql`select count(*)::int as count from pg_stat_activity
    where datname = current_database() and application_name = ${listenerApplicationName()}`);

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
