import type { Sql } from "postgres";

/**
 * Shown in `pg_stat_activity.application_name`, so an operator can find each process's listener:
 * `memorial-listen`, or `<PGAPPNAME>-listen` when the process is named (`memorial-a-listen`).
 */
export function listenerApplicationName(): string {
  return `${process.env.PGAPPNAME?.trim() || "memorial"}-listen`;
}

/** What a LISTEN tells its owner besides the payloads (see DatabaseHandle.listen). */
export interface ListenHooks {
  /** The LISTEN connection broke: nothing is heard until `onRestored`. */
  onLost?(error: unknown): void;
  /**
   * LISTEN holds again after a loss. Anything published in between was not heard: the owner
   * re-reads what it follows (decision 036).
   */
  onRestored?(): void;
  /** Waits before reconnection attempt `attempt` (1, 2, …); by default 0.25 s doubling up to 5 s. */
  beforeRetry?(attempt: number): Promise<void>;
}

const backoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(5000, 250 * 2 ** (attempt - 1))));

/**
 * LISTENs on `channel` over a connection of its own, and keeps listening: when the connection
 * breaks (a restart, a failover, `pg_terminate_backend`) it reconnects until it succeeds, however
 * long the database stays away, then calls `onRestored`. postgres.js's own `listen` re-listens once
 * and gives up silently if that one attempt fails, and tells nobody about the gap in between.
 * Resolves, once the first LISTEN holds, to the function that stops listening.
 */
export async function listenOnPostgres(
  connect: (options: { onnotify: (channel: string, payload: string) => void; onclose: () => void }) => Sql,
  channel: string,
  onPayload: (payload: string) => void,
  hooks: ListenHooks = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: Sql | undefined;
  let recovering = false;
  let lostWhileRecovering = false;

  /** Opens a connection and LISTENs on it; its loss counts only once LISTEN held on it. */
  const open = async (): Promise<void> => {
    let listening = false;
    const client: Sql = connect({
      onnotify: (name, payload) => {
        // A NOTIFY may arrive in the same packet as the LISTEN's answer, before `current` is set.
        if (name === channel && !stopped && (current === client || current === undefined)) onPayload(payload);
      },
      onclose: () => {
        if (listening && current === client && !stopped) lost(new Error("LISTEN connection closed"));
      },
    });
    try {
      await client.unsafe(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await client.end({ timeout: 0 }).catch(() => {});
      throw error;
    }
    if (stopped) {
      // Stopped while this connection was being made: it must not keep the process alive.
      await client.end({ timeout: 0 }).catch(() => {});
      return;
    }
    listening = true;
    current = client;
  };

  const lost = (error: unknown) => {
    const broken = current;
    current = undefined;
    void broken?.end({ timeout: 0 }).catch(() => {});
    if (stopped) return;
    if (recovering) {
      lostWhileRecovering = true;
      return;
    }
    recovering = true;
    hooks.onLost?.(error);
    void (async () => {
      for (let attempt = 1; !stopped; attempt++) {
        await (hooks.beforeRetry ?? backoff)(attempt);
        if (stopped) break;
        lostWhileRecovering = false;
        try {
          await open();
        } catch {
          continue; // the database is still away: try again after the next delay
        }
        if (!lostWhileRecovering) break;
      }
      recovering = false;
      if (!stopped) hooks.onRestored?.();
    })();
  };

  await open();
  return async () => {
    stopped = true;
    const client = current;
    current = undefined;
    await client?.end({ timeout: 1 });
  };
}
