import type { Geocoder } from "./provider";
import { config } from "~/shared/config.server";
import { databaseRateGate } from "~/shared/rate-slots.server";
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
        ? new NominatimGeocoder({
            userAgent: `${c.SITE_NAME} (${c.CONTACT_EMAIL})`,
            // One request a second for the whole deployment, not per process; a turn more than
            // 10 s away is not waited for (the visitor's location stays unknown).
            gate: databaseRateGate("nominatim", 1000, 10_000),
          })
        : new SandboxGeocoder();
  }
  return current;
}

/** For tests: replace the geocoder (undefined goes back to the configured one). */
export function setGeocoder(next: Geocoder | undefined): void {
  current = next;
}
