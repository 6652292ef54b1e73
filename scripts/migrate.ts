/**
 * `npm run migrate` (node build/migrate.js): applies the committed migrations (drizzle/) to the
 * database DATABASE_URL names (or the embedded one in DATA_DIR/pglite) and exits; a deployment step
 * of its own, run before the new version's processes start with MIGRATE_ON_START=false (decision
 * 037). Safe to run while old processes serve and from several machines at once: the migrator
 * holds an advisory lock, and each migration runs once.
 *
 * Only DATABASE_URL and DATA_DIR are read: a migration job needs no provider's secrets.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "~/db/client.server";
import { pendingMigrations } from "~/db/migrations.server";

export interface MigrationReport {
  database: "pglite" | "postgres";
  applied: string[];
}

export async function migrateDatabase(env: Record<string, string | undefined>): Promise<MigrationReport> {
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url))
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL.");
  const handle = await openDatabase(
    url ? { url, poolMax: 1 } : { dataDir: path.resolve(env.DATA_DIR?.trim() || "./data", "pglite") },
  );
  try {
    const pending = await pendingMigrations(handle);
    await handle.migrate();
    return { database: handle.kind, applied: pending };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  try {
    const { database, applied } = await migrateDatabase(process.env);
    console.log(
      applied.length === 0
        ? `Database (${database}) already up to date.`
        : `Database (${database}) migrated: ${applied.length} applied (${applied.join(", ")}).`,
    );
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
