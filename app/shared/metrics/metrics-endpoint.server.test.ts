import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricsEndpoint } from "./metrics-endpoint.server";

describe("/metrics", () => {
  let token: string | undefined;
  let base = "";
  let server: ReturnType<express.Express["listen"]>;
  beforeAll(async () => {
    const app = express();
    app.get(
      "/metrics",
      metricsEndpoint(() => token),
    );
    app.use((_req, res) => res.status(404).send("Página não encontrada"));
    await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("does not exist without METRICS_TOKEN (demo mode's default)", async () => {
    token = undefined;
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer anything-at-all-here" } });
    expect(answer.status).toBe(404);
  });

  it("answers the bearer of the token only, in Prometheus' text format", async () => {
    token = "a-long-enough-metrics-token";
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer a-long-enough" } })).status).toBe(401);
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("# TYPE memorial_process_cpu_seconds_total counter");
  });
});
