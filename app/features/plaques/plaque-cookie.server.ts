import { readCookie, serializeCookie } from "~/shared/http/cookies.server";

/** A plaque hash scanned before the visitor had an account waits here for one hour (spec). */
export const PLAQUE_HASH_COOKIE = "memorial_plaque_hash";
export const PLAQUE_HASH_MAX_AGE_SECONDS = 60 * 60;

export function pendingPlaqueHash(request: Request): string | undefined {
  const value = readCookie(request.headers.get("cookie"), PLAQUE_HASH_COOKIE);
  return value && /^[A-Z]{10}$/.test(value) ? value : undefined;
}

/** Keeps a scanned, not yet linked plaque hash for one hour while the visitor signs up. */
export function plaqueHashSetCookie(hash: string, secure: boolean): string {
  return serializeCookie(PLAQUE_HASH_COOKIE, hash, {
    path: "/",
    maxAge: PLAQUE_HASH_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}
