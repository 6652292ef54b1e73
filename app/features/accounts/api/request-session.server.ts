import type { Request } from "express";
import { ValidationError } from "~/shared/http/errors";
import { MESSAGES } from "../accounts.schema";
import type { SessionUser } from "../sessions.server";

/** The JSON body as an object; anything else (no body, an array, text) is an invalid form. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ValidationError(MESSAGES.formInvalid);
  return body as Record<string, unknown>;
}

/** A single query value; repeated or nested parameters count as absent. */
export function queryValue(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

export function userTypeOf(type: SessionUser["type"]): "regular" | "partner" | "admin" {
  return type === "partner" || type === "admin" ? type : "regular";
}
