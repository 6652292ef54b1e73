/**
 * The compiled production server (`node build/serve.js`) as a real child process, for the tests
 * that need what only a process has: signals, exit codes, a listening socket. Run after
 * `npm run build` (`npm run test:process`). Each server gets a data folder of its own and, when
 * TEST_DATABASE_URL is set, a PostgreSQL database of its own (dropped afterwards).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setDatabase, openDatabase, type DatabaseHandle } from "~/db/client.server";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

/** A port of the range this suite may use (PROCESS_TEST_PORT, default 3320, then the next ones). */
let nextPort = Number(process.env.PROCESS_TEST_PORT ?? 3320);
export const freePort = () => nextPort++;

export interface Site {
  env: Record<string, string>;
  /** Opens the site's database in this process (for preparing rows before the server starts). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/** A fresh, empty site: its data folder and, on PostgreSQL, its database (not migrated). */
export async function freshSite(name: string): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `memorial-process-${name}-`));
  const base = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  if (base) {
    const { default: postgres } = await import("postgres");
    const target = new URL(base);
    const database = `${target.pathname.slice(1) || "test"}_process_${name}_${process.pid}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.unsafe(`create database "${database}"`);
    await admin.end();
    target.pathname = `/${database}`;
    url = target.toString();
  }
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(url && { DATABASE_URL: url }) };
  return {
    env,
    open: async () => {
      const handle = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, "pglite") });
      setDatabase(handle);
      return handle;
    },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!url || !base) return;
      const { default: postgres } = await import("postgres");
      const admin = postgres(base, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
      await admin.end();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything the process wrote (JSON log lines on standard output, errors on standard error). */
  output(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** Runs a compiled entry of the build (serve.js, migrate.js) with `env` on top of a quiet default. */
export function runBuilt(entry: string, env: Record<string, string>): ServerProcess & { port: number } {
  const port = Number(env.PORT ?? 0);
  const child = spawn(process.execPath, [path.join(BUILD_DIR, entry)], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DEMO_DATA: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Starts `node build/serve.js` on a port of its own and waits until /healthz answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = freePort();
  const server = runBuilt("serve.js", { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before answering:\n${server.output()}`);
    try {
      if ((await fetch(`${server.origin}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server did not answer /healthz within 60 s:\n${server.output()}`);
}
