import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { currentDatabase, type Database, type DatabaseHandle, type ListenHooks } from "~/db/client.server";
import { logger } from "~/shared/logger.server";

/** The one PostgreSQL channel every process LISTENs on; events name their own channel inside. */
export const REALTIME_CHANNEL = "memorial_events";

export type RealtimeEvent = Record<string, unknown>;
export type RealtimeListener = (event: RealtimeEvent, channel: string) => void;

/**
 * Re-reads, from the database, the state a subscriber follows and hands on what changed: called
 * when the hub may have missed events (its LISTEN connection was lost and is back).
 */
export type Resync = () => void | Promise<void>;

/**
 * `idle`: nobody subscribed yet (nothing can be missed); `listening`: LISTEN holds;
 * `reconnecting`: the LISTEN connection was lost, events published now are not heard (the
 * subscribers re-read their state once it is back).
 */
export type RealtimeStatus = "idle" | "listening" | "reconnecting";

interface Subscription {
  listener: RealtimeListener;
  resync?: Resync;
}

export interface RealtimeHubOptions {
  /** Waits before each reconnection attempt of a lost LISTEN (tests hold the gap open with it). */
  beforeRetry?: ListenHooks["beforeRetry"];
}

/**
 * Sends `event` to every process's subscribers of `channel` through `pg_notify`. Given a
 * transaction it is delivered only when that transaction commits (and never if it rolls back),
 * so a listener never hears of a change that did not happen. Keep events small (8 KB at most).
 */
export async function publish(executor: Pick<Database, "execute">, channel: string, event: RealtimeEvent) {
  await executor.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ channel, event })})`);
}

/**
 * The subscribers of one process, fed by one LISTEN on the database. Started on the first
 * subscription; a broken or foreign payload is logged and dropped. When the LISTEN connection is
 * lost, events published until it is back are never heard: on its return every subscriber's
 * `resync` re-reads what it follows (decision 036).
 */
export class RealtimeHub {
  private readonly byChannel = new Map<string, Set<Subscription>>();
  private readonly everything = new Set<Subscription>();
  private listening: Promise<() => Promise<void>> | undefined;
  private state: RealtimeStatus = "idle";

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: RealtimeHubOptions = {},
  ) {}

  /**
   * Calls `listener` with each event of `channel`, and `resync` after a gap in listening;
   * resolves (once listening) to the unsubscribe.
   */
  async subscribe(channel: string, listener: RealtimeListener, resync?: Resync): Promise<() => void> {
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    const subscription: Subscription = { listener, resync };
    set.add(subscription);
    await this.start();
    return () => {
      set.delete(subscription);
      if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
    };
  }

  /**
   * Calls `listener` with every event of every channel (e.g. a job reacting to all approvals),
   * and `resync` after a gap in listening.
   */
  async subscribeAll(listener: RealtimeListener, resync?: Resync): Promise<() => void> {
    const subscription: Subscription = { listener, resync };
    this.everything.add(subscription);
    await this.start();
    return () => this.everything.delete(subscription);
  }

  /** Whether events are heard now (see RealtimeStatus). */
  status(): RealtimeStatus {
    return this.state;
  }

  /** How many listeners follow `channel` (for tests and health). */
  subscriberCount(channel: string): number {
    return this.byChannel.get(channel)?.size ?? 0;
  }

  /**
   * A round trip through PostgreSQL: NOTIFY on a channel of its own, heard back through this
   * process's LISTEN connection within `timeoutMs` (readiness, /readyz). Rejects when the LISTEN
   * connection is down or the database does not answer.
   */
  async probe(timeoutMs = 2000): Promise<void> {
    const channel = `probe.${randomUUID()}`;
    let heard: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no realtime event heard within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const unsubscribe = await Promise.race([this.subscribe(channel, () => heard()), late]);
      try {
        await Promise.race([publish(this.handle.db, channel, {}).then(() => arrived), late]);
      } finally {
        unsubscribe();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async start(): Promise<void> {
    this.listening ??= this.handle.listen(REALTIME_CHANNEL, (payload) => this.dispatch(payload), {
      beforeRetry: this.options.beforeRetry,
      onLost: (error) => {
        this.state = "reconnecting";
        logger().warn({ err: error }, "realtime LISTEN connection lost; reconnecting");
      },
      onRestored: () => {
        this.state = "listening";
        logger().info("realtime LISTEN connection back; subscribers re-read their state");
        void this.resyncAll();
      },
    });
    try {
      await this.listening;
      // A loss while the first LISTEN was being set up leaves the state to the hooks.
      if (this.state === "idle") this.state = "listening";
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
  }

  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    this.state = "idle";
    this.byChannel.clear();
    this.everything.clear();
    if (listening) await (await listening)().catch(() => {});
  }

  /** Runs every subscriber's resync; one failing does not keep the others from theirs. */
  async resyncAll(): Promise<void> {
    const subscriptions = [...[...this.byChannel.values()].flatMap((set) => [...set]), ...this.everything];
    await Promise.all(
      subscriptions.map(async ({ resync }) => {
        try {
          await resync?.();
        } catch (error) {
          logger().error({ err: error }, "realtime resync failed");
        }
      }),
    );
  }

  private dispatch(payload: string): void {
    let message: { channel?: unknown; event?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      logger().warn({ realtime: { payload: payload.slice(0, 200) } }, "unreadable realtime payload dropped");
      return;
    }
    if (typeof message.channel !== "string" || typeof message.event !== "object" || message.event === null) return;
    const event = message.event as RealtimeEvent;
    const targets = [...(this.byChannel.get(message.channel) ?? []), ...this.everything];
    for (const { listener } of targets) {
      try {
        listener(event, message.channel);
      } catch (error) {
        logger().error({ err: error, realtime: { channel: message.channel } }, "realtime listener failed");
      }
    }
  }
}

// One hub per open database, kept on globalThis so a development reload does not LISTEN twice.
const holder = globalThis as unknown as { __memorialHub?: RealtimeHub; __memorialHubDb?: DatabaseHandle };

/**
 * Whether this process hears realtime events now: false only while its LISTEN connection is lost
 * (a process nobody subscribed in yet has nothing to miss). For the readiness check.
 */
export function realtimeReady(): boolean {
  return holder.__memorialHub?.status() !== "reconnecting";
}

/** This process's hub, bound to the open database (a new database, as in tests, gets a new hub). */
export function realtime(): RealtimeHub {
  const handle = currentDatabase();
  if (!handle) throw new Error("The database is not open yet.");
  if (!holder.__memorialHub || holder.__memorialHubDb !== handle) {
    void holder.__memorialHub?.stop();
    holder.__memorialHub = new RealtimeHub(handle);
    holder.__memorialHubDb = handle;
  }
  return holder.__memorialHub;
}
