import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { logger } from "~/shared/logger.server";
import { NonceProvider } from "~/shared/ui/nonce";

export const streamTimeout = 5_000;

/** Loader and action failures go to the process log (pino) with the request they belong to. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger().error({ err: error, requestId: context.requestId, url: request.url }, "request failed");
};

/** Whether the page loads React in the browser (the task zone, docs/decisions/011). */
function loadsReact(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate,
  );
}

/**
 * Renders the whole document and answers it in one piece. Loaders have already awaited their data
 * and no page suspends, so a stream would only cut the same HTML into many small writes through
 * several stream layers (decision 010).
 *
 * A public page (no React in the browser) is rendered to a string: the same bytes as the streaming
 * renderer (checked by hand and in the e2e suite), at less CPU per page (decision 029). A page that
 * hydrates needs the streaming renderer: React Router sends its loader data to the browser in a
 * Suspense boundary that only the streaming renderer fills.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A public page carries no nonce: its inline scripts are allowed by their hashes, so its bytes are
  // the same for every visitor and can be kept finished by the page cache (decision 029).
  if (!loadsReact(routerContext) && loadContext.usePublicPagePolicy) {
    loadContext.usePublicPagePolicy();
    let html: string;
    try {
      html = renderToString(
        <NonceProvider value={undefined}>
          <ServerRouter context={routerContext} url={request.url} />
        </NonceProvider>,
      );
    } catch (error) {
      logger().error({ err: error, requestId: loadContext.requestId, url: request.url }, "page render failed");
      throw error;
    }
    // Bytes, not a string: a string body is checked character by character for lone surrogates
    // (undici's toUSVString, ~0.7 ms for the demo memorial), which UTF-8 encoding does anyway.
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return renderStream(request, responseStatusCode, responseHeaders, routerContext, loadContext);
}

function renderStream(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The whole page is sent at once (onAllReady, then one buffer), so a Suspense boundary's
        // content is always written where it stands: never "outlined" into a hidden block that
        // only a script reveals, which a browser without JavaScript would never show (a lazy
        // step or checkout rendered on the server). React outlines boundaries larger than this.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logger().error({ err: error, requestId: loadContext.requestId, url: request.url }, "page render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
