import "react-router";
import type { RequestContext } from "./shared/http/request-context.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce allowed by the Content-Security-Policy. */
    cspNonce: string;
    requestId: string;
    /** The request context (docs/decisions/012): the same object the API routers get with ctxOf(req). */
    ctx: RequestContext;
  }
}

export {};
