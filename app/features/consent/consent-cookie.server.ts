import type { CookieOptions } from "express";
import { CONSENT_COOKIE } from "./consent.constants";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function consentCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: ONE_YEAR_MS };
}

/** The Set-Cookie header value, for React Router actions (which build their own Response). */
export function consentSetCookie(token: string, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    `Max-Age=${ONE_YEAR_MS / 1000}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
