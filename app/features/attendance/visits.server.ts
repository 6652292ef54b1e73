import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { ViewableProfile } from "~/features/profiles/index.server";
import { consumeRateLimit } from "~/shared/http/rate-limit.server";
import { TIME_ZONE } from "~/shared/format/format";

/** Beyond this many visits per address, memorial and hour, more are not counted (but not refused). */
const VISITS_PER_HOUR = { limit: 10, windowMs: 60 * 60_000 } as const;

/**
 * Counts one visit for today (America/Sao_Paulo) with a single upsert, so concurrent visits in any
 * number of processes add up exactly. Returns whether this visit was counted.
 */
export async function recordVisit(view: ViewableProfile, { ip }: { ip?: string } = {}): Promise<boolean> {
  if (ip && !(await consumeRateLimit(`visit:${ip}:${view.profile.id}`, VISITS_PER_HOUR)).allowed) return false;
  await db().execute(
    sql`insert into profile_visits as v (profile_id, day, count)
        values (${view.profile.id}, (now() at time zone ${TIME_ZONE})::date, 1)
        on conflict (profile_id, day) do update set count = v.count + 1`,
  );
  return true;
}
