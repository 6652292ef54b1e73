import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import type { VersionBook } from "./version-book";

/** The channel migration 0038's triggers announce changed pages on (decision 059). */
export const PAGE_CACHE_CHANNEL = "page_cache";
const BEAT = "beat:";

/**
 * Feeds `book` with the database's announcements of changed pages, and with this process's own
 * heartbeat (a NOTIFY every `heartbeatMs` through the pool): the book trusts what it knows only
 * while it hears it. Resolves, once listening, to the function that stops.
 */
export async function followPageChanges(
  book: VersionBook,
  database: Pick<DatabaseHandle, "db" | "listen">,
  { heartbeatMs = 1000 }: { heartbeatMs?: number } = {},
): Promise<() => Promise<void>> {
  const own = `${BEAT}${randomUUID()}`;
  const unlisten = await database.listen(
    PAGE_CACHE_CHANNEL,
    (payload) => {
      if (payload === own) book.beat();
      else if (!payload.startsWith(BEAT)) book.changed(payload);
    },
    { onLost: () => book.lost(), onRestored: () => book.listeningStarted() },
  );
  book.listeningStarted();
  let beating = false;
  const timer = setInterval(() => {
    // One heartbeat at a time: a slow database makes them late (and the book distrustful), not many.
    if (beating) return;
    beating = true;
    database.db
      .execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${own})`)
      .catch(() => {})
      .finally(() => {
        beating = false;
      });
  }, heartbeatMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    book.lost();
    await unlisten();
  };
}

export interface KeepFollowingOptions {
  heartbeatMs?: number;
  /** The wait before the first retry; each failure doubles it, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Told of each failure to start listening and of the wait before the next attempt. */
  onFailure?: (error: unknown, retryInMs: number) => void;
}

/**
 * `followPageChanges`, tried again while listening cannot start (the database unreachable when the
 * process starts): until it starts the book trusts nothing and every hit reads its version, as
 * without the feed. Returns at once the function that stops following, or stops trying.
 */
export function keepFollowingPageChanges(
  book: VersionBook,
  database: Pick<DatabaseHandle, "db" | "listen">,
  { heartbeatMs, retryMs = 1000, maxRetryMs = 30_000, onFailure }: KeepFollowingOptions = {},
): () => Promise<void> {
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempting: Promise<void> = Promise.resolve();
  let wait = retryMs;
  const attempt = () => {
    retry = undefined;
    attempting = followPageChanges(book, database, { heartbeatMs }).then(
      async (stop) => {
        if (stopped) await stop();
        else stopListening = stop;
      },
      (error: unknown) => {
        if (stopped) return;
        onFailure?.(error, wait);
        retry = setTimeout(attempt, wait);
        retry.unref();
        wait = Math.min(wait * 2, maxRetryMs);
      },
    );
  };
  attempt();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await attempting;
    await stopListening?.();
    stopListening = undefined;
  };
}
