/**
 * A small HTTP/1.1 load generator over raw keep-alive sockets: `connections` closed loops, each
 * sending its next request as soon as the previous response has fully arrived. It parses only what
 * it needs (status, Content-Length or chunked framing), so on a small machine it leaves as much CPU
 * as possible to the server under test, whichever server that is.
 */
import net from "node:net";

export interface LoadOptions {
  host: string;
  port: number;
  /** Paths requested in turn, round robin across all connections. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadReport {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  /** Body bytes of the last response (to check both servers answered the same size). */
  bodyBytes: number;
  errors: number;
}

const CRLF2 = Buffer.from("\r\n\r\n");

/** Finds where a chunked body ends in `data` from `start`, or -1 while incomplete. */
function chunkedEnd(data: Buffer, start: number): number {
  let at = start;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) return -1;
    const size = parseInt(data.toString("latin1", at, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error("bad chunk size");
    at = lineEnd + 2 + size + 2;
    if (size === 0) return at <= data.length ? at : -1;
    if (at > data.length) return -1;
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const requests = options.paths.map((path) =>
    Buffer.from(
      `GET ${path} HTTP/1.1\r\nHost: ${options.host}:${options.port}\r\n` +
        Object.entries(options.headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("") +
        "\r\n",
    ),
  );
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let bodyBytes = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(options.port, options.host);
      socket.setNoDelay(true);
      let buffer: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(requests[next++ % requests.length]!);
      };
      socket.on("connect", send);
      socket.on("error", () => {
        errors += 1;
        resolve();
      });
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const headEnd = buffer.indexOf(CRLF2);
          if (headEnd < 0) return;
          const head = buffer.toString("latin1", 0, headEnd);
          const status = Number(head.slice(9, 12));
          const length = /\r\ncontent-length: *(\d+)/i.exec(head);
          const bodyStart = headEnd + 4;
          let end: number;
          if (length) end = bodyStart + Number(length[1]);
          else if (/\r\ntransfer-encoding: *chunked/i.test(head)) end = chunkedEnd(buffer, bodyStart);
          else end = bodyStart;
          if (end < 0 || end > buffer.length) return;
          latencies.push(performance.now() - sentAt);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          bodyBytes = end - bodyStart;
          buffer = buffer.subarray(end);
          send();
        }
      });
    });

  await Promise.all(Array.from({ length: options.connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    statuses,
    bodyBytes,
    errors,
  };
}
