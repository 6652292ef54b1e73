import cluster from "node:cluster";
import client, {
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
  type Metric,
  Registry,
} from "prom-client";
import { logger } from "~/shared/logger.server";

/**
 * This process's Prometheus metrics (decision 037), served at /metrics. One registry per process,
 * kept on globalThis: a development reload re-imports the modules that declare metrics, and
 * declaring one twice must give the same metric back, not fail.
 */
const holder = globalThis as unknown as { __memorialMetrics?: Registry };

export function metricsRegistry(): Registry {
  if (!holder.__memorialMetrics) {
    const registry = new Registry();
    // Under the cluster (decision 052) the primary asks every worker for this registry's figures:
    // making an aggregator is what makes prom-client answer it.
    if (cluster.isWorker) {
      client.AggregatorRegistry.setRegistries([registry]);
      void new client.AggregatorRegistry();
    }
    // CPU, memory, event loop lag, garbage collection, open handles: prom-client's own.
    client.collectDefaultMetrics({ register: registry, prefix: "memorial_" });
    holder.__memorialMetrics = registry;
  }
  return holder.__memorialMetrics;
}

function declared<M extends Metric>(name: string, make: () => M): M {
  return (metricsRegistry().getSingleMetric(name) as M | undefined) ?? make();
}

export function counter<L extends string>(config: Omit<CounterConfiguration<L>, "registers">): client.Counter<L> {
  return declared(config.name, () => new client.Counter({ ...config, registers: [metricsRegistry()] }));
}

export function histogram<L extends string>(config: Omit<HistogramConfiguration<L>, "registers">): client.Histogram<L> {
  return declared(config.name, () => new client.Histogram({ ...config, registers: [metricsRegistry()] }));
}

/**
 * A gauge read when Prometheus scrapes (`read` returns each label value's number), for figures that
 * live in the database and are cheap to count. A failed read leaves the gauge empty for that scrape
 * (and logs why) rather than failing the whole scrape.
 */
export function scrapedGauge<L extends string>(
  config: Omit<GaugeConfiguration<L>, "registers" | "collect">,
  read: () => Promise<{ labels: Partial<Record<L, string>>; value: number }[]>,
): client.Gauge<L> {
  return declared(
    config.name,
    () =>
      new client.Gauge({
        ...config,
        registers: [metricsRegistry()],
        async collect() {
          this.reset();
          try {
            for (const { labels, value } of await read()) this.set(labels, value);
          } catch (error) {
            logger().warn({ err: error, metric: config.name }, "metric not read");
          }
        },
      }),
  );
}
