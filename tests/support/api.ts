import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import { createApiRouter } from "~/api.server";
import { config } from "~/shared/config.server";
import { crossSiteGuard } from "~/shared/http/security.server";

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiClient {
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { json?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
}

/** The real /api/ request handler on an ephemeral port, called over HTTP like a client would. */
export function startTestApi(): ApiClient {
  let base = "";
  let server: ReturnType<express.Express["listen"]> | undefined;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", config().TRUST_PROXY);
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
      let body: string | undefined;
      if (options.json !== undefined) {
        headers["content-type"] ??= "application/json";
        body = JSON.stringify(options.json);
      } else if (options.raw !== undefined) {
        headers["content-type"] ??= "application/json";
        body = options.raw;
      }
      const response = await fetch(`${base}${path}`, { method, headers, body });
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
