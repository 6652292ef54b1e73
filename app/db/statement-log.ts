/**
 * The query logger every Drizzle client of this process is made with. It logs nothing by itself:
 * a listener (the statement counter of tests/support/statements.ts) may be attached for a while.
 *
 * Drizzle hands a query its session's logger when the query is prepared, so a prepared statement
 * kept across requests (`prepared`, decision 063) keeps this object: attaching a listener here
 * reaches it, where replacing the session's logger would not.
 */
export type StatementListener = (query: string, params: unknown[]) => void;

export class StatementLog {
  listener: StatementListener | undefined;

  logQuery(query: string, params: unknown[]): void {
    this.listener?.(query, params);
  }
}

/** The StatementLog of a Drizzle client made by `openDatabase`; a client made otherwise has none. */
export function statementLogOf(database: unknown): StatementLog {
  const log = (database as { session?: { logger?: unknown } }).session?.logger;
  if (!(log instanceof StatementLog)) throw new Error("the database was not opened by openDatabase (no StatementLog)");
  return log;
}
