import { readSessionToken, sessionUser } from "~/features/accounts/index.server";
import { CONSENT_COOKIE } from "~/features/consent";
import { consentStatus } from "~/features/consent/index.server";
import { visitorLocation } from "~/features/location/index.server";
import { readCookie } from "~/shared/http/cookies.server";
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
