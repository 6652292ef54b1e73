import { redirect } from "react-router";
import { safeRedirectPath } from "~/shared/auth/guards.server";
import { readFormData } from "~/shared/http/forms.server";
import type { Route } from "./+types/accept";
import { consentSetCookie } from "./consent-cookie.server";
import { recordConsent } from "./consent.server";

/** The consent form's target when JavaScript is off: record, set the cookie, go back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  // Only a path on this site: never an open redirect, never a broken Location header.
  const target = safeRedirectPath(String(form.get("redirectTo") ?? "/"), "/");
  const { token } = await recordConsent({
    consent: true,
    // What the server knows of the spec's metadata without a script: the page and the language.
    metadata: {
      url: new URL(target, request.url).href.slice(0, 2000),
      language: request.headers.get("accept-language")?.split(",")[0]?.trim().slice(0, 100) || undefined,
      userAgent: request.headers.get("user-agent")?.slice(0, 1000) || undefined,
    },
    ip: context.ctx.ip,
    userAgent: context.ctx.userAgent,
    userId: (await context.ctx.actor())?.id,
  });
  return redirect(target, { headers: { "Set-Cookie": consentSetCookie(token, context.ctx.secure) } });
}

export function loader() {
  return redirect("/");
}
