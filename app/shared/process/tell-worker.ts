import type { Worker } from "node:cluster";
import type { ProcessMessage } from "./process-messages";

/**
 * Sends `message` to a worker of the cluster, and lets it go when the worker is gone. A worker that
 * has just exited still counts as connected until the primary hears its exit; a message sent to
 * it then fails (EPIPE), and without a callback node raises that failure as the worker's 'error'
 * event, which, unheard, ends the primary: a clean drain turned into exit code 1. Returns whether
 * the message went.
 */
export function tellWorker(worker: Pick<Worker, "isConnected" | "send">, message: ProcessMessage): Promise<boolean> {
  if (!worker.isConnected()) return Promise.resolve(false);
  return new Promise((resolve) => {
    try {
      worker.send(message, (error) => resolve(!error));
    } catch {
      resolve(false);
    }
  });
}
