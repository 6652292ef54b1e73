import type { AppLoadContext } from "react-router";
import { buildRequestContext, type RequestContext, type RequestFacts } from "~/shared/http/request-context.server";

/**
 * The request context the server would build for a Fetch Request (as a loader or action sees it):
 * its cookies, user agent, scheme and host; the client address is a documentation address unless
 * given.
 */
export function testContext(request: Request, facts: Partial<RequestFacts> = {}): RequestContext {
  const url = new URL(request.url);
  return buildRequestContext({
    protocol: url.protocol.replace(/:$/, ""),
    host: url.host,
    cookie: request.headers.get("cookie") ?? undefined,
    userAgent: request.headers.get("user-agent") ?? undefined,
    ip: "198.51.100.1",
    requestId: "test-request",
    ...facts,
  });
}

/** React Router's load context for a loader or action called directly in a test. */
export function testLoadContext(request: Request, facts: Partial<RequestFacts> = {}): AppLoadContext {
  const ctx = testContext(request, facts);
  return { cspNonce: "test-nonce", requestId: ctx.requestId, ctx };
}
