/** The built server on a local port, and closed-loop HTTP clients hitting it. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CONSENT_COOKIE } from "../../app/features/consent/consent.constants";

export interface RunningServer {
  base: string;
  /** CPU time the server's processes (with its cluster's workers) have used so far, in ms (Linux /proc), or NaN elsewhere. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process, in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time of a process and all its descendants (the cluster's workers, decision 052), in ms:
 * each one's own utime + stime, found through /proc/<pid>/task/<tid>/children. A worker that has
 * already exited is no longer counted (it is not while the bench measures).
 */
export function processTreeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  let total = processCpuMs(pid);
  for (const child of childrenOf(pid)) total += processTreeCpuMs(child);
  return total;
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/))
      .filter((one) => one !== "")
      .map(Number);
  } catch {
    return [];
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds the app into `buildDir` unless a build is already there. */
export function ensureBuild(buildDir: string): void {
  if (fs.existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`building the app into ${buildDir} ...`);
  const built = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) throw new Error("the build failed");
}

/**
 * The built server (`NODE_ENV=production`) on a free local port. By default it has no demo data and
 * logs warnings only; `env` overrides any of its variables (an empty DATABASE_URL: the embedded
 * database in its own scratch data folder).
 */
export async function startServer(
  buildDir: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer & { port: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "false",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, port, stop, cpuMs: () => processTreeCpuMs(child.pid) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer /healthz in 120 s:\n${stderr}`);
}

export interface LoadResult {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  seconds: number;
}

/**
 * `concurrency` loops, each requesting the next path as soon as the previous body has arrived,
 * until `requests` were made or `maxSeconds` passed.
 */
export async function closedLoop(
  base: string,
  paths: string[],
  options: { concurrency: number; requests: number; maxSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const loop = async () => {
    while (next < options.requests && performance.now() < deadline) {
      const target = paths[next++ % paths.length]!;
      const sent = performance.now();
      try {
        const response = await fetch(base + target, { headers: options.headers, redirect: "manual" });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return { latencies, statuses, errors, seconds: (performance.now() - started) / 1000 };
}

/** The consent cookie of a visitor who accepted the terms, so pages render their content. */
export async function consentCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/cookie/consent`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ consent: true, metadata: JSON.stringify({ language: "pt-BR" }) }),
  });
  // The consent cookie itself: the answer also marks the browser as one that just wrote (decision 059).
  const cookie = response.headers
    .getSetCookie()
    .map((one) => one.split(";")[0]!)
    .find((one) => one.startsWith(`${CONSENT_COOKIE}=`));
  if (response.status !== 201 || !cookie) throw new Error(`consent failed with ${response.status}`);
  return cookie;
}
