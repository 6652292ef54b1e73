import type { VisitorLocation } from "~/shared/visitor";
import { config } from "~/shared/config.server";
import { NominatimGeocoder } from "./nominatim";
import { SandboxGeocoder } from "./sandbox";

/** Reverse geocoding: coordinates to city, UF and country; null when unknown or unavailable. */
export interface Geocoder {
  reverse(lat: number, lon: number): Promise<VisitorLocation | null>;
}

let current: Geocoder | undefined;

/** The geocoder of this process, chosen by GEOCODER (sandbox by default). */
export function geocoder(): Geocoder {
  if (!current) {
    const c = config();
    current =
      c.GEOCODER === "nominatim"
        ? new NominatimGeocoder({ userAgent: `${c.SITE_NAME} (${c.CONTACT_EMAIL})` })
        : new SandboxGeocoder();
  }
  return current;
}

/** For tests: replace the geocoder (undefined goes back to the configured one). */
export function setGeocoder(next: Geocoder | undefined): void {
  current = next;
}
