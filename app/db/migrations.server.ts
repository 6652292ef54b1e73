import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, MIGRATIONS_FOLDER, selectRows } from "./client.server";
import { jobQueueSchemaState } from "./job-queue-schema.server";

/** A committed migration (drizzle/meta/_journal.json). */
interface JournalEntry {
  tag: string;
  when: number;
}

function journal(folder: string): JournalEntry[] {
  const file = path.join(folder, "meta", "_journal.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/**
 * The committed migrations this database has not applied, oldest first. Drizzle's migrator applies
 * every migration newer than the last one recorded in drizzle.__drizzle_migrations, so the same
 * comparison tells what it would do.
 */
export async function pendingMigrations(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER): Promise<string[]> {
  const [table] = await selectRows<{ present: boolean }>(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let last = -1;
  if (table?.present) {
    const [row] = await selectRows<{ createdAt: string | number | null }>(
      handle.db,
      sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
    );
    if (row?.createdAt !== null && row?.createdAt !== undefined) last = Number(row.createdAt);
  }
  return journal(folder)
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}

export class UnmigratedDatabaseError extends Error {
  override name = "UnmigratedDatabaseError";
}

/**
 * For MIGRATE_ON_START=false: refuses to go on with a database that lacks committed migrations,
 * naming them and the step that applies them.
 */
export async function assertMigrated(handle: DatabaseHandle): Promise<void> {
  const pending = await pendingMigrations(handle);
  // The job queue's schema is pg-boss's own (decision 044); `npm run migrate` installs it too.
  const queue = await jobQueueSchemaState(handle.executeSql);
  if (queue.installed !== queue.expected) pending.push(`job queue schema v${queue.expected}`);
  if (pending.length === 0) return;
  const names =
    pending.length > 3 ? `${pending.slice(0, 3).join(", ")} and ${pending.length - 3} more` : pending.join(", ");
  throw new UnmigratedDatabaseError(
    `The database is not migrated: ${pending.length} migration(s) not applied (${names}).\n` +
      "MIGRATE_ON_START=false leaves migrations to their own step: run `npm run migrate` " +
      "(node build/migrate.js) with the same DATABASE_URL, then start again.",
  );
}
