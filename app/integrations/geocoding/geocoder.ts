import type { Geocoder } from "./provider";
import { config } from "~/shared/config.server";
import { NominatimGeocoder } from "./nominatim";
import { SandboxGeocoder } from "./sandbox";

export type { Geocoder };

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
