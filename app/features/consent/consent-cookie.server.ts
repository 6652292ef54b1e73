import type { CookieOptions } from "express";
import { serializeCookie } from "~/shared/http/cookies.server";
import { CONSENT_COOKIE } from "./consent.constants";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function consentCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: ONE_YEAR_MS };
}

/** The Set-Cookie header value, for React Router actions (which build their own Response). */
export function consentSetCookie(token: string, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, token, {
    path: "/",
    maxAge: ONE_YEAR_MS / 1000,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}
