import "react-router";
import "./shared/validation/zod-locale";
import { createRequestHandler, type GetLoadContextFunction, type RequestHandler } from "@react-router/express";
import express from "express";
import { createApiRouter } from "./api.server";
import { registerProducts } from "./composition/products.server";
import { registerPersonalData } from "./composition/personal-data.server";
import { currentDatabase, setDatabase } from "./db/client.server";
import { refuseLargePageBodies } from "./shared/http/forms.server";
import { rejectNulInUrl } from "./shared/http/input-guard.server";
import { uploadBodyLimit } from "./shared/http/upload-form.server";
import { DEFAULT_MAX_UPLOAD_BYTES, tooLargeMessage } from "./shared/images/upload.server";
import { mediaFiles } from "./integrations/storage/media-files.server";
import { pageErrors } from "./shared/http/page-errors.server";
import { ctxOf, requestContext } from "./shared/http/request-context.server";
import { startup } from "./startup.server";
import { stopPageCache } from "./page-cache.server";
import { wireRequestContext } from "./composition/request-context.server";
import { registerAppMetrics } from "./composition/metrics.server";
import { registerJobs, stopJobs } from "./composition/jobs.server";
import { apiCatalogue } from "./api.contract";
import { routeLabeler, routeTree } from "./route-labels.server";
import { observeRequests, type RouteLabeler } from "./shared/metrics/http-metrics.server";

export { config } from "./shared/config.server";
export { logger } from "./shared/logger.server";
export { requestLogger } from "./shared/http/request-log.server";
export { crossSiteGuard, securityHeaders } from "./shared/http/security.server";
export { startup };
export { publicPageCache as pageCache } from "./page-cache.server";
export { markWriters } from "./shared/http/page-cache/page-cache.server";
export { probes } from "./probes.server";
export { beginDrain, isDraining } from "./shared/lifecycle.server";
export { runInRequestScope } from "./shared/http/request-scope.server";
export { labelResponse } from "./shared/metrics/http-metrics.server";

/** What React Router needs from each request: the CSP nonce, the request's context, the public-page policy. */
const getLoadContext: GetLoadContextFunction = (req, res) => {
  const ctx = ctxOf(req);
  const publicPolicy = res.locals.publicPagePolicy as string | undefined;
  return {
    cspNonce: res.locals.cspNonce as string,
    requestId: ctx.requestId,
    ctx,
    usePublicPagePolicy: publicPolicy ? () => res.setHeader("Content-Security-Policy", publicPolicy) : undefined,
  };
};

// The shared request context reads sessions, consent and place through the features that own them.
wireRequestContext();
// The products payments sell, plugged in whenever the application is loaded (in development also
// after an edit reloads it; registering again replaces the ports with the fresh code).
registerProducts();
// What 'Meus dados' exports and erases: every feature's personal-data source (decision 058).
registerPersonalData();
// What /metrics reads from the database when scraped (payments, owed work, the pool).
registerAppMetrics();
// The job queue's handlers, so an enqueue knows its job's options (the workers start with startup).
registerJobs();

/** The application: the API, uploaded media, and every page rendered by React Router. */
export const app = express.Router();

// One context per request, handed to the API routers and to the pages alike.
app.use(requestContext());
app.use("/api", createApiRouter());
// Pages: an address carrying a NUL character is refused before any loader reads it.
app.use(rejectNulInUrl({ json: false }));
// Page forms: a body over the limit is refused before React Router reads it (actions count too).
app.use(
  refuseLargePageBodies({
    multipart: { limit: uploadBodyLimit(), message: tooLargeMessage(DEFAULT_MAX_UPLOAD_BYTES) },
  }),
);
app.use("/media", mediaFiles());
app.use(pages());
// Whatever fails outside React Router's rendering still answers a pt-BR page of the site.
app.use(pageErrors());

/**
 * Every page, rendered by React Router. In development Vite hands out a fresh build after every edit,
 * so the build is a function. In production the handler is made once, from the build itself: given a
 * function, React Router rebuilds its route table and static handler on every request (~1.7 ms of CPU
 * per page on this demo, docs/performance.md).
 */
function pages(): RequestHandler {
  if (import.meta.env.DEV) {
    return createRequestHandler({
      build: () => import("virtual:react-router/server-build") as never,
      getLoadContext,
    });
  }
  let handler: Promise<RequestHandler> | undefined;
  return (req, res, next) =>
    (handler ??= import("virtual:react-router/server-build").then((build) =>
      createRequestHandler({ build: build as never, getLoadContext }),
    )).then((handle) => handle(req, res, next), next);
}

/**
 * Times every request under its route's pattern (metrics), from the raw HTTP server. Pages are
 * named from the server build's route table once it is loaded (a moment after start).
 */
export function requestMetrics() {
  let label: RouteLabeler = routeLabeler([], apiCatalogue);
  void import("virtual:react-router/server-build").then(
    (build) => (label = routeLabeler(routeTree(build.routes), apiCatalogue)),
    () => {},
  );
  return observeRequests((method, pathname) => label(method, pathname));
}

export async function shutdown(): Promise<void> {
  // Running jobs finish (up to the drain's deadline) while the database is still open.
  await stopJobs();
  await stopPageCache();
  const handle = currentDatabase();
  setDatabase(undefined);
  await handle?.close();
}
