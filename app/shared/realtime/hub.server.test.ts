import { describe, expect, it, vi } from "vitest";
import { currentDatabase, openDatabase, setDatabase } from "~/db/client.server";
import { inTransaction } from "~/db/transaction.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { publish, realtime, realtimeReady, RealtimeHub, type RealtimeEvent } from "./hub.server";
import { breakableListen } from "./hub.test-helpers";

const { db } = setupTestDatabase();

/** Resolves with the first `count` events a listener hears, or rejects after `ms`. */
function collect(hub: RealtimeHub, channel: string, count: number, ms = 3000) {
  const heard: RealtimeEvent[] = [];
  let unsubscribe: () => void = () => {};
  const done = new Promise<RealtimeEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${heard.length} of ${count}`)), ms);
    void hub
      .subscribe(channel, (event) => {
        heard.push(event);
        if (heard.length === count) {
          clearTimeout(timer);
          resolve(heard);
        }
      })
      .then((stop) => (unsubscribe = stop));
  });
  return { done: done.finally(() => unsubscribe()), ready: () => hub.start() };
}

describe("the realtime hub", () => {
  it("two listeners both get an event published in a committed transaction, and only on its channel", async () => {
    const handle = currentDatabase()!;
    const first = new RealtimeHub(handle);
    const second = new RealtimeHub(handle);
    try {
      const a = collect(first, "payment.a", 1);
      const b = collect(second, "payment.a", 1);
      const other: RealtimeEvent[] = [];
      await second.subscribe("payment.b", (event) => other.push(event));
      await a.ready();
      await b.ready();
      await inTransaction((tx) => publish(tx, "payment.a", { id: "a", status: "approved" }));
      expect(await a.done).toEqual([{ id: "a", status: "approved" }]);
      expect(await b.done).toEqual([{ id: "a", status: "approved" }]);
      expect(other).toEqual([]);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it("a rolled-back transaction publishes nothing", async () => {
    const hub = new RealtimeHub(currentDatabase()!);
    try {
      const heard: RealtimeEvent[] = [];
      await hub.subscribe("payment.x", (event) => heard.push(event));
      await inTransaction(async (tx) => {
        await publish(tx, "payment.x", { status: "approved" });
        throw new Error("rollback");
      }).catch(() => {});
      const after = collect(hub, "payment.x", 1);
      await publish(db(), "payment.x", { status: "rejected" });
      expect(await after.done).toEqual([{ status: "rejected" }]);
      expect(heard).toEqual([{ status: "rejected" }]);
    } finally {
      await hub.stop();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on PostgreSQL a NOTIFY from one connection reaches a listener on another",
    async () => {
      const other = await openDatabase({ url: workerUrl() });
      const hub = new RealtimeHub(other);
      try {
        const heard = collect(hub, "payment.remote", 1);
        await heard.ready();
        await inTransaction((tx) => publish(tx, "payment.remote", { id: "remote", status: "approved" }));
        expect(await heard.done).toEqual([{ id: "remote", status: "approved" }]);
      } finally {
        await hub.stop();
        await other.close();
      }
    },
  );
});

/** The worker's database on TEST_DATABASE_URL (tests/support/database.ts names it so). */
function workerUrl(): string {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = `/${base.pathname.slice(1) || "test"}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  return base.toString();
}

describe("the realtime hub across a lost LISTEN connection", () => {
  it("says it is reconnecting while the connection is away, and has every subscriber re-read once it is back", async () => {
    const line = breakableListen(currentDatabase()!);
    const hub = new RealtimeHub(line.handle);
    const resyncs: string[] = [];
    try {
      expect(hub.status()).toBe("idle");
      await hub.subscribe(
        "payment.a",
        () => {},
        () => void resyncs.push("a"),
      );
      await hub.subscribeAll(
        () => {},
        async () => void resyncs.push("all"),
      );
      await hub.subscribe(
        "payment.b",
        () => {},
        () => {
          throw new Error("one failing re-read does not stop the others");
        },
      );
      expect(hub.status()).toBe("listening");
      line.drop();
      expect(hub.status()).toBe("reconnecting");
      // Published during the gap: not heard (PostgreSQL sends NOTIFYs only to those listening).
      const heard: RealtimeEvent[] = [];
      await hub.subscribe("payment.c", (event) => heard.push(event));
      await publish(db(), "payment.c", { status: "approved" });
      expect(resyncs).toEqual([]);
      line.restore();
      expect(hub.status()).toBe("listening");
      await vi.waitFor(() => expect(resyncs.sort()).toEqual(["a", "all"]));
      expect(heard).toEqual([]);
    } finally {
      await hub.stop();
    }
  });

  it("realtimeReady() is false only while this process's LISTEN connection is lost", async () => {
    const database = currentDatabase()!;
    const line = breakableListen(database);
    setDatabase(line.handle);
    try {
      expect(realtimeReady()).toBe(true);
      await realtime().start();
      expect(realtimeReady()).toBe(true);
      line.drop();
      expect(realtimeReady()).toBe(false);
      line.restore();
      expect(realtimeReady()).toBe(true);
    } finally {
      await realtime().stop();
      setDatabase(database);
    }
  });
});
