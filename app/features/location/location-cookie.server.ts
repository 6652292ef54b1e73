import { serializeCookie } from "~/shared/http/cookies.server";
import { type VisitorLocation } from "~/shared/visitor";
import { LOCATION_COOKIE } from "./location";

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const ATTRIBUTES = { path: "/", httpOnly: true, sameSite: "lax" } as const;

/** Set-Cookie value keeping the visitor's place for 30 days (JSON {city,state,country}). */
export function locationSetCookie(location: VisitorLocation, secure: boolean): string {
  const value = JSON.stringify({ city: location.city, state: location.state, country: location.country });
  return serializeCookie(LOCATION_COOKIE, value, { ...ATTRIBUTES, maxAge: THIRTY_DAYS_S, secure });
}

/** Set-Cookie value forgetting the visitor's place. */
export function clearLocationCookie(secure: boolean): string {
  return serializeCookie(LOCATION_COOKIE, "", { ...ATTRIBUTES, maxAge: 0, expires: new Date(0), secure });
}
