/**
 * The cross-process half of `npm run bench:money`: a second process (the built server) serves
 * `GET /api/payment/events/{id}` to signed-in payers while this process handles their webhooks;
 * the delay from the start of a payment's first webhook delivery to its "approved" event on the
 * other process's stream goes through PostgreSQL's LISTEN/NOTIFY (decision 017).
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import type { Database } from "~/db/client.server";
import { hashSecret } from "~/shared/auth/password.server";
import { approveCharges, createTopups, deliverWebhooks, insertUsers, shuffledDeliveries } from "./money-load";
import { latencyStats, type LatencyStats } from "./stats";

const PASSWORD = "bench-senha-123";

export interface SseOptions {
  databaseUrl: string;
  dataDir: string;
  clients: number;
  workers: number;
  log: (line: string) => void;
}

export interface SseReport {
  stats: LatencyStats;
  missing: number;
  /** Streams that did not start with the payment's pending status. */
  badStart: number;
}

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The built server (`server.ts` in production mode) on `port`, against the bench's database. */
function startServer(options: SseOptions, port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      MAIL_TRANSPORT: "outbox",
      PAYMENT_PROVIDER: "sandbox",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output: () => output };
}

/** Ends the child: SIGTERM (it finishes requests), then SIGKILL after 5 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second process exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the second process did not become healthy in 60 s:\n${output()}`);
}

/** Signs the payer in through the real API and returns the session cookie to send back. */
async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

interface Follower {
  /** Resolves once the stream's first event (the current status) arrived. */
  opened: Promise<string>;
  /** Resolves with performance.now() when the "approved" event arrived (undefined if the stream ended without it). */
  approved: Promise<number | undefined>;
}

/** Reads `GET /api/payment/events/{id}` with fetch streaming, as an EventSource would. */
function follow(base: string, paymentId: string, cookie: string, signal: AbortSignal): Follower {
  let opened!: (status: string) => void;
  const openedPromise = new Promise<string>((resolve) => (opened = resolve));
  const approved = (async () => {
    const res = await fetch(`${base}/api/payment/events/${paymentId}`, {
      headers: { cookie, accept: "text/event-stream" },
      signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream of ${paymentId} answered ${res.status}: ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split("\n");
        if (!lines.includes("event: status")) continue;
        const data = lines.find((line) => line.startsWith("data: "));
        const { status } = JSON.parse(data!.slice(6)) as { status: string };
        opened(status);
        if (status === "approved") {
          const at = performance.now();
          await reader.cancel().catch(() => {});
          return at;
        }
      }
    }
  })();
  approved.catch(() => opened("failed"));
  return { opened: openedPromise, approved };
}

/** Runs `work` on `items` with at most `limit` at once. */
async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Creates `clients` pending top-ups for payers with a password, starts the second process, signs
 * every payer in there and opens their streams, then delivers the webhooks (each 3 times, seeded
 * order) from this process and times each payment's first delivery start → "approved" arrival.
 */
export async function measureSse(db: Database, options: SseOptions): Promise<SseReport> {
  const { clients, workers, log } = options;
  const users = await insertUsers(db, "sse", clients, await hashSecret(PASSWORD));
  const topups = await createTopups(users, workers);
  const emailOf = new Map(users.map((u) => [u.id, u.email]));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, output } = startServer(options, port);
  const abort = new AbortController();
  try {
    await waitForHealth(base, child, output);
    const cookies = await eachLimited(topups, 4, (t) => signIn(base, emailOf.get(t.userId)!));
    const followers = topups.map((t, i) => follow(base, t.id, cookies[i]!, abort.signal));
    const opening = new Promise<string>((resolve) => setTimeout(() => resolve("timeout"), 30_000));
    const firstStatuses = await Promise.all(followers.map((f) => Promise.race([f.opened, opening])));
    const badStart = firstStatuses.filter((status) => status !== "pending").length;
    log(`second process on port ${port}: ${clients} payers signed in, ${clients} streams open`);

    await approveCharges(db, topups);
    const firstDelivery = new Map<string, number>();
    await deliverWebhooks(shuffledDeliveries(topups, 3, 20_260_311), workers, (delivery, at) => {
      if (!firstDelivery.has(delivery.paymentId)) firstDelivery.set(delivery.paymentId, at);
    });
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, 30_000));
    const arrivals = await Promise.all(
      followers.map((f) =>
        Promise.race([
          f.approved.catch((error: unknown) => {
            log(`stream failed: ${(error as Error).message}`);
            return undefined;
          }),
          timeout,
        ]),
      ),
    );
    const delays = arrivals.flatMap((at, i) => (at === undefined ? [] : [at - firstDelivery.get(topups[i]!.id)!]));
    return { stats: latencyStats(delays), missing: clients - delays.length, badStart };
  } finally {
    abort.abort();
    await stopServer(child);
  }
}
