import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/shared/auth/session-cookie-names";

export { SECURE_SESSION_COOKIE, SESSION_COOKIE };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const EPOCH = new Date(0).toUTCString();

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token from a Cookie header (either cookie name), or undefined when absent or malformed. */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const found = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name !== SECURE_SESSION_COOKIE && name !== SESSION_COOKIE) continue;
    const value = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (TOKEN_PATTERN.test(value) && !found.has(name)) found.set(name, value);
  }
  return found.get(SECURE_SESSION_COOKIE) ?? found.get(SESSION_COOKIE);
}

export function sessionCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Expires both cookie names, so a session set over HTTP or HTTPS is gone either way. */
export function clearSessionCookieHeaders(secure: boolean): string[] {
  const expired = (name: string, withSecure: boolean) =>
    [`${name}=`, "Path=/", `Expires=${EPOCH}`, "Max-Age=0", "HttpOnly", "SameSite=Lax"]
      .concat(withSecure ? ["Secure"] : [])
      .join("; ");
  // A __Host- cookie is only accepted (and so only cleared) with Secure.
  return [expired(SECURE_SESSION_COOKIE, true), expired(SESSION_COOKIE, secure)];
}
