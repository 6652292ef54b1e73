/** A payment's live status stream (GET /api/payment/events/{id}) read as a browser's EventSource would. */
import http from "node:http";

export interface StatusStream {
  /** The first status the stream sent (the payment as it is when the stream opens). */
  first: Promise<string>;
  /** Resolves with performance.now() when `status` arrives; undefined if the stream ends or `timeoutMs` passes. */
  arrival(status: string, timeoutMs: number): Promise<number | undefined>;
  close(): void;
}

export function openStatusStream(base: string, paymentId: string, cookie: string): StatusStream {
  const seen = new Map<string, number>();
  const waiters: { status: string; resolve: (at: number | undefined) => void }[] = [];
  let ended = false;
  let resolveFirst!: (status: string) => void;
  let rejectFirst!: (error: Error) => void;
  const first = new Promise<string>((resolve, reject) => {
    resolveFirst = resolve;
    rejectFirst = reject;
  });
  first.catch(() => {});
  const end = () => {
    ended = true;
    rejectFirst(new Error(`the stream of ${paymentId} ended before its first event`));
    for (const waiter of waiters.splice(0)) waiter.resolve(seen.get(waiter.status));
  };
  const req = http.get(
    `${base}/api/payment/events/${paymentId}`,
    { headers: { accept: "text/event-stream", cookie } },
    (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        rejectFirst(new Error(`the stream of ${paymentId} answered ${res.statusCode}`));
        return end();
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const lines = buffer.slice(0, cut).split("\n");
          buffer = buffer.slice(cut + 2);
          const data = lines.find((line) => line.startsWith("data: "));
          if (!lines.includes("event: status") || !data) continue;
          const { status } = JSON.parse(data.slice(6)) as { status: string };
          const at = performance.now();
          if (!seen.has(status)) seen.set(status, at);
          resolveFirst(status);
          for (const waiter of waiters.filter((w) => w.status === status)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(at);
          }
        }
      });
      res.on("end", end);
      res.on("error", end);
    },
  );
  req.on("error", end);
  return {
    first,
    arrival(status, timeoutMs) {
      if (seen.has(status) || ended) return Promise.resolve(seen.get(status));
      return new Promise((resolve) => {
        const waiter = { status, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          resolve(seen.get(status));
        }, timeoutMs).unref();
      });
    },
    close: () => req.destroy(),
  };
}
