import { redirect } from "react-router";
import type { SessionUser } from "./session-user";
import type { RequestContext } from "~/shared/http/request-context.server";

const LOCAL_ORIGIN = "http://local.invalid";

/** A C0 control character, DEL or a backslash: what browsers strip or reinterpret in a URL. */
export function hasUnsafeUrlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A local path to come back to; anything else falls back (never an open redirect). Browsers drop
 * tabs and newlines from URLs and read a backslash as a slash, so `/<tab>/evil.example` would leave the site:
 * control characters and backslashes are refused, and the path must resolve on this origin without
 * normalising to a leading `//`. The result is the normalized path (percent-encoded), always safe
 * in a Location header.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/profiles"): string {
  if (!target || target.length > 2000 || !target.startsWith("/") || hasUnsafeUrlCharacter(target)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, LOCAL_ORIGIN);
  } catch {
    return fallback;
  }
  // Dot segments may collapse to a leading "//" (`/.//evil.example`, `/%2e//evil.example`): as a
  // Location header that is a scheme-relative URL to another host.
  if (url.origin !== LOCAL_ORIGIN || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}

export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Auth routes: an anonymous visitor goes to /login and comes back here after signing in. The
 * request gives the page's own address (React Router's, without the `.data` of a data request).
 */
export async function requireUser(ctx: RequestContext, request: Request): Promise<SessionUser> {
  const user = await ctx.actor();
  if (!user) throw loginRedirect(request);
  return user;
}

/** Out-only routes (login, register, partner-register, resetPassword): signed-in users go to /profiles. */
export async function redirectIfSignedIn(ctx: RequestContext): Promise<void> {
  if (await ctx.actor()) throw redirect("/profiles");
}
