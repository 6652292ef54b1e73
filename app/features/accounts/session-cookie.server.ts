import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/shared/auth/session-cookie-names";
import { rawCookies, serializeCookie } from "~/shared/http/cookies.server";

export { SECURE_SESSION_COOKIE, SESSION_COOKIE };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const EPOCH = new Date(0);

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token from a Cookie header (either cookie name), or undefined when absent or malformed. */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  const cookies = rawCookies(cookieHeader);
  const token = (value: string | undefined) => {
    const unquoted = value?.replace(/^"(.*)"$/, "$1");
    return unquoted && TOKEN_PATTERN.test(unquoted) ? unquoted : undefined;
  };
  return token(cookies[SECURE_SESSION_COOKIE]) ?? token(cookies[SESSION_COOKIE]);
}

const SESSION_ATTRIBUTES = { path: "/", httpOnly: true, sameSite: "lax" } as const;

export function sessionCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  return serializeCookie(sessionCookieName(secure), token, { ...SESSION_ATTRIBUTES, expires: expiresAt, secure });
}

/** Expires both cookie names, so a session set over HTTP or HTTPS is gone either way. */
export function clearSessionCookieHeaders(secure: boolean): string[] {
  const expired = (name: string, withSecure: boolean) =>
    serializeCookie(name, "", { ...SESSION_ATTRIBUTES, expires: EPOCH, maxAge: 0, secure: withSecure });
  // A __Host- cookie is only accepted (and so only cleared) with Secure.
  return [expired(SECURE_SESSION_COOKIE, true), expired(SESSION_COOKIE, secure)];
}
