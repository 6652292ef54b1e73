import { Router } from "express";
import { readiness } from "./readiness.server";
import { config } from "./shared/config.server";
import { metricsEndpoint } from "./shared/metrics/metrics-endpoint.server";

/**
 * The operator's addresses (decision 037): /healthz (the process is alive: answers while it has an
 * event loop, draining included), /readyz (it should get traffic: 503 with the failed checks named,
 * and while draining), /metrics (Prometheus, behind METRICS_TOKEN). Never cached, never logged per
 * request.
 */
export function probes(): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const report = await readiness();
    res
      .status(report.status === "ready" || report.status === "degraded" ? 200 : 503)
      .setHeader("Cache-Control", "no-store")
      .json(report);
  });
  router.get(
    "/metrics",
    metricsEndpoint(() => config().METRICS_TOKEN),
  );
  return router;
}
