import { afterEach } from "vitest";
import { currentDatabase, type DatabaseHandle, openDatabase, type SqlExecutor } from "~/db/client.server";
import { RealtimeHub } from "~/shared/realtime/hub.server";
import { workerDatabaseUrl } from "../../../tests/support/database";
import { JobQueue } from "./queue.server";
import type { JobRegistry } from "./registry.server";

/**
 * Queues a test starts as separate processes would have them, each stopped after the test. On
 * PostgreSQL a "process" can get a pool of its own; on PGlite every one shares the one database.
 */
export function jobQueues() {
  const started: { queue: JobQueue; hub: RealtimeHub }[] = [];
  const pools: DatabaseHandle[] = [];

  afterEach(async () => {
    for (const { queue, hub } of started.splice(0)) {
      await queue.stop(1_000).catch(() => {});
      await hub.stop();
    }
    for (const pool of pools.splice(0)) await pool.close();
  });

  return {
    /** A database handle standing for another process's: its own pool on PostgreSQL. */
    async anotherProcessDatabase(): Promise<DatabaseHandle> {
      const url = workerDatabaseUrl();
      if (!url) return currentDatabase()!;
      const handle = await openDatabase({ url, poolMax: 4 });
      pools.push(handle);
      return handle;
    },
    /** Starts a queue's workers; idle ones look for work only when woken (or every 30 s). */
    async start(registry: JobRegistry, handle = currentDatabase()!, executeSql?: SqlExecutor): Promise<JobQueue> {
      const hub = new RealtimeHub(handle);
      const queue = new JobQueue({ handle, registry, hub, executeSql, pollingIntervalSeconds: 30 });
      started.push({ queue, hub });
      await queue.start();
      return queue;
    },
  };
}
