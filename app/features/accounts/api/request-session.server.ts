import type { Request, Response } from "express";
import { ValidationError } from "~/shared/http/errors";
import { MESSAGES } from "../accounts.schema";
import { clearSessionCookieHeaders, readSessionToken, sessionCookieHeader } from "../session-cookie.server";
import { createSession, endSession, type SessionUser, sessionUser } from "../sessions.server";

/** The signed-in user of the request's session cookie, or null. */
export function requestActor(req: Request): Promise<SessionUser | null> {
  return sessionUser(readSessionToken(req.headers.cookie));
}

/**
 * Signs the user in on this browser with a brand-new session; a session the browser already
 * had is ended, so a token planted before login is never promoted.
 */
export async function startSession(req: Request, res: Response, userId: string): Promise<void> {
  await endSession(readSessionToken(req.headers.cookie));
  const { token, expiresAt } = await createSession(userId, { ip: req.ip, userAgent: req.get("user-agent") });
  res.append("Set-Cookie", sessionCookieHeader(token, expiresAt, req.secure));
}

export async function finishSession(req: Request, res: Response): Promise<void> {
  await endSession(readSessionToken(req.headers.cookie));
  res.append("Set-Cookie", clearSessionCookieHeaders(req.secure));
}

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
