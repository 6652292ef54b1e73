import type { RequestHandler } from "express";
import type { ApiOperation } from "./api-contract";
import { ForbiddenError, UnauthorizedError, ValidationError } from "./errors";
import { ctxOf } from "./request-context.server";

interface CompiledOperation {
  method: string;
  pattern: RegExp;
  names: string[];
  /** Literal path segments: where two operations match, the one with more wins (as `/profile/myProfiles` over `/profile/{id}`). */
  literals: number;
  operation: ApiOperation;
}

function compile(operation: ApiOperation): CompiledOperation {
  const segments = operation.path.split("/").filter(Boolean);
  const names: string[] = [];
  const source = segments
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "([^/]+)";
    })
    .join("/");
  return {
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^/${source}/?$`),
    names,
    literals: segments.length - names.length,
    operation,
  };
}

/** The operation of the catalogue a request is for, with its path parameters, or undefined. */
export function operationFor(
  compiled: readonly CompiledOperation[],
  method: string,
  path: string,
): { operation: ApiOperation; params: Record<string, string> } | undefined {
  let best: { candidate: CompiledOperation; match: RegExpExecArray } | undefined;
  for (const candidate of compiled) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match && (!best || candidate.literals > best.candidate.literals)) best = { candidate, match };
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.candidate.names.forEach((name, index) => {
    const raw = best.match[index + 1]!;
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw;
    }
  });
  return { operation: best.candidate.operation, params };
}

/**
 * What the contract says about a call is settled before the call reads anything (issue 20), in
 * this order: a call that needs a session answers an anonymous caller 401; a call for some account
 * types answers another type 403; an id in the path that cannot be one (`idParams`) is a 400.
 * Mounted on the API router ahead of the body parser, so it holds for every call the catalogue
 * describes, whatever its body. The services keep their own checks (who may touch which record,
 * and 404 for an id they do not know).
 */
export function contractGate(operations: readonly ApiOperation[]): RequestHandler {
  const compiled = operations.map(compile);
  return (req, _res, next) => {
    const found = operationFor(compiled, req.method, `${req.baseUrl}${req.path}`);
    if (!found) {
      next();
      return;
    }
    const { operation, params } = found;
    const checkParams = () => {
      const parsed = operation.request?.params?.safeParse(params);
      if (parsed && !parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? "id");
        throw new ValidationError(issue?.message ?? "Identificador inválido.", { [field]: issue?.message ?? "" });
      }
    };
    if (operation.session !== "required") {
      try {
        checkParams();
        next();
      } catch (error) {
        next(error);
      }
      return;
    }
    ctxOf(req)
      .actor()
      .then((actor) => {
        if (!actor) throw new UnauthorizedError();
        if (operation.roles && !operation.roles.includes(actor.type)) throw new ForbiddenError(operation.rolesMessage);
        checkParams();
        next();
      })
      .catch(next);
  };
}
