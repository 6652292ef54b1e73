import type { Database } from "~/db/client.server";
import { statementLogOf } from "~/db/statement-log";

/**
 * Every SQL statement `run` sends through this Drizzle client, in order, inside transactions too,
 * and prepared statements kept across calls (decision 063): all log to the client's StatementLog.
 * BEGIN and COMMIT are the driver's own and are not listed.
 */
export async function statementsOf<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const log = statementLogOf(database);
  const previous = log.listener;
  const sql: string[] = [];
  log.listener = (query, params) => {
    sql.push(query);
    previous?.(query, params);
  };
  try {
    return { result: await run(), sql };
  } finally {
    log.listener = previous;
  }
}
