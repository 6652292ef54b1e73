import type { Worker } from "node:cluster";
import type { ProcessMessage } from "./process-messages";

/**
 * Sends over a process's IPC channel and lets go when the other end is gone. Without a callback,
 * node raises a failed send (EPIPE: the other process has just exited) as an 'error' event, which,
 * unheard, ends the process that sent it: a clean drain turned into exit code 1. Resolves false
 * when the message could not be sent (node reports a failure it learns of later as sent).
 */
function deliver(connected: boolean, send: (callback: (error: Error | null) => void) => void): Promise<boolean> {
  if (!connected) return Promise.resolve(false);
  return new Promise((resolve) => {
    try {
      send((error) => resolve(!error));
    } catch {
      resolve(false);
    }
  });
}

/**
 * The primary to a worker. A worker that has just exited still counts as connected until the
 * primary hears its exit.
 */
export function tellWorker(worker: Pick<Worker, "isConnected" | "send">, message: ProcessMessage): Promise<boolean> {
  return deliver(worker.isConnected(), (callback) => worker.send(message, callback));
}

/** A worker to its primary (false outside a cluster, or once the primary is gone). */
export function tellPrimary(message: ProcessMessage): Promise<boolean> {
  const send = process.send?.bind(process);
  return deliver(Boolean(send && process.connected), (callback) => send!(message, undefined, undefined, callback));
}
