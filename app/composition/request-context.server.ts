import { readSessionToken } from "~/features/accounts/session-cookie.server";
import { sessionUser } from "~/features/accounts/sessions.server";
import { readCookie } from "~/features/consent/consent-cookie.server";
import { CONSENT_COOKIE } from "~/features/consent/consent.constants";
import { consentStatus } from "~/features/consent/consent.server";
import { visitorLocation } from "~/features/location/location.server";
import { configureRequestContext } from "~/shared/http/request-context.server";

/** Gives the request context (a shared floor) the features that read sessions, consent and place. */
export function wireRequestContext(): void {
  configureRequestContext({
    sessionToken: (cookie) => readSessionToken(cookie),
    consentToken: (cookie) => readCookie(cookie, CONSENT_COOKIE),
    actor: (token) => sessionUser(token),
    consent: (token) => consentStatus(token),
    location: (cookie) => visitorLocation({ headers: { cookie } }),
  });
}
