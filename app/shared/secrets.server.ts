import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { currentDatabase, type Database, type DatabaseHandle, selectRows } from "~/db/client.server";
import { config } from "~/shared/config.server";

const SESSION_SECRET_NAME = "session";

/** Kept per open database, so a test worker that opens another one reads that one's secret. */
let cached: { handle: DatabaseHandle; value: Promise<string> } | undefined;

/**
 * SESSION_SECRET, or the deployment's own, generated once and kept in the database (decision
 * 036): every process sharing the database signs and verifies with the same secret, so a link one
 * of them mailed (unsubscribe, music) opens on any other, and restarts keep it.
 */
export async function ensureSessionSecret(): Promise<string> {
  const given = config().SESSION_SECRET;
  if (given) return given;
  const handle = currentDatabase();
  if (!handle) throw new Error("The database is not open yet.");
  if (cached?.handle !== handle) {
    const value = storedSessionSecret(handle.db);
    cached = { handle, value };
    value.catch(() => cached?.value === value && (cached = undefined));
  }
  return cached.value;
}

/** Drops the remembered secret (tests empty the table under it). */
export function forgetSessionSecret(): void {
  cached = undefined;
}

/**
 * The session secret kept in `database`, created by whichever process asks first: each offers a
 * value (`insert … on conflict do nothing`) and all read back the one that won. The first offer
 * is the secret an earlier version kept in DATA_DIR/session-secret, when there is one, so the
 * links it mailed keep working.
 */
export async function storedSessionSecret(database: Database): Promise<string> {
  const offered = (await legacySecretFile()) ?? randomBytes(32).toString("base64url");
  await database.execute(
    sql`insert into app_secrets (name, value) values (${SESSION_SECRET_NAME}, ${offered}) on conflict (name) do nothing`,
  );
  const [row] = await selectRows<{ value: string }>(
    database,
    sql`select value from app_secrets where name = ${SESSION_SECRET_NAME}`,
  );
  if (!row) throw new Error("app_secrets: the session secret was not stored");
  return row.value;
}

async function legacySecretFile(): Promise<string | undefined> {
  try {
    const value = (await fs.readFile(path.resolve(config().DATA_DIR, "session-secret"), "utf8")).trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}
