import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { logger } from "~/shared/logger.server";
import { NonceProvider } from "~/shared/ui/nonce";

export const streamTimeout = 5_000;

/** Loader and action failures go to the process log (pino) with the request they belong to. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger().error({ err: error, requestId: context.requestId, url: request.url }, "request failed");
};

/**
 * Renders the whole document, then answers it in one piece. Loaders have already awaited their
 * data and no page suspends, so streaming would only split the same HTML into hundreds of small
 * writes through several stream layers; one buffer costs measurably less CPU per page
 * (docs/performance.md) and lets the memorial cache keep the page as it was sent.
 */
export default function handleRequest(
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
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
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
