import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll } from "vitest";
import { apiCatalogue } from "~/api.contract";
import { createApiRouter } from "~/api.server";
import { type ApiOperation, responseProblem } from "~/shared/http/api-contract";
import { config } from "~/shared/config.server";
import { crossSiteGuard } from "~/shared/http/security.server";

/** Set on an answer its contract does not describe; `call()` then fails the test. */
export const CONTRACT_VIOLATION_HEADER = "X-Contract-Violation";

/**
 * Checks every JSON answer against the contract of its operation and status (see api-contract.ts):
 * an undocumented address, status or field is reported on the answer itself.
 */
export function contractCheck(operations: readonly ApiOperation[] = apiCatalogue): RequestHandler {
  return (req, res, next) => {
    const flag = (problem: string) =>
      res.setHeader(CONTRACT_VIOLATION_HEADER, encodeURIComponent(problem.slice(0, 2000)));
    let checked = false;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      checked = true;
      const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
      const problem = responseProblem(operations, { method: req.method, url: req.originalUrl }, res.statusCode, sent);
      if (problem) flag(problem);
      return json(body);
    };
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      // Contracts describe JSON answers only: anything sent another way is undescribed.
      // …except a Server-Sent Events stream, which its operation documents in words.
      const stream = String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream");
      if (!checked && !stream) flag(`${req.method} ${req.originalUrl}: answered ${res.statusCode} without res.json`);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiClient {
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { json?: unknown; raw?: string; form?: FormData; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
}

/** The real /api/ request handler on an ephemeral port, called over HTTP like a client would. */
export function startTestApi(): ApiClient {
  let base = "";
  let server: ReturnType<express.Express["listen"]> | undefined;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", config().TRUST_PROXY);
    app.use("/api", contractCheck());
    app.use(crossSiteGuard());
    app.use("/api", createApiRouter());
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | FormData | undefined;
      if (options.form !== undefined) {
        // fetch writes the multipart boundary into the content type itself.
        body = options.form;
      } else if (options.json !== undefined) {
        headers["content-type"] ??= "application/json";
        body = JSON.stringify(options.json);
      } else if (options.raw !== undefined) {
        headers["content-type"] ??= "application/json";
        body = options.raw;
      }
      const response = await fetch(`${base}${path}`, { method, headers, body });
      const violation = response.headers.get(CONTRACT_VIOLATION_HEADER);
      if (violation) throw new Error(`API contract violated: ${decodeURIComponent(violation)}`);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the test sees the text.
      }
      return { status: response.status, body: parsed as never, headers: response.headers };
    },
  };
}
