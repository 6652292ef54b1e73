import type { Database } from "~/db/client.server";

type Logger = { logQuery(query: string, params: unknown[]): void } | undefined;
interface LoggingSession {
  logger: Logger;
  /** What a transaction's own session is made with (Drizzle's postgres-js and PGlite sessions). */
  options: { logger?: Logger };
}

/**
 * Every SQL statement `run` sends through this Drizzle client, in order, inside transactions too
 * (the query log of its session and of the sessions its transactions open). BEGIN and COMMIT are
 * the driver's own and are not listed.
 */
export async function statementsOf<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const session = (database as unknown as { session: LoggingSession }).session;
  const previous = { logger: session.logger, options: session.options.logger };
  const sql: string[] = [];
  const logger = { logQuery: (query: string) => void sql.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  try {
    return { result: await run(), sql };
  } finally {
    session.logger = previous.logger;
    session.options.logger = previous.options;
  }
}
