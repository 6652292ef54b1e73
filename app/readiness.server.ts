import { currentDatabase } from "./db/client.server";
import { storage } from "./integrations/storage/storage.server";
import { isDraining } from "./shared/lifecycle.server";
import { logger } from "./shared/logger.server";
import { realtime } from "./shared/realtime/hub.server";

/** What each dependency answered. */
export type CheckOutcome = "ok" | "failed";

export interface Readiness {
  /**
   * `degraded`: only the media store failed. Pages, payments and sign-in still work without it
   * (decision 036: pages never wait on the store, uploads answer 503), and every process shares the
   * same store, so taking processes out of the balancer would turn a partial outage into a whole
   * one: the process stays in (200) and says what is failing.
   */
  status: "ready" | "degraded" | "unavailable" | "draining";
  checks: { database: CheckOutcome; storage: CheckOutcome; realtime: CheckOutcome };
  /** The checks that failed, named for the operator; the reasons are in this process's log. */
  failed: string[];
}

const CHECK_TIMEOUT_MS = 2000;

function withinDeadline(work: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work(), late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should get traffic (/readyz, decision 037): not while it drains, and only
 * while the database answers and an event sent through NOTIFY comes back through this process's
 * LISTEN connection (live payment pages depend on it). The media store is checked too: when it alone
 * fails the process is `degraded`, still ready (see `Readiness`). Checked in parallel, each within 2 s.
 */
export async function readiness(): Promise<Readiness> {
  if (isDraining())
    return {
      status: "draining",
      checks: { database: "failed", storage: "failed", realtime: "failed" },
      failed: ["draining"],
    };
  const store = storage();
  const probes: Record<keyof Readiness["checks"], () => Promise<void>> = {
    database: async () => {
      const handle = currentDatabase();
      if (!handle) throw new Error("database not open");
      await handle.ping();
    },
    storage: () => store.ping(),
    realtime: () => realtime().probe(CHECK_TIMEOUT_MS),
  };
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, CheckOutcome]> => {
      try {
        await withinDeadline(probe);
        return [name, "ok"];
      } catch (error) {
        logger().warn({ err: error, readiness: name }, "readiness check failed");
        return [name, "failed"];
      }
    }),
  );
  const checks = Object.fromEntries(entries) as Readiness["checks"];
  const failed = entries.filter(([, outcome]) => outcome === "failed").map(([name]) => name);
  const status =
    failed.length === 0 ? "ready" : failed.every((name) => name === "storage") ? "degraded" : "unavailable";
  return { status, checks, failed };
}
