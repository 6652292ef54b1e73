import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { AggregatorRegistry } from "prom-client";
import { PROCESS_MESSAGES, type ProcessMessage } from "./process-messages";
import { tellWorker } from "./send-message";

/**
 * The primary of `node build/serve.js` when WEB_CONCURRENCY > 1 (decision 052): it serves nothing
 * itself and opens no database. It forks the workers (each a full instance: migrations under their
 * advisory lock, job queue, LISTEN, page cache), which share the port through node's cluster, and:
 * - starts a worker again when one dies while serving (a worker that dies before it ever listened
 *   is a start that failed: the primary stops the others and exits with its code, as one process
 *   would have);
 * - on SIGTERM or SIGINT drains them as one process drains (decision 037): every worker stops
 *   listening first, and only when all have (the port then refuses connections) are their event
 *   streams told to go; it exits 0 once every worker stopped cleanly, 1 otherwise, by 12 s at most;
 * - answers a worker's /metrics with the sum of every worker's metrics (prom-client's aggregator).
 */
export function runPrimary(workers: number, note?: string): void {
  const log = (level: 30 | 40 | 50, msg: string, extra: Record<string, unknown> = {}) =>
    process.stdout.write(
      `${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: os.hostname(), role: "primary", ...extra, msg })}\n`,
    );
  if (note) log(40, note);
  const aggregator = new AggregatorRegistry();
  const listening = new Set<number>();
  let closing = false;
  let exitCode = 0;
  const stoppedListening = new Set<number>();

  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: ProcessMessage) => onMessage(worker, message));
    // What goes wrong with one worker's channel is that worker's, never the primary's end.
    worker.on("error", (error: Error) =>
      log(40, "a worker's channel failed", { worker: worker.id, error: error.message }),
    );
  };

  const onMessage = (worker: Worker, message: ProcessMessage) => {
    if (message?.type === PROCESS_MESSAGES.metricsRequest) {
      aggregator.clusterMetrics().then(
        (body) => tellWorker(worker, { type: PROCESS_MESSAGES.metricsAnswer, id: message.id, body }),
        (error: Error) =>
          tellWorker(worker, { type: PROCESS_MESSAGES.metricsAnswer, id: message.id, error: error.message }),
      );
    } else if (message?.type === PROCESS_MESSAGES.stoppedListening) {
      stoppedListening.add(worker.id);
      drainWhenNoneListens();
    }
  };

  /** Streams are told to go only once the port refuses new connections (no worker listens). */
  const drainWhenNoneListens = () => {
    if (!closing) return;
    const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    if (live.some((w) => !stoppedListening.has(w.id))) return;
    // A worker with nothing to drain may be exiting already: it is told too, and may not hear it.
    for (const w of live) void tellWorker(w, { type: PROCESS_MESSAGES.drain });
  };

  cluster.on("listening", (worker) => listening.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    const served = listening.delete(worker.id);
    stoppedListening.delete(worker.id);
    // A worker still starting when the signal came has nothing to drain: the signal ends it, and
    // that is a clean stop (its start-up work is transactional and under advisory locks).
    const stoppedWhileStarting = closing && !served && signal === "SIGTERM";
    if ((code !== 0 || signal) && !stoppedWhileStarting) {
      exitCode = code || 1;
      if (closing) log(50, "a worker did not stop cleanly", { worker: worker.id, code, signal });
    }
    if (closing) {
      drainWhenNoneListens();
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) {
        log(30, "all workers stopped", { exitCode });
        process.exit(exitCode);
      }
      return;
    }
    if (!served) {
      log(50, "a worker failed to start; stopping", { worker: worker.id, code, signal });
      stop("worker failed to start", code || 1);
      return;
    }
    log(50, "a worker died; starting another", { worker: worker.id, code, signal });
    exitCode = 0;
    fork();
  });

  const stop = (reason: string, code = 0) => {
    if (closing) return;
    closing = true;
    exitCode = code;
    log(30, "shutting down: draining the workers", { reason });
    const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    if (live.length === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log(50, "workers did not stop in 12 s; killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, 12_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  log(30, `starting ${workers} worker processes`, { workers });
  for (let i = 0; i < workers; i++) fork();
}
