import { isIPv6 } from "node:net";
import { and, gt, inArray, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import { rateLimitBuckets } from "~/db/schema";
import { TooManyRequestsError } from "./errors";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window closes; 0 when allowed. */
  retryAfterSeconds: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Buckets idle for longer than the longest window are deleted now and then. */
const PRUNE_PROBABILITY = 0.01;

const windowInterval = (windowMs: number) => sql`(${windowMs}::double precision * interval '1 millisecond')`;

/**
 * Counts one hit for `key` in a fixed window. A single upsert reads and writes the counter, so
 * concurrent requests in any number of processes never both see the same count.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  if (!(rule.windowMs > 0 && rule.windowMs <= DAY_MS) || !(rule.limit >= 1)) {
    throw new Error(`Invalid rate limit rule for ${key}: windows run from 1 ms to one day.`);
  }
  const window = windowInterval(rule.windowMs);
  const [row] = await selectRows<{ hits: number; retry_after: number }>(
    db(),
    sql`insert into rate_limit_buckets as b (key, window_start, hits)
        values (${key}, now(), 1)
        on conflict (key) do update set
          window_start = case when b.window_start <= now() - ${window} then now() else b.window_start end,
          hits = case when b.window_start <= now() - ${window} then 1 else b.hits + 1 end
        returning hits, greatest(0, ceil(extract(epoch from (window_start + ${window} - now()))))::int as retry_after`,
  );
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits();
  const hits = Number(row?.hits ?? 1);
  const allowed = hits <= rule.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row?.retry_after ?? 1)) };
}

/**
 * Consumes one hit of every key and refuses the request with a 429 when any of them is over
 * its limit. Every key is counted, so a blocked request still counts against the others.
 */
export async function assertRateLimit(keys: string[], rule: RateLimitRule, message?: string): Promise<void> {
  let retryAfter = 0;
  for (const key of keys) {
    const result = await consumeRateLimit(key, rule);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) throw new TooManyRequestsError(message, retryAfter);
}

/**
 * Gives back one hit of each key, for attempts that turned out legitimate (a successful login),
 * so only failures count toward the limit.
 */
export async function refundRateLimit(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db()
    .update(rateLimitBuckets)
    .set({ hits: sql`${rateLimitBuckets.hits} - 1` })
    .where(and(inArray(rateLimitBuckets.key, keys), gt(rateLimitBuckets.hits, 0)));
}

/** Deletes the buckets whose window closed long ago (no rule has a window over one day). */
export async function pruneRateLimits(): Promise<void> {
  await db().execute(sql`delete from rate_limit_buckets where window_start < now() - interval '1 day'`);
}

/**
 * The part of a client address a per-IP limit counts: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address as its IPv4), an IPv6 address by its /64, since every subscriber gets a whole /64
 * and could otherwise take a new address per attempt.
 */
export function ipRateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.toLowerCase().split("%", 1)[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
