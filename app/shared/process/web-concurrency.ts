/**
 * How many worker processes `node build/serve.js` runs (decision 052): WEB_CONCURRENCY, by default
 * one per core, all sharing the port. Only with PostgreSQL: the embedded database (PGlite, no
 * DATABASE_URL) belongs to one process, so without DATABASE_URL it is always one. Development and
 * tests run one process.
 */
export const MAX_WEB_CONCURRENCY = 64;

export interface ConcurrencyEnv {
  NODE_ENV?: string;
  DATABASE_URL?: string;
  WEB_CONCURRENCY?: string;
}

export interface Concurrency {
  workers: number;
  /** Why the number is not the one asked for (logged at start), if it is not. */
  note?: string;
}

/** A value WEB_CONCURRENCY cannot take: the message names the variable and what it may be. */
export class WebConcurrencyError extends Error {
  override name = "ConfigError";
}

export function webConcurrency(env: ConcurrencyEnv, cores: number): Concurrency {
  const raw = env.WEB_CONCURRENCY?.trim() ?? "";
  let asked: number | undefined;
  if (raw !== "") {
    asked = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(asked) || asked < 1 || asked > MAX_WEB_CONCURRENCY)
      throw new WebConcurrencyError(
        `Invalid configuration:\n  WEB_CONCURRENCY: is '${raw}'; must be a whole number from 1 to ${MAX_WEB_CONCURRENCY} (worker processes; unset: one per core)`,
      );
  }
  if ((env.NODE_ENV ?? "development") !== "production") return { workers: 1 };
  if (!env.DATABASE_URL?.trim())
    return asked !== undefined && asked > 1
      ? {
          workers: 1,
          note: `WEB_CONCURRENCY=${asked} ignored: the embedded database (no DATABASE_URL) is one process's`,
        }
      : { workers: 1 };
  return { workers: asked ?? Math.max(1, Math.min(cores, MAX_WEB_CONCURRENCY)) };
}
