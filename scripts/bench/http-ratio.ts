/**
 * `npm run bench:http`: how close the public pages come to a bare Node server answering the same
 * bytes. Starts the built server on the demo data (PostgreSQL scratch database by default, or the
 * embedded one with BENCH_HTTP_DB=pglite) with request logging on, and a bare `node:http` server
 * that answers each page's exact bytes and headers; drives both with the same load (same
 * connections, same headers, same seconds) from this one process, and prints the ratios against
 * the targets of docs/performance.md. Not part of CI.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { consentCookie, ensureBuild, freePort, processCpuMs, startServer } from "./http";
import { type LoadReport, runLoad } from "./load";

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const CONNECTIONS = envNumber("BENCH_HTTP_CONNECTIONS", 10);
const SECONDS = envNumber("BENCH_HTTP_SECONDS", 8);
const WARMUP_SECONDS = envNumber("BENCH_HTTP_WARMUP", 2);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A demo memorial with photos, tributes, a gallery and a family tree (scripts/seed/data). */
const MEMORIAL = process.env.BENCH_HTTP_MEMORIAL ?? "/profile/maria.de.lourdes.ferreira.souza";

/** What a phone's browser sends for a page (the server picks brotli or gzip from it). */
const BROWSER = {
  Accept: "text/html,application/xhtml+xml",
  "Accept-Encoding": "gzip, deflate, br",
  "User-Agent": "Mozilla/5.0 (Linux; Android 10) bench",
  "Accept-Language": "pt-BR",
};

/** Issue 22's targets (docs/performance.md); the signed-in page is measured, without a target of its own. */
const TARGETS = { memorial: 0.4, home: 0.5, uncached: 0.02 } as const;
/** The demo's family account (scripts/seed/data/users.ts): a signed-in visitor, never served from the cache. */
const DEMO_ACCOUNT = { email: "demo@memorial.example", password: "memorial123" };

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (!response.ok) throw new Error(`the demo account's login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/**
 * Waits until the job queue has nothing owed or running: a fresh demo site owes its Diamante
 * memorial's video (ffmpeg) and its printed cards' files right after start, several seconds of CPU
 * that would otherwise fall on whichever phase comes first (the memorial's, bare server included).
 */
async function startupJobsDone(databaseUrl: string, timeoutMs = 180_000): Promise<void> {
  const database = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const started = Date.now();
  try {
    for (;;) {
      const [row] = await database<Array<{ owed: number }>>`
        select count(*)::int as owed from pgboss.job
        where state = 'active' or (state in ('created', 'retry') and start_after <= now())`;
      if (row!.owed === 0) break;
      if (Date.now() - started > timeoutMs) throw new Error(`${row!.owed} jobs still owed after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await database.end();
  }
  console.log(`start-up jobs done ${((Date.now() - started) / 1000).toFixed(1)} s after the server answered`);
}

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One response as the product sends it, raw (not decompressed). */
async function capture(port: number, pathName: string, headers: Record<string, string>): Promise<Captured> {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathName, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || ["transfer-encoding", "connection", "keep-alive", "date"].includes(name)) continue;
          kept[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
  });
}

/** A bare node:http server in its own process answering `page` to every request. */
async function startBare(page: Captured): Promise<{ port: number; cpuMs: () => number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-bare-"));
  fs.writeFileSync(path.join(dir, "body"), page.body);
  const headers = { ...page.headers, "content-length": String(page.body.length) };
  const source = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(path.join(dir, "body"))});
    const headers = ${JSON.stringify(headers)};
    http.createServer((req, res) => { res.writeHead(${page.status}, headers); res.end(body); })
      .listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  const child: ChildProcess = spawn(process.execPath, ["-e", source], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    port,
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      child.kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Measured {
  report: LoadReport;
  cpuPerRequest: number;
}

async function measure(port: number, paths: string[], headers: Record<string, string>, cpuMs: () => number) {
  const load = (seconds: number) =>
    runLoad({ host: "127.0.0.1", port, paths, headers, connections: CONNECTIONS, seconds });
  await load(WARMUP_SECONDS);
  const cpu = cpuMs();
  const report = await load(SECONDS);
  return { report, cpuPerRequest: (cpuMs() - cpu) / report.requests } satisfies Measured;
}

const line = (label: string, m: Measured) => {
  const statuses = [...m.report.statuses].map(([status, n]) => `${status}×${n}`).join(" ");
  return `${label.padEnd(34)} ${m.report.perSecond.toFixed(0).padStart(6)} req/s  p50 ${m.report.p50.toFixed(2)} ms  p99 ${m.report.p99.toFixed(2)} ms  server CPU ${m.cpuPerRequest.toFixed(2)} ms/req  ${m.report.bodyBytes} B  [${statuses}${m.report.errors ? ` errors ${m.report.errors}` : ""}]`;
};

async function main() {
  ensureBuild(BUILD_DIR);
  const pglite = process.env.BENCH_HTTP_DB === "pglite";
  const dbName = `memorial_benchhttp_${process.pid}`;
  const admin = pglite ? undefined : postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  let databaseUrl = "";
  if (admin) {
    await admin.unsafe(`create database ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
    if (admin) {
      await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanup().then(() => process.exit(1)));
  }
  try {
    const workers = pglite
      ? "1 process"
      : `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY?.trim() || `${os.availableParallelism()} (one per core)`}`;
    console.log(
      `bench:http — ${pglite ? "embedded PGlite" : "PostgreSQL"}, ${workers}, demo data, logging on (info), ${CONNECTIONS} connections, ${SECONDS} s per phase after ${WARMUP_SECONDS} s warm-up, ${os.cpus().length} cores`,
    );
    const server = await startServer(BUILD_DIR, databaseUrl, { DEMO_DATA: "true", LOG_LEVEL: "info" });
    cleanups.push(server.stop);
    if (databaseUrl) await startupJobsDone(databaseUrl);
    const cookie = await consentCookie(server.base);
    const headers = { ...BROWSER, Cookie: cookie };

    const results: Record<string, { bare: Measured; product: Measured }> = {};
    for (const [name, pathName] of [
      ["memorial", MEMORIAL],
      ["home", "/"],
    ] as const) {
      // Twice: the first request fills the product's cache; the bare server answers the second.
      await capture(server.port, pathName, headers);
      const page = await capture(server.port, pathName, headers);
      if (page.status !== 200) throw new Error(`${pathName} answered ${page.status}`);
      const bare = await startBare(page);
      const bareResult = await measure(bare.port, [pathName], headers, bare.cpuMs);
      await bare.stop();
      const product = await measure(server.port, [pathName], headers, server.cpuMs);
      results[name] = { bare: bareResult, product };
      console.log(line(`bare node:http, ${name} bytes`, bareResult));
      console.log(line(`product, ${name} (${page.headers["x-render-cache"] ?? "?"})`, product));
    }
    // Rendered every time: a query parameter the cache never keeps (as a signed-in family member or
    // the first visitor after a change gets the page).
    const uncached = await measure(server.port, [`${MEMORIAL}?bench=1`], headers, server.cpuMs);
    console.log(line("product, memorial rendered", uncached));
    // A signed-in family member: the session is read, the page rendered for them every time.
    const signedIn = await measure(
      server.port,
      [MEMORIAL],
      { ...headers, Cookie: `${cookie}; ${await signIn(server.base)}` },
      server.cpuMs,
    );
    console.log(line("product, memorial signed in", signedIn));
    const cpuBefore = server.cpuMs();
    const one = await runLoad({
      host: "127.0.0.1",
      port: server.port,
      paths: [`${MEMORIAL}?bench=1`],
      headers,
      connections: 1,
      seconds: SECONDS,
    });
    const renderCpu = (server.cpuMs() - cpuBefore) / one.requests;
    console.log(
      `product, memorial rendered, 1 connection: p50 ${one.p50.toFixed(2)} ms, server CPU ${renderCpu.toFixed(2)} ms per render (target ≤ 8 ms)`,
    );

    const ratios = {
      memorial: results.memorial!.product.report.perSecond / results.memorial!.bare.report.perSecond,
      home: results.home!.product.report.perSecond / results.home!.bare.report.perSecond,
      uncached: uncached.report.perSecond / results.memorial!.bare.report.perSecond,
    };
    const signedInRatio = signedIn.report.perSecond / results.memorial!.bare.report.perSecond;
    console.log("\nratio to the bare server (same bytes, same load):");
    let failed = false;
    for (const [name, ratio] of Object.entries(ratios) as Array<[keyof typeof TARGETS, number]>) {
      const met = ratio >= TARGETS[name];
      failed ||= !met;
      console.log(`  ${name.padEnd(9)} ${ratio.toFixed(3)}  target ≥ ${TARGETS[name]}: ${met ? "met" : "NOT met"}`);
    }
    console.log(`  signed-in ${signedInRatio.toFixed(3)}  (no target of its own)`);
    if (renderCpu > 8) failed = true;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
