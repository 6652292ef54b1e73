import { LOCATION_COOKIE } from "./location";
import { type VisitorLocation } from "~/shared/visitor";

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** Set-Cookie value keeping the visitor's place for 30 days (JSON {city,state,country}). */
export function locationSetCookie(location: VisitorLocation, secure: boolean): string {
  const value = JSON.stringify({ city: location.city, state: location.state, country: location.country });
  return [
    `${LOCATION_COOKIE}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${THIRTY_DAYS_S}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie value forgetting the visitor's place. */
export function clearLocationCookie(secure: boolean): string {
  return [
    `${LOCATION_COOKIE}=`,
    "Path=/",
    "Max-Age=0",
    `Expires=${new Date(0).toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
