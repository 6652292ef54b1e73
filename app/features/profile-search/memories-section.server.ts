import { visitorLocation } from "~/features/location/index.server";
import { listPublicProfiles, type ProfileListItem } from "./search.server";

/** The home's 'Memórias que talvez você conheça': 4 per page, at most 3 pages (spec). */
export const MEMORIES_PAGE_SIZE = 4;
export const MEMORIES_MAX_PAGES = 3;

export interface MemoriesSectionData {
  items: ProfileListItem[];
  page: number;
  totalPages: number;
}

/**
 * One page of public memorials for the home, ranked by the visitor's location. `page` is the
 * `?memorias=` value (anything unusable is page 1; past the last page shows the last one).
 */
export async function loadMemoriesSection(request: Request, page: unknown): Promise<MemoriesSectionData> {
  const asked = Math.floor(Number(page));
  let wanted = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MEMORIES_MAX_PAGES) : 1;
  const location = visitorLocation(request);
  let list = await listPublicProfiles({ location, page: wanted, limit: MEMORIES_PAGE_SIZE });
  const totalPages = Math.min(list.totalPages, MEMORIES_MAX_PAGES);
  if (totalPages > 0 && wanted > totalPages) {
    wanted = totalPages;
    list = await listPublicProfiles({ location, page: wanted, limit: MEMORIES_PAGE_SIZE });
  }
  return { items: list.items, page: wanted, totalPages };
}
