import "react-router";
import type { RequestContext } from "./shared/http/request-context.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce allowed by the Content-Security-Policy. */
    cspNonce: string;
    /**
     * Switches this response to the public pages' policy (inline scripts allowed by hash, no nonce):
     * called by the renderer for a page that loads no React (decision 029). Absent in development.
     */
    usePublicPagePolicy?: () => void;
    requestId: string;
    /** The request context (docs/decisions/012): the same object the API routers get with ctxOf(req). */
    ctx: RequestContext;
  }
}

export {};
