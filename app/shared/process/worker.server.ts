import cluster from "node:cluster";
import { PROCESS_MESSAGES, type ProcessMessage } from "./process-messages";
import { tellPrimary } from "./send-message";

/** The worker side of the cluster (decision 052); outside a cluster every function here is a no-op. */
export const inClusterWorker = () => cluster.isWorker && typeof process.send === "function";

type Waiter = (message: ProcessMessage) => void;
const waiters = new Set<Waiter>();
let listening = false;
function onPrimaryMessage(waiter: Waiter): () => void {
  if (!listening) {
    listening = true;
    process.on("message", (message: ProcessMessage) => {
      for (const one of [...waiters]) one(message);
    });
  }
  waiters.add(waiter);
  return () => waiters.delete(waiter);
}

/**
 * Tells the primary this worker stopped listening and resolves when no worker listens any more
 * (the port refuses connections), or after `limitMs` if the primary does not say so (it is not
 * shutting down: only this worker was signalled).
 */
export function whenNoWorkerListens(limitMs = 2_000): Promise<void> {
  if (!inClusterWorker()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = onPrimaryMessage((message) => {
      if (message?.type === PROCESS_MESSAGES.drain) done();
    });
    const timer = setTimeout(done, limitMs);
    // A primary that is gone cannot answer: the drain goes on without it.
    void tellPrimary({ type: PROCESS_MESSAGES.stoppedListening }).then((sent) => sent || done());
  });
}

let nextId = 0;
/** Every worker's metrics summed by the primary (prom-client's aggregator), in Prometheus text. */
export function clusterMetrics(limitMs = 10_000): Promise<string> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error("the primary did not answer with the metrics"));
    }, limitMs);
    const stop = onPrimaryMessage((message) => {
      if (message?.type !== PROCESS_MESSAGES.metricsAnswer || message.id !== id) return;
      stop();
      clearTimeout(timer);
      if (message.body !== undefined) resolve(message.body);
      else reject(new Error(message.error ?? "no metrics"));
    });
    void tellPrimary({ type: PROCESS_MESSAGES.metricsRequest, id }).then((sent) => {
      if (sent) return;
      stop();
      clearTimeout(timer);
      reject(new Error("the primary could not be asked for the metrics"));
    });
  });
}
