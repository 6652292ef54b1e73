import { sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";

/** Spaces the calls to a rate-limited service: each caller reserves its own start time. */
export interface RateGate {
  /**
   * Reserves the first start time (epoch ms) at or after `now` that is at least the interval
   * after the previous reservation; undefined, reserving nothing, when that time is further than
   * the gate's longest wait.
   */
  reserve(now: number): Promise<number | undefined>;
}

/** A gate of this process only (tests, and a service called from one process). */
export function memoryRateGate(intervalMs: number, maxWaitMs = Number.POSITIVE_INFINITY): RateGate {
  let next = Number.NEGATIVE_INFINITY;
  return {
    async reserve(now) {
      const start = Math.max(next, now);
      if (start > now + maxWaitMs) return undefined;
      next = start + intervalMs;
      return start;
    },
  };
}

/**
 * A gate shared by every process on the database (decision 036): one row of `rate_slots` per
 * service holds the next free start, moved forward in one atomic statement (the row lock of
 * `on conflict do update` orders concurrent callers), so two processes never get starts closer
 * than the interval. Times come from the caller's clock, so the processes' clocks must agree
 * (NTP keeps them within milliseconds).
 */
export function databaseRateGate(key: string, intervalMs: number, maxWaitMs: number): RateGate {
  return {
    async reserve(now) {
      const at = sql`to_timestamp(${now}::float8 / 1000)`;
      const interval = sql`(${intervalMs}::int * interval '1 millisecond')`;
      const rows = await selectRows<{ start_ms: number | string }>(
        db(),
        sql`insert into rate_slots as s (key, next_at) values (${key}, ${at} + ${interval})
            on conflict (key) do update set next_at = greatest(s.next_at, ${at}) + ${interval}
              where s.next_at <= ${at} + (${maxWaitMs}::int * interval '1 millisecond')
            returning round(extract(epoch from s.next_at) * 1000)::float8 - ${intervalMs}::int as start_ms`,
      );
      return rows[0] ? Number(rows[0].start_ms) : undefined;
    },
  };
}
