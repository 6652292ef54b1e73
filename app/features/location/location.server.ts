import { geocoder } from "~/integrations/geocoding/geocoder";
import { readCookie } from "~/shared/http/cookies.server";
import { type VisitorLocation } from "~/shared/visitor";
import { LOCATION_COOKIE } from "./location";

/** The location kept in the visitor's cookie (set after geocoding or a manual choice), or null. */
export function visitorLocation(request: Request | { headers: { cookie?: string } }): VisitorLocation | null {
  const header = request instanceof Request ? request.headers.get("cookie") : request.headers.cookie;
  const raw = readCookie(header, LOCATION_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VisitorLocation>;
    const text = (v: unknown, max: number) => (typeof v === "string" && v.trim() && v.length <= max ? v.trim() : null);
    const city = text(value.city, 100);
    const state = text(value.state, 2)?.toUpperCase();
    const country = text(value.country, 60) ?? "Brasil";
    return city && state ? { city, state, country } : state ? { city: "", state, country } : null;
  } catch {
    return null;
  }
}

/** Reverse-geocodes the browser's position with the configured geocoder; null when unknown. */
export async function locateCoordinates(latitude: number, longitude: number): Promise<VisitorLocation | null> {
  return geocoder().reverse(latitude, longitude);
}

/** A city picked by hand (already validated): the visitor's place in Brazil. */
export function manualLocation(input: { city: string; state: string }): VisitorLocation {
  return { city: input.city, state: input.state.toUpperCase(), country: "Brasil" };
}
