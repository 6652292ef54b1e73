import type { VisitorLocation } from "~/shared/visitor";

/** Reverse geocoding: coordinates to city, UF and country; null when unknown or unavailable. */
export interface Geocoder {
  reverse(lat: number, lon: number): Promise<VisitorLocation | null>;
}
