import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { redactUrl } from "./log-redaction";

const REQUEST_ID = /^[\w-]{8,64}$/;
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, unknown>;
  raw?: IncomingMessage & { originalUrl?: string; ip?: string };
}

/**
 * One line per request, small and free of secrets: the method, the address with its tokens
 * redacted, the status, the request id, the response time, the client address and user agent.
 * Headers are never serialised (cookies, Set-Cookie, Authorization stay out of the logs).
 */
export function requestLogger(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      // Given by the request's scope (request-scope.server.ts) when the process set one up.
      const known = (req as { id?: unknown }).id;
      if (typeof known === "string") return known;
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // The probes are called every few seconds by balancers and Prometheus: not worth a line each.
    autoLogging: { ignore: (req) => PROBES.has(req.url ?? "") },
    serializers: {
      req: (req: SerializedRequest) => {
        const userAgent = req.headers?.["user-agent"];
        return {
          id: req.id,
          method: req.method,
          url: redactUrl(req.raw?.originalUrl ?? req.url ?? ""),
          remoteAddress: req.raw?.ip ?? req.remoteAddress,
          ...(typeof userAgent === "string" && { userAgent: userAgent.slice(0, 200) }),
        };
      },
      res: (res: { statusCode?: number; raw?: ServerResponse }) => ({ statusCode: res.statusCode }),
    },
  });
}
