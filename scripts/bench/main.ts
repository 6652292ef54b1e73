/**
 * `npm run bench`: a scratch PostgreSQL database with a million memorials, the latency of the
 * public hot paths, and a loud failure when a plan scans profiles or tributes sequentially.
 * See docs/performance.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "~/db/client.server";
import { parseConfig, setConfig } from "~/shared/config.server";
import { fill, type FillSize } from "./fill";
import { closedLoop, consentCookie, ensureBuild, startServer } from "./http";
import { cemeteryPhase, memorialServicePhase, type PhaseResult, searchPhase, sitemapPhase } from "./phases";
import { openCapturingDatabase } from "./queries";
import { latencyStats, statsLine } from "./stats";

const MEMORIAL_TARGET_MS = 80;
const log = (line: string) => console.log(line);
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

async function seqScanCounts(sql: postgres.Sql): Promise<Record<string, number>> {
  const rows = await sql<{ relname: string; seq_scan: string }[]>`
    select relname, seq_scan from pg_stat_user_tables where relname in ('profiles', 'tributes')`;
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.seq_scan)]));
}

async function memorialPaths(sql: postgres.Sql, profiles: number): Promise<string[]> {
  // Half among the most visited memorials (most tributes), half anywhere.
  const rows = await sql<{ username: string }[]>`
    (select username from profiles where id in (select md5('bench-profile-' || g)::uuid from generate_series(1, 1000) g)
        and access = 'Public' and activated_by_user limit 100)
    union all
    (select username from profiles
      where id in (select md5('bench-profile-' || (1 + floor(random() * ${profiles}))::int)::uuid
                     from generate_series(1, 130))
        and access = 'Public' and activated_by_user limit 100)`;
  return rows.map((row) => row.username);
}

/** 20 closed-loop clients over `paths`; the server process's CPU per page in `details`. */
async function twentyClients(
  server: Awaited<ReturnType<typeof startServer>>,
  paths: string[],
  headers: Record<string, string>,
  label: string,
  details: string[],
) {
  const cpu = server.cpuMs();
  const result = await closedLoop(server.base, paths, {
    concurrency: 20,
    requests: envInt("BENCH_REQUESTS", 4000),
    maxSeconds: 90,
    headers,
  });
  const statuses = [...result.statuses].map(([status, n]) => `${status}×${n}`).join(", ");
  details.push(
    `  ${label}: ${(result.latencies.length / result.seconds).toFixed(0)} pages/s over ${result.seconds.toFixed(1)} s; server process CPU ${((server.cpuMs() - cpu) / result.latencies.length).toFixed(1)} ms per page; statuses ${statuses}; errors ${result.errors}`,
  );
  return result;
}

/**
 * The memorial page over HTTP, twice: as anonymous visitors get it (the render cache of decision
 * 010 serves repeat visits while the memorial is unchanged) and rendered every time (what a
 * signed-in family member, or the first visitor after a change, gets): an unknown query parameter
 * is never cached.
 */
async function httpPhase(url: string, usernames: string[]): Promise<{ results: PhaseResult[]; seqScans: string[] }> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  ensureBuild(buildDir);
  const stats = postgres(url, { max: 1, onnotice: () => {} });
  const before = await seqScanCounts(stats);
  const server = await startServer(buildDir, url);
  const cached: string[] = [];
  const rendered: string[] = [];
  let hits;
  let misses;
  try {
    const cookie = await consentCookie(server.base);
    const paths = usernames.map((u) => `/profile/${encodeURIComponent(u)}`);
    const headers = { cookie };
    const probe = await fetch(server.base + paths[0], { headers, redirect: "manual" });
    if (probe.status !== 200) throw new Error(`/profile/{username} answered ${probe.status}`);
    await closedLoop(server.base, paths, { concurrency: 20, requests: 600, maxSeconds: 60, headers });
    const cpu = server.cpuMs();
    const single = await closedLoop(server.base, paths, { concurrency: 1, requests: 300, maxSeconds: 30, headers });
    cached.push(statsLine("  1 client (service time)", latencyStats(single.latencies)));
    cached.push(
      `  1 client: ${(single.latencies.length / single.seconds).toFixed(0)} pages/s; server process CPU ${((server.cpuMs() - cpu) / single.latencies.length).toFixed(1)} ms per page`,
    );
    hits = await twentyClients(server, paths, headers, "20 clients", cached);
    const check = await fetch(server.base + paths[0], { headers });
    const html = await check.text();
    cached.push(
      `  page size: ${(html.length / 1024).toFixed(0)} KB of HTML (${paths[0]}); X-Render-Cache: ${check.headers.get("x-render-cache")}`,
    );
    let n = 0;
    const fresh = paths.map((path) => `${path}?bench=${n++}`);
    misses = await twentyClients(server, fresh, headers, "20 clients, every page rendered", rendered);
  } finally {
    // Backends flush their statistics when they exit: stop the server before reading them.
    await server.stop();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await seqScanCounts(stats);
  await stats.end();
  const seqScans = Object.keys(after)
    .filter((table) => after[table]! > (before[table] ?? 0))
    .map((table) => `${after[table]! - (before[table] ?? 0)} sequential scan(s) on ${table} while serving pages`);
  for (const result of [hits, misses]) {
    const bad = (result.statuses.get(200) ?? 0) !== result.latencies.length || result.errors > 0;
    if (bad) seqScans.push("some page requests did not answer 200 (see statuses above)");
  }
  return {
    results: [
      {
        name: "memorial page, 20 concurrent clients",
        stats: latencyStats(hits.latencies),
        target: MEMORIAL_TARGET_MS,
        details: cached,
        plans: [],
      },
      {
        name: "memorial page, 20 concurrent clients, rendered every time (no cache)",
        stats: latencyStats(misses.latencies),
        details: rendered,
        plans: [],
      },
    ],
    seqScans,
  };
}

async function runBench(url: string, size: FillSize): Promise<boolean> {
  const phaseTimes: string[] = [];
  const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await fn();
    phaseTimes.push(`${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return value;
  };
  await timed("migrations", async () => {
    const handle = await openDatabase({ url });
    await handle.migrate();
    await handle.close();
  });
  const loader = postgres(url, { max: 1, onnotice: () => {} });
  try {
    log("filling the scratch database:");
    await timed("fill + indexes + vacuum analyze", () => fill(loader, size, log));
    // No autovacuum from here on: the scan counters must only count the pages' own queries.
    await loader.unsafe(`alter table profiles set (autovacuum_enabled = false)`);
    await loader.unsafe(`alter table tributes set (autovacuum_enabled = false)`);
  } finally {
    await loader.end();
  }

  const database = await openCapturingDatabase(url);
  const results: PhaseResult[] = [];
  let usernames: string[];
  try {
    const [shape] = await database.client<{ public: number; paid: number; top: number }[]>`
      select (select count(*) from profiles where access = 'Public' and activated_by_user)::int as public,
             (select count(*) from tributes where status = 'paid')::int as paid,
             (select count(*) from tributes where profile_id = md5('bench-profile-1')::uuid)::int as top`;
    log(
      `\n${shape!.public.toLocaleString("en")} public memorials; ${shape!.paid.toLocaleString("en")} paid tributes; the most visited memorial has ${shape!.top.toLocaleString("en")} tributes`,
    );
    const cemeteries = await database.client<{ id: number; memorials: number }[]>`
      select c.id, count(p.id)::int as memorials from cemeteries c
        join profiles p on p.cemetery_id = c.id and p.access = 'Public' and p.activated_by_user
       where c.built group by c.id order by memorials desc`;
    const chosen = [cemeteries[0]!, cemeteries[Math.floor(cemeteries.length / 2)]!, cemeteries.at(-1)!];
    usernames = await memorialPaths(database.client, size.profiles);

    results.push(await timed("search", () => searchPhase(database, log, 400)));
    results.push(await timed("cemetery pages", () => cemeteryPhase(database, log, chosen, 270)));
    const memorial = await timed("memorial data", () => memorialServicePhase(database, log, usernames, 400));
    if (memorial) results.push(memorial);
    results.push(await timed("sitemap", () => sitemapPhase(5)));
  } finally {
    await database.close();
  }
  const http = await timed("memorial page over HTTP", () => httpPhase(url, usernames));
  results.push(...http.results);

  log("\n=== Results ===");
  for (const result of results) {
    log(statsLine(result.name, result.stats, result.target));
    for (const line of result.details) log(line);
  }
  const failures = [
    ...results.flatMap((r) => r.plans.flatMap((p) => p.seqScans.map((s) => `${s} in: ${p.query.slice(0, 160)}`))),
    ...http.seqScans,
  ];
  log(`\nphases: ${phaseTimes.join("; ")}`);
  // Not under test-results/: Playwright empties that folder on every run.
  const report = path.join(os.tmpdir(), `memorial-bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(report, JSON.stringify({ size, results, failures, phaseTimes }, null, 2));
  log(`full results and plans: ${report}`);
  if (failures.length) {
    console.error(`\nFAILED: ${failures.length} forbidden plan(s) or failed requests:`);
    for (const failure of failures) console.error(`  - ${failure}`);
    return false;
  }
  log("\nno sequential scan over profiles or tributes in any measured plan");
  return true;
}

async function main() {
  const started = Date.now();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const profiles = envInt("BENCH_PROFILES", 1_000_000);
  const size: FillSize = {
    profiles,
    tributes: envInt("BENCH_TRIBUTES", 5 * profiles),
    cemeteries: 50,
    users: Math.max(100, Math.floor(profiles / 50)),
    attendances: Math.floor(profiles / 2),
    detailed: Math.min(profiles, 20_000),
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-bench-config-"));
  setConfig(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" }));
  const name = `memorial_bench_${Date.now().toString(36)}`;
  const scratch = new URL(adminUrl);
  scratch.pathname = `/${name}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    if (process.env.BENCH_KEEP === "1") {
      await admin.end();
      log(`kept the scratch database (BENCH_KEEP=1): ${scratch.toString()}; drop it when done`);
      return;
    }
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    log(`dropped the scratch database ${name}`);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void drop().finally(() => process.exit(130)));
  }
  log(
    `scratch database ${name} on ${scratch.host}: ${size.profiles.toLocaleString("en")} profiles, ${size.tributes.toLocaleString("en")} tributes, ${size.cemeteries} cemeteries`,
  );
  await admin.unsafe(`create database "${name}"`);
  let ok = false;
  try {
    ok = await runBench(scratch.toString(), size);
  } catch (error) {
    console.error("\nFAILED:", error);
  } finally {
    await drop();
  }
  log(`total time: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  process.exit(ok ? 0 : 1);
}

await main();
