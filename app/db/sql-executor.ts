/** Runs SQL text with $1… parameters and answers its rows (the shape pg-boss's `db` option takes). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
