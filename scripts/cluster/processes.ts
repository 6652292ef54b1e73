/**
 * The pieces of the reference topology without containers (decision 038): a scratch PostgreSQL
 * database, a local S3 server (s3rver) and production app processes. Used by the two-process suite
 * (tests/cluster/), the restore drill (scripts/ops/restore-drill.ts) and `npm run cluster`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import postgres from "postgres";
import S3rver from "s3rver";

/**
 * How a production process is started: the compiled entry (`node build/serve.js`, decision 037),
 * plain `node`, never npm, so a signal reaches the server itself. CLUSTER_SERVER_COMMAND overrides
 * it, words separated by spaces.
 */
export function serverCommand(): string[] {
  const override = process.env.CLUSTER_SERVER_COMMAND?.trim();
  if (override) return override.split(/\s+/);
  return [process.execPath, path.join(process.env.BUILD_DIR ?? "build", "serve.js")];
}

export const ADMIN_URL = process.env.CLUSTER_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** `postgres://…/name` on the same server as ADMIN_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database (dropped first if a previous run left it). */
export async function createDatabase(name: string): Promise<string> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

export const S3_KEY = { id: "S3RVER", secret: "S3RVER" } as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  directory: string;
  /** Starts (again) on the same port and folder: what was stored is still there. */
  start(): Promise<void>;
  /** Stops answering: connections are refused, as when the store is down. */
  stop(): Promise<void>;
  /** The app's environment for this store. */
  env(): Record<string, string>;
}

/** s3rver on `port`, keeping objects in `directory`, with one bucket. */
export function localS3(port: number, directory: string, bucket = "memorial-media"): LocalS3 {
  let server: http.Server | undefined;
  const s3: LocalS3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async start() {
      if (server) return;
      fs.mkdirSync(directory, { recursive: true });
      const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
      await s3rver.configureBuckets();
      const next = http.createServer(s3rver.callback());
      await new Promise<void>((resolve, reject) => {
        next.once("error", reject);
        next.listen(port, "127.0.0.1", resolve);
      });
      server = next;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    env: () => ({
      STORAGE: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "sa-east-1",
      S3_ACCESS_KEY_ID: S3_KEY.id,
      S3_SECRET_ACCESS_KEY: S3_KEY.secret,
    }),
  };
  return s3;
}

export interface AppProcess {
  name: string;
  port: number;
  base: string;
  dataDir: string;
  child(): ChildProcess;
  /** The last lines the process wrote, for failure messages. */
  output(): string;
  /** Starts (again) with the same environment and waits until /healthz answers 200. */
  start(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, as on a power cut or an OOM kill. */
  kill9(): Promise<void>;
}

/** A production app process; `env` comes on top of the machine's environment. */
export function appProcess(name: string, port: number, env: Record<string, string>): AppProcess {
  let child: ChildProcess | undefined;
  let output = "";
  const base = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? path.resolve("data", name);
  const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;
  const waitExit = (c: ChildProcess) =>
    exited(c) ? Promise.resolve() : new Promise<void>((resolve) => c.once("exit", () => resolve()));

  const app: AppProcess = {
    name,
    port,
    base,
    dataDir,
    child: () => {
      if (!child) throw new Error(`${name} was never started`);
      return child;
    },
    output: () => output,
    async start() {
      if (child && !exited(child)) return;
      const [command, ...args] = serverCommand();
      const started = spawn(command!, args, {
        // One process each (the topology is two processes), unless WEB_CONCURRENCY says otherwise.
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
      started.stdout!.on("data", keep);
      started.stderr!.on("data", keep);
      await waitHealthy(base, 120_000, () =>
        exited(started) ? `${name} exited (${started.exitCode ?? started.signalCode}):\n${output}` : undefined,
      );
    },
    async stop() {
      if (!child || exited(child)) return;
      const current = child;
      current.kill("SIGTERM");
      const force = setTimeout(() => current.kill("SIGKILL"), 10_000);
      await waitExit(current);
      clearTimeout(force);
    },
    async kill9() {
      if (!child || exited(child)) return;
      child.kill("SIGKILL");
      await waitExit(child);
    },
  };
  return app;
}

/** Polls `base`/healthz until it answers 200; `failed` ends the wait early with its message. */
export async function waitHealthy(base: string, timeoutMs: number, failed: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const problem = failed();
    if (problem) throw new Error(problem);
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not answer /healthz within ${timeoutMs} ms`);
}
