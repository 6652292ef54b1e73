import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, type Site, freshSite, runBuilt, startServer } from "./server-process";

const TOKEN = "k3Jq8ZtW1vRb6Yx0Lm4Nc7Ps2Hd9Gf5A";

/** The label values of every series of a Prometheus text exposition. */
function labelValues(exposition: string): string[] {
  return [...exposition.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
}

describe("a deployment's own steps: npm run migrate, then start with MIGRATE_ON_START=false", () => {
  let site: Site;
  beforeAll(async () => {
    site = await freshSite("migrate");
  });
  afterAll(async () => {
    await site?.remove();
  });

  it("refuses to start on an unmigrated database, naming the step; starts once it ran", async () => {
    const refused = runBuilt("serve.js", { ...site.env, PORT: "3339", MIGRATE_ON_START: "false" });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain("The database is not migrated: ");
    expect(refused.output()).toContain("0000_extensions");
    expect(refused.output()).toContain("npm run migrate");

    const migrate = runBuilt("migrate.js", site.env);
    expect(await migrate.exited).toBe(0);
    expect(migrate.output()).toMatch(/migrated: \d+ applied \(0000_extensions, /);
    const again = runBuilt("migrate.js", site.env);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain("already up to date");

    const server = await startServer({ ...site.env, MIGRATE_ON_START: "false" });
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});

describe("probes, metrics and request ids of the production process", () => {
  let site: Site;
  let server: ServerProcess;
  beforeAll(async () => {
    site = await freshSite("observe");
    // On PostgreSQL two workers behind one port (decision 052): /metrics sums them.
    server = await startServer({ ...site.env, METRICS_TOKEN: TOKEN, WEB_CONCURRENCY: "2" });
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await site?.remove();
  });

  it("/healthz says alive, /readyz names each dependency it checked", async () => {
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", realtime: "ok" },
      failed: [],
    });
  });

  it("/metrics answers only the bearer of METRICS_TOKEN", async () => {
    const without = await fetch(`${server.origin}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await without.text()).toContain("Token de métricas ausente ou inválido.");
    const wrong = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("counts requests under their route's pattern, never an address's username or id", async () => {
    const username = "maria-aparecida-da-silva-1931";
    const paymentId = "0f5d8b7e-3c2a-4e61-9b8d-7a6c5e4f3d2b";
    await fetch(`${server.origin}/profile/${username}`);
    await fetch(`${server.origin}/profile/${username}`);
    await fetch(`${server.origin}/api/payment/events/${paymentId}`);
    await fetch(`${server.origin}/cemiterio/123456`);
    // Three times: each of the two workers keeps its own copy, so at least one of them is asked twice.
    for (let i = 0; i < 3; i++) await fetch(`${server.origin}/`);
    await fetch(`${server.origin}/api/payment/webhook?type=other`, { method: "POST" });
    const text = await (
      await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    for (const name of [
      "memorial_http_request_duration_seconds_bucket",
      "memorial_page_cache_requests_total",
      "memorial_payment_webhooks_total",
      "memorial_jobs_owed",
      "memorial_payments",
      "memorial_process_cpu_seconds_total",
      "memorial_nodejs_eventloop_lag_seconds",
    ])
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, "")} `);
    expect(text).toMatch(
      /memorial_http_request_duration_seconds_count\{method="GET",route="\/profile\/:username\/:token\?",status="\d+"\} 2/,
    );
    expect(text).toContain('route="/api/payment/events/{paymentId}"');
    expect(text).toContain('route="/cemiterio/:id"');
    // Summed over the workers (decision 052): all three requests are counted; one process has two
    // hits, each of two workers keeps its own copy, so at least one hit.
    const cache = (outcome: string) =>
      Number(
        new RegExp(`memorial_page_cache_requests_total\\{route="/",outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ??
          0,
      );
    expect(cache("hit") + cache("miss")).toBe(3);
    expect(cache("hit")).toBeGreaterThanOrEqual(site.env.DATABASE_URL ? 1 : 2);
    expect(text).toMatch(/memorial_payment_webhooks_total\{outcome="ignored"\} 1/);
    if (site.env.DATABASE_URL) {
      // PostgreSQL: the two workers' pools, at most DATABASE_POOL_MAX (10 by default) each, some open.
      expect(text).toContain('memorial_db_pool_connections{state="max"} 20');
      expect(text).toMatch(/memorial_db_pool_connections\{state="open"\} [1-9]/);
    }
    const values = labelValues(text);
    expect(
      values.some((value) => value.includes(username) || value.includes(paymentId) || value.includes("123456")),
    ).toBe(false);
  });

  it("every log line written while handling a request carries its id, a service's lines too", async () => {
    const requestId = "probe-request-0001";
    const answer = await fetch(`${server.origin}/api/payment/webhook?type=payment&data.id=12345`, {
      method: "POST",
      headers: { "x-request-id": requestId, "x-signature": "ts=1,v1=00" },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("x-request-id")).toBe(requestId);
    // Lines reach standard output in batches (at least every second): wait for the request's last one.
    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes(requestId));
    while (!lines().some((line) => line.includes("request completed")))
      await new Promise((resolve) => setTimeout(resolve, 50));
    const written = lines().map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(written.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["webhook with a bad signature refused", "request completed"]),
    );
    for (const line of written) expect(line.reqId).toBe(requestId);
  });
});
