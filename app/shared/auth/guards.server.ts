import { redirect } from "react-router";
import { readSessionToken } from "~/features/accounts/session-cookie.server";
import { type SessionUser, sessionUser } from "~/features/accounts/sessions.server";

const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request (looked up once per request), or null. */
export function currentUser(request: Request): Promise<SessionUser | null> {
  let user = perRequest.get(request);
  if (!user) {
    user = sessionUser(readSessionToken(request.headers.get("cookie")));
    perRequest.set(request, user);
  }
  return user;
}

/** A local path to come back to; anything else falls back (never an open redirect). */
export function safeRedirectPath(target: string | null | undefined, fallback = "/profiles"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}

export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Auth routes: an anonymous visitor goes to /login and comes back here after signing in. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Out-only routes (login, register, partner-register, resetPassword): signed-in users go to /profiles. */
export async function redirectIfSignedIn(request: Request): Promise<void> {
  if (await currentUser(request)) throw redirect("/profiles");
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
