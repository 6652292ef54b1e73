/**
 * The process: HTTP server, security headers, compression, static files, health and shutdown.
 * The application itself (API + pages) is the server bundle built from app/app.server.ts.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import type { ViteDevServer } from "vite";
import type * as AppServer from "./app/app.server";
import { runPrimary } from "./app/shared/process/cluster-primary.server";
import { type Concurrency, webConcurrency } from "./app/shared/process/web-concurrency";
import { whenNoWorkerListens } from "./app/shared/process/worker.server";

type AppModule = typeof AppServer;

const DEVELOPMENT = process.env.NODE_ENV !== "production";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

async function loadApp(): Promise<{ mod: AppModule; dev?: ViteDevServer }> {
  if (!DEVELOPMENT) {
    const bundle = pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href;
    return { mod: (await import(bundle)) as AppModule };
  }
  const vite = await import("vite");
  const dev = await vite.createServer({ server: { middlewareMode: true } });
  return { mod: (await dev.ssrLoadModule("./app/app.server.ts")) as AppModule, dev };
}

async function main() {
  let mod: AppModule;
  let dev: ViteDevServer | undefined;
  let config: ReturnType<AppModule["config"]>;
  try {
    ({ mod, dev } = await loadApp());
    config = mod.config();
  } catch (error) {
    if ((error as Error).name === "ConfigError") {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
  const log = mod.logger();
  try {
    await mod.startup();
  } catch (error) {
    // A database that lacks migrations with MIGRATE_ON_START=false: what to run is in the message.
    if ((error as Error).name === "UnmigratedDatabaseError") {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }

  const app = express();
  app.disable("x-powered-by");
  // Which proxies may speak for the client (X-Forwarded-*): TRUST_PROXY, loopback only by default.
  app.set("trust proxy", config.TRUST_PROXY);
  // One small line per request: no headers, tokens redacted from the address. A request the page
  // cache's front door has seen is logged already.
  const requestLog = mod.requestLogger(log);
  app.use((req, res, next) => ((req as { log?: unknown }).log ? next() : requestLog(req, res, next)));
  // /healthz, /readyz and /metrics: before the page cache, the headers and the application.
  app.use(mod.probes());
  // Anonymous visitors' public pages: finished, compressed copies with the headers they were
  // rendered with, answered before Express (decision 029); a miss is kept by the capture here.
  const pageCache = dev
    ? undefined
    : mod.pageCache(
        app.get("trust proxy fn") as (address: string, hop: number) => boolean,
        (req, res) => requestLog(req as never, res as never),
        { follow: true },
      );
  if (pageCache) {
    // A browser that may have just written reads its pages' versions (decision 059).
    app.use(mod.markWriters);
    app.use(pageCache.capture);
  }
  app.use(
    mod.securityHeaders({
      development: DEVELOPMENT,
      mercadoPago: config.PAYMENT_PROVIDER === "mercadopago",
      spotify: config.MUSIC_PROVIDER === "spotify",
    }),
  );
  // A page the cache is keeping is compressed by the cache itself, once for every encoding.
  // What is rendered per request is compressed per request: brotli quality 3 costs half the CPU of
  // the library's 4 for 5% more bytes (the demo memorial: 0.45 against 0.85 ms, 18.0 against
  // 17.1 KB; docs/performance.md). Kept pages are compressed once, harder, by the cache.
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } });
  app.use((req, res, next) => (res.locals.pageCacheCompresses ? next() : compress(req, res, next)));
  app.use(mod.crossSiteGuard());

  if (dev) {
    app.use(dev.middlewares);
    app.use(async (req, res, next) => {
      try {
        const fresh = (await dev.ssrLoadModule("./app/app.server.ts")) as AppModule;
        fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) dev.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(BUILD_DIR, "client/assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    // No directory redirects: public/blog/ must not turn /blog into /blog/. The files are fixed at
    // build time, so a page's address is not looked up on disk on every request.
    const clientDir = path.join(BUILD_DIR, "client");
    const clientFiles = new Set(
      fs
        .readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
        ),
    );
    const clientStatic = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => {
      let file: string;
      try {
        file = decodeURIComponent(req.path);
      } catch {
        return next();
      }
      if (!clientFiles.has(file)) return next();
      mod.labelResponse(res, "static");
      return clientStatic(req, res, next);
    });
    app.use(mod.app);
  }

  const handle = pageCache
    ? (req: IncomingMessage, res: ServerResponse) => pageCache.serve(req, res, () => app(req, res))
    : app;
  const observe = mod.requestMetrics();
  const server: Server = http
    .createServer((req, res) =>
      // Every log line written while handling the request names it (request id), metrics time it.
      mod.runInRequestScope(req, res, () => {
        observe(req, res);
        // While draining, a kept-alive connection is closed after the answer it is waiting for.
        if (closing) res.setHeader("Connection", "close");
        handle(req, res);
      }),
    )
    .listen(config.PORT, () => {
      log.info(`Serving on http://localhost:${config.PORT}`);
    });

  let closing = false;
  /**
   * SIGTERM or SIGINT drains within 10 s (decision 037): the listening socket closes (new
   * connections are refused; the balancer sends them to another process), /readyz answers 503,
   * live event streams get a retry hint and end (browsers reconnect through the balancer),
   * requests in flight finish; at 8 s whatever is still open is closed. Then the pool closes and
   * the process exits 0.
   */
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down: draining");
    const started = Date.now();
    // A kept-alive connection with no request in flight goes as soon as the server stops
    // listening (below), the others once they answered.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log.warn("requests did not finish in 8 s; closing their connections");
      server.closeAllConnections();
    }, 8_000);
    // The last word: whatever hangs (a pool that does not close), the process ends by 10 s.
    setTimeout(() => {
      log.error("shutdown did not finish in 10 s; exiting");
      process.exit(1);
    }, 10_000).unref();
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(force);
      try {
        await dev?.close();
        await mod.shutdown();
        log.info({ ms: Date.now() - started }, "stopped");
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
    // Under the cluster (decision 052) the port refuses connections only once no worker listens:
    // streams are told to go after that, as a single process does.
    server.closeIdleConnections();
    await whenNoWorkerListens();
    mod.beginDrain();
  };
  process.on("SIGTERM", () => void close("SIGTERM"));
  process.on("SIGINT", () => void close("SIGINT"));
}

/** WEB_CONCURRENCY workers behind one port (decision 052), or this process alone. */
let concurrency: Concurrency = { workers: 1 };
try {
  if (cluster.isPrimary) concurrency = webConcurrency(process.env, os.availableParallelism());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (concurrency.workers > 1) {
  runPrimary(concurrency.workers, concurrency.note);
} else {
  if (concurrency.note) console.warn(concurrency.note);
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
