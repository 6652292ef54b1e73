import { type SQL, sql } from "drizzle-orm";
import { selectRows, type SqlExecutor } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";

/**
 * pg-boss hands its SQL plain JavaScript values: objects its SQL casts to jsonb (a job's payload,
 * an error), undefined for an option left out. The drivers want JSON text and null.
 */
export function toDriverValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** A database's raw executor with pg-boss's values made driver-ready. */
export function driverReady(execute: SqlExecutor): SqlExecutor {
  return (text, values) => execute(text, values?.map(toDriverValue));
}

/**
 * pg-boss's SQL run inside a caller's transaction (one statement with $1… parameters), so a job is
 * owed atomically with the write that owes it. Works on both drivers and on PGlite, whose single
 * connection the transaction holds.
 */
export function transactionExecutor(tx: Tx): SqlExecutor {
  return async (text, values = []) => ({
    rows: await selectRows<Record<string, unknown>>(tx, withParams(text, values)),
  });
}

/** `$n` placeholders become drizzle parameters (each occurrence its own; arrays stay one value). */
function withParams(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(toDriverValue(values[Number(match[1]) - 1]))}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
