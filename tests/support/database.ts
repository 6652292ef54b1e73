import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeEach } from "vitest";
import { currentDatabase, type Database, type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import * as schema from "~/db/schema";
import { clearContractCache } from "~/features/contracts/contracts.server";
import { forgetSessionSecret } from "~/shared/secrets.server";

const holder = globalThis as unknown as { __testDb?: Promise<DatabaseHandle> };

/** One database per worker: PGlite in memory, or a fresh database on TEST_DATABASE_URL. */
async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const { default: postgres } = await import("postgres");
  const base = new URL(url);
  const name = `${base.pathname.slice(1) || "test"}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  base.pathname = `/${name}`;
  const handle = await openDatabase({ url: base.toString() });
  await handle.migrate();
  return handle;
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

export async function truncateAll(database: Database): Promise<void> {
  await database.execute(sql.raw(`truncate ${tableNames.join(", ")} restart identity cascade`));
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
