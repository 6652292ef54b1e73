import type { VisitorLocation } from "~/shared/visitor";

export const LOCATION_COOKIE = "memorial_location";

/** Ranking weight of a place against the visitor's location (DECISIONS.md: city 3, state 2, country 1). */
export function locationWeight(
  visitor: VisitorLocation | null,
  place: { city?: string | null; state?: string | null; country?: string | null },
): number {
  if (!visitor) return 0;
  const same = (a?: string | null, b?: string | null) =>
    Boolean(
      a &&
      b &&
      a.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() ===
        b.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(),
    );
  if (same(visitor.city, place.city) && same(visitor.state, place.state)) return 3;
  if (same(visitor.state, place.state)) return 2;
  if (same(visitor.country, place.country ?? "Brasil")) return 1;
  return 0;
}
