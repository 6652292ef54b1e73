import { visitorLocation } from "~/features/location/location.server";
import { type Cemetery, cemeteriesForHome, cemeteriesNear } from "./cemeteries.server";

/** Three pages of the carousel at 4 cards, four at 3. */
export const HOME_CAROUSEL_SIZE = 12;
export const HOME_NEAR_SIZE = 8;

export interface CemeterySections {
  /** For `<CemeteryCarousel cemeteries={carousel} />`: built and unbuilt, nearest first. */
  carousel: Cemetery[];
  /** For `<CemeteriesNearYou cemeteries={near} />`: empty when the location is unknown. */
  near: Cemetery[];
}

/** The data of the home page's cemetery sections, ranked by the visitor's location cookie. */
export async function loadCemeterySections(request: Request): Promise<CemeterySections> {
  const location = visitorLocation(request);
  const [carousel, near] = await Promise.all([
    cemeteriesForHome({ limit: HOME_CAROUSEL_SIZE, location }),
    cemeteriesNear(location, HOME_NEAR_SIZE),
  ]);
  return { carousel, near };
}
