/** What the cluster's primary and its workers tell each other over IPC (decision 052). */
export const PROCESS_MESSAGES = {
  /** Worker → primary: this worker's server no longer listens (it got SIGTERM). */
  stoppedListening: "memorial:stopped-listening",
  /** Primary → worker: no worker listens any more; tell the live streams to go and finish. */
  drain: "memorial:drain",
  /** Worker → primary: the metrics of every worker, for a /metrics request. */
  metricsRequest: "memorial:metrics-request",
  /** Primary → worker: the answer to `metricsRequest` (Prometheus text, or why not). */
  metricsAnswer: "memorial:metrics-answer",
} as const;

export type ProcessMessage =
  | { type: typeof PROCESS_MESSAGES.stoppedListening }
  | { type: typeof PROCESS_MESSAGES.drain }
  | { type: typeof PROCESS_MESSAGES.metricsRequest; id: number }
  | { type: typeof PROCESS_MESSAGES.metricsAnswer; id: number; body?: string; error?: string };
