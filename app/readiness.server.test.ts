import { afterEach, describe, expect, it } from "vitest";
import { currentDatabase, setDatabase } from "~/db/client.server";
import { setStorage } from "~/integrations/storage/storage.server";
import type { Storage } from "~/integrations/storage/storage";
import { beginDrain, resetDrain } from "~/shared/lifecycle.server";
import { setupTestDatabase } from "../tests/support/database";
import { readiness } from "./readiness.server";

setupTestDatabase();

const failingStore: Storage = {
  put: async () => {},
  get: async () => undefined,
  size: async () => undefined,
  getRange: async () => undefined,
  exists: async () => false,
  delete: async () => {},
  list: async () => [],
  url: (key) => `/media/${key}`,
  ping: async () => {
    throw new Error("connect ECONNREFUSED 127.0.0.1:9000");
  },
};

describe("readiness (/readyz)", () => {
  afterEach(() => {
    setStorage(undefined);
    resetDrain();
  });

  it("is ready when the database, the media store and the LISTEN round trip answer", async () => {
    expect(await readiness()).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", realtime: "ok" },
      failed: [],
    });
  });

  it("stays in service, degraded, when only the media store fails, naming it without its error text", async () => {
    setStorage(failingStore);
    const report = await readiness();
    expect(report).toEqual({
      status: "degraded",
      checks: { database: "ok", storage: "failed", realtime: "ok" },
      failed: ["storage"],
    });
    expect(JSON.stringify(report)).not.toContain("9000");
  });

  it("is out of service when the database does not answer, the store failing or not", async () => {
    const handle = currentDatabase()!;
    setDatabase({ ...handle, ping: async () => Promise.reject(new Error("connection refused")) });
    setStorage(failingStore);
    try {
      expect(await readiness()).toMatchObject({
        status: "unavailable",
        checks: { database: "failed", storage: "failed" },
        failed: expect.arrayContaining(["database", "storage"]),
      });
    } finally {
      setDatabase(handle);
    }
  });

  it("is not ready while the process drains", async () => {
    beginDrain();
    expect(await readiness()).toMatchObject({ status: "draining", failed: ["draining"] });
  });
});
