import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeEach } from "vitest";
import { currentDatabase, type Database, type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import * as schema from "~/db/schema";
import { clearContractCache } from "~/features/contracts/contracts.server";
import { forgetSessionSecret } from "~/shared/secrets.server";

const holder = globalThis as unknown as { __testDb?: Promise<DatabaseHandle> };

/**
 * With TEST_DATABASE_URL, this worker's database (`<name>_w<worker>`), for a test that opens a
 * second pool on it as another process would; undefined on PGlite.
 */
export function workerDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const base = new URL(url);
  base.pathname = `/${base.pathname.slice(1) || "test"}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  return base.toString();
}

/** One database per worker: PGlite in memory, or a fresh database on TEST_DATABASE_URL. */
async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const { default: postgres } = await import("postgres");
  const worker = workerDatabaseUrl()!;
  const name = new URL(worker).pathname.slice(1);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const handle = await openDatabase({ url: worker });
  await handle.migrate();
  return handle;
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Our tables, and the job queue's jobs (pg-boss's schema, decision 044; its queues stay). */
export async function truncateAll(database: Database): Promise<void> {
  const queueTables = [`${JOB_QUEUE_SCHEMA}.job`, `${JOB_QUEUE_SCHEMA}.archive`];
  await database.execute(sql.raw(`truncate ${[...tableNames, ...queueTables].join(", ")} restart identity cascade`));
}

/**
 * Call at the top of a test file that needs the database: it is opened once per worker and
 * emptied before every test.
 */
export function setupTestDatabase(): { db: () => Database } {
  holder.__testDb ??= openWorkerDatabase();
  beforeEach(async () => {
    const handle = await holder.__testDb!;
    if (currentDatabase() !== handle) setDatabase(handle);
    await truncateAll(handle.db);
    // Caches in front of the emptied tables would otherwise leak one test's data into the next.
    clearContractCache();
    forgetSessionSecret();
  });
  return {
    db: () => {
      const handle = currentDatabase();
      if (!handle) throw new Error("setupTestDatabase: the database is opened in beforeEach");
      return handle.db;
    },
  };
}
