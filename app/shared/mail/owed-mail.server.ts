import { sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import { logger } from "~/shared/logger.server";

/**
 * E-mails owed by a transaction and sent after it commits (decision 017): the owing transaction
 * inserts a row in idempotency_keys (`scope`, `key`, result null), so the message is owed exactly
 * once and only if that transaction commits; whichever process claims the row first
 * (`for update skip locked`) sends it and marks it sent in the claim's transaction. A failed send
 * rolls back and stays owed for the next sweep (at-least-once, the honest guarantee of e-mail).
 * Receipts, the tribute owner's notice and the partner customer's invite all go this way.
 */
export async function oweMail(tx: Pick<Database, "execute">, scope: string, key: string): Promise<void> {
  await tx.execute(
    sql`insert into idempotency_keys (scope, key, request_hash) values (${scope}, ${key}, 'owed')
        on conflict do nothing`,
  );
}

/** What sending one owed message did: whether a message left, and what to remember of it. */
export interface OwedMailOutcome {
  sent: boolean;
  detail?: Record<string, unknown>;
}

/**
 * Sends the message owed under `scope`/`key` if it is owed and no other process is sending it;
 * `send` reads what it needs through the claim's transaction (PGlite has one connection) and mails.
 */
export async function sendOwedMail(
  scope: string,
  key: string,
  send: (tx: Database) => Promise<OwedMailOutcome>,
  database: Database = db(),
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [claim] = await selectRows<{ key: string }>(
      tx,
      sql`select key from idempotency_keys where scope = ${scope} and key = ${key} and result is null
          for update skip locked`,
    );
    if (!claim) return false;
    const outcome = await send(tx);
    const result = { sentAt: new Date().toISOString(), ...outcome.detail };
    await tx.execute(
      sql`update idempotency_keys set result = ${JSON.stringify(result)}::jsonb where scope = ${scope} and key = ${key}`,
    );
    return outcome.sent;
  });
}

/** Whether the message under `scope`/`key` is still owed (not sent, or being sent right now). */
export async function isMailOwed(scope: string, key: string, database: Database = db()): Promise<boolean> {
  const rows = await selectRows<{ key: string }>(
    database,
    sql`select key from idempotency_keys where scope = ${scope} and key = ${key} and result is null`,
  );
  return rows.length > 0;
}

/** Sends every message still owed under `scope` (the sweep after a failure or a crash). */
export async function sendAllOwedMail(
  scope: string,
  sendOne: (key: string, database: Database) => Promise<boolean>,
  database: Database = db(),
): Promise<number> {
  const owed = await selectRows<{ key: string }>(
    database,
    sql`select key from idempotency_keys where scope = ${scope} and result is null order by created_at limit 100`,
  );
  let sent = 0;
  for (const { key } of owed) {
    try {
      if (await sendOne(key, database)) sent += 1;
    } catch (error) {
      logger().error({ err: error, owedMail: { scope, key } }, "owed e-mail not sent; it stays owed");
    }
  }
  return sent;
}

/** How many messages each scope still owes (the metrics' job queue depth), scopes with none absent. */
export async function countOwedMail(database: Database = db()): Promise<{ scope: string; count: number }[]> {
  return selectRows<{ scope: string; count: number }>(
    database,
    sql`select scope, count(*)::int as count from idempotency_keys
        where request_hash = 'owed' and result is null group by scope`,
  );
}
