import { redirect } from "react-router";
import { readFormData } from "~/shared/http/forms.server";
import type { Route } from "./+types/accept";
import { consentSetCookie } from "./consent-cookie.server";
import { recordConsent } from "./consent.server";

/** The consent form's target when JavaScript is off: record, set the cookie, go back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const requested = String(form.get("redirectTo") ?? "/");
  // Only a path on this site: never an open redirect.
  const target = requested.startsWith("/") && !requested.startsWith("//") ? requested : "/";
  const { token } = await recordConsent({
    consent: true,
    metadata: {},
    ip: context.ip,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(target, { headers: { "Set-Cookie": consentSetCookie(token, secure) } });
}

export function loader() {
  return redirect("/");
}
