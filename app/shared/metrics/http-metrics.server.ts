import type { IncomingMessage, ServerResponse } from "node:http";
import { counter, histogram } from "./registry.server";

/** What names a request in metrics: the route's pattern, never its address (ids, usernames). */
export type RouteLabeler = (method: string, pathname: string) => string;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const durations = () =>
  histogram({
    name: "memorial_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response (a live stream: its whole life), by route pattern, method and status.",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });

const pageCacheRequests = () =>
  counter({
    name: "memorial_page_cache_requests_total",
    help: "Anonymous requests for cacheable public pages, answered from the page cache (hit) or rendered (miss).",
    labelNames: ["route", "outcome"],
  });

/** Labels set by the process for what no route table knows (static files). */
const given = new WeakMap<ServerResponse, string>();

/** Names this response's route when the labeler cannot (a file of the client build: "static"). */
export function labelResponse(res: ServerResponse, route: string): void {
  given.set(res, route);
}

/**
 * Times every request, from the raw HTTP server (so page-cache hits answered before Express count
 * too), and counts the page cache's outcome from the X-Render-Cache header it sets.
 */
export function observeRequests(label: RouteLabeler): (req: IncomingMessage, res: ServerResponse) => void {
  const histogram = durations();
  const cache = pageCacheRequests();
  return (req, res) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? "/";
    const question = url.indexOf("?");
    const pathname = question < 0 ? url : url.slice(0, question);
    const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
    let done = false;
    const observe = () => {
      if (done) return;
      done = true;
      const route = given.get(res) ?? label(method, pathname);
      // A response cut off before its head was sent has no status of its own.
      const status = res.headersSent ? String(res.statusCode) : "aborted";
      histogram.observe({ method, route, status }, Number(process.hrtime.bigint() - started) / 1e9);
      const outcome = res.getHeader("x-render-cache");
      if (outcome === "hit" || outcome === "miss") cache.inc({ route, outcome });
    };
    res.once("finish", observe);
    res.once("close", observe);
  };
}
