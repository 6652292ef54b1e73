import { visitorLocation } from "~/features/location/index.server";
import { type Cemetery, cemeteriesForHome, cemeteriesNear } from "./cemeteries.server";

/** Three pages of the carousel at 4 cards, four at 3. */
export const HOME_CAROUSEL_SIZE = 12;
export const HOME_NEAR_SIZE = 8;

export interface CemeterySections {
  /** For `<CemeteryCarousel cemeteries={carousel} />`: built first, none of those in `near`. */
  carousel: Cemetery[];
  /** For `<CemeteriesNearYou cemeteries={near} />`: empty when the location is unknown or nothing is near. */
  near: Cemetery[];
}

/**
 * The home page's two rows of cemeteries, ranked by the visitor's location cookie. A cemetery shows
 * in one row only: the near row keeps those of the visitor's state, the carousel the others. Both
 * queries run at once; the carousel's asks for as many more rows as the near row can take.
 */
export async function loadCemeterySections(request: Request): Promise<CemeterySections> {
  const location = visitorLocation(request);
  const [ranked, near] = await Promise.all([
    cemeteriesForHome({ limit: HOME_CAROUSEL_SIZE + (location ? HOME_NEAR_SIZE : 0), location }),
    cemeteriesNear(location, HOME_NEAR_SIZE),
  ]);
  return { carousel: withoutThese(ranked, near).slice(0, HOME_CAROUSEL_SIZE), near };
}

function withoutThese(list: Cemetery[], shown: Cemetery[]): Cemetery[] {
  const ids = new Set(shown.map((cemetery) => cemetery.id));
  return list.filter((cemetery) => !ids.has(cemetery.id));
}
