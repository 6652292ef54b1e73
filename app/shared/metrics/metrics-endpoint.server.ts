import { createHash, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { clusterMetrics, inClusterWorker } from "~/shared/process/worker.server";
import { metricsRegistry } from "./registry.server";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer METRICS_TOKEN`. Without a token
 * configured the address does not exist (it answers as any unknown address): metrics are opt-in in demo mode and
 * required in live mode (config.server.ts), never open to whoever asks.
 */
export function metricsEndpoint(token: () => string | undefined) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const expected = token();
    if (!expected) return next();
    const header = req.get("authorization") ?? "";
    const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? "";
    res.setHeader("Cache-Control", "no-store");
    if (!timingSafeEqual(digest(given), digest(expected))) {
      res
        .status(401)
        .setHeader("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain; charset=utf-8")
        .send("Token de métricas ausente ou inválido.\n");
      return;
    }
    try {
      const registry = metricsRegistry();
      // Under the cluster (decision 052) every worker's figures, summed by the primary.
      const body = inClusterWorker() ? await clusterMetrics() : await registry.metrics();
      res.type(registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
