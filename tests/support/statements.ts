import type { Database } from "~/db/client.server";

interface LoggingSession {
  logger: { logQuery(query: string, params: unknown[]): void };
}

/**
 * Every SQL statement `run` sends through this Drizzle client (its session's query log), in order.
 * Statements inside a transaction go through a session of their own and are not counted.
 */
export async function statementsOf<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const session = (database as unknown as { session: LoggingSession }).session;
  const previous = session.logger;
  const sql: string[] = [];
  session.logger = { logQuery: (query) => sql.push(query) };
  try {
    return { result: await run(), sql };
  } finally {
    session.logger = previous;
  }
}
