import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type { SqlExecutor } from "./sql-executor";

/**
 * The job queue's tables live in a PostgreSQL schema of their own, created and upgraded by pg-boss
 * itself (decision 044): its SQL, its version table, its advisory lock against processes migrating
 * together. Ours stay drizzle's; this is the only schema the library owns.
 */
export const JOB_QUEUE_SCHEMA = "pgboss";

/** The schema version this pg-boss release expects (pg-boss's own `version.json`). */
export async function jobQueueSchemaState(
  executeSql: SqlExecutor,
): Promise<{ installed: number | null; expected: number }> {
  const boss = queueAdmin(executeSql);
  const installed = (await boss.isInstalled()) ? Number(await boss.schemaVersion()) : null;
  return { installed, expected: EXPECTED_VERSION };
}

/** Creates the queue's schema, or brings it to this release's version; a no-op when it is there. */
export async function installJobQueueSchema(executeSql: SqlExecutor): Promise<void> {
  const boss = queueAdmin(executeSql, true);
  boss.on("error", () => {});
  // With migrate on, start() only installs or migrates: no workers, no maintenance, no clock.
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

function queueAdmin(executeSql: SqlExecutor, migrate = false) {
  return new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) },
    schema: JOB_QUEUE_SCHEMA,
    migrate,
    supervise: false,
    schedule: false,
  });
}

// pg-boss ships its schema version beside its code; read it the way the library does.
const EXPECTED_VERSION = (createRequire(import.meta.url)("pg-boss/version.json") as { schema: number }).schema;
