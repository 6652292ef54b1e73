import type { Request } from "express";
import { ValidationError } from "./errors";

/** The pt-BR refusal of a body that is not a form at all. */
export const FORM_INVALID = "Verifique as informações inseridas e tente novamente.";

/** The JSON body as an object; anything else (no body, an array, text) is an invalid form. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ValidationError(FORM_INVALID);
  return body as Record<string, unknown>;
}

/** A single query value; repeated or nested parameters count as absent. */
export function queryValue(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}
