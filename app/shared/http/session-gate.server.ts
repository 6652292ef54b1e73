import type { RequestHandler } from "express";
import type { ApiOperation } from "./api-contract";
import { ForbiddenError, UnauthorizedError } from "./errors";
import { ctxOf } from "./request-context.server";

interface CompiledOperation {
  method: string;
  pattern: RegExp;
  /** Literal path segments: where two operations match, the one with more wins (as `/profile/myProfiles` over `/profile/{id}`). */
  literals: number;
  operation: ApiOperation;
}

function compile(operation: ApiOperation): CompiledOperation {
  const segments = operation.path.split("/").filter(Boolean);
  const source = segments
    .map((segment) => (/^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return {
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^/${source}/?$`),
    literals: segments.filter((segment) => !segment.startsWith("{")).length,
    operation,
  };
}

/** The operation of the catalogue a request is for, or undefined. */
export function operationFor(
  compiled: readonly CompiledOperation[],
  method: string,
  path: string,
): ApiOperation | undefined {
  let best: CompiledOperation | undefined;
  for (const candidate of compiled) {
    if (candidate.method !== method || !candidate.pattern.test(path)) continue;
    if (!best || candidate.literals > best.literals) best = candidate;
  }
  return best?.operation;
}

/**
 * Who is asking is settled before what they sent (issue 20): a call whose contract needs a session
 * answers an anonymous caller 401, and a call for some account types answers another type 403,
 * before the body is parsed or validated. Mounted on the API router ahead of the body parser, so
 * it holds for every endpoint the catalogue describes; the services keep their own checks (who may
 * touch which record).
 */
export function sessionGate(operations: readonly ApiOperation[]): RequestHandler {
  const compiled = operations.filter((op) => op.session === "required").map(compile);
  return (req, _res, next) => {
    const operation = operationFor(compiled, req.method, `${req.baseUrl}${req.path}`);
    if (!operation) {
      next();
      return;
    }
    ctxOf(req)
      .actor()
      .then((actor) => {
        if (!actor) throw new UnauthorizedError();
        if (operation.roles && !operation.roles.includes(actor.type)) throw new ForbiddenError(operation.rolesMessage);
        next();
      })
      .catch(next);
  };
}
