import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** A request id a client or balancer may give (X-Request-Id); anything else gets a fresh one. */
const GIVEN_ID = /^[\w-]{8,64}$/;

interface RequestScope {
  requestId: string;
}

// On globalThis: the logger (this bundle) and the process (server.ts) must share one store, and a
// development reload must not make a second one.
const holder = globalThis as unknown as { __memorialRequestScope?: AsyncLocalStorage<RequestScope> };
const store = (holder.__memorialRequestScope ??= new AsyncLocalStorage<RequestScope>());

/**
 * Runs the handling of one request inside its scope: the request gets its id (the X-Request-Id
 * it came with when well-formed, else a new UUID) as `req.id` and on the response's X-Request-Id,
 * and every log line written while handling it, whatever module writes it (loaders, actions,
 * services, the page cache), carries it as `reqId` (logger.server.ts).
 */
export function runInRequestScope(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const given = req.headers["x-request-id"];
  const requestId = typeof given === "string" && GIVEN_ID.test(given) ? given : randomUUID();
  (req as { id?: string }).id = requestId;
  res.setHeader("X-Request-Id", requestId);
  store.run({ requestId }, handle);
}

/** The id of the request being handled, or undefined outside one (start-up, jobs). */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}
