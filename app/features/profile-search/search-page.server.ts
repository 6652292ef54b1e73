import { redirect } from "react-router";
import { visitorLocation } from "~/features/location/index.server";
import { paging } from "~/shared/paging";
import { listPublicProfiles, MAX_TERM_LENGTH, searchProfiles } from "./search.server";
import { searchHref } from "./search-paths";
import { suggestProfileNames } from "./suggestions.server";

/** The spec's page size for profile search. */
export const PROFILE_PAGE_SIZE = 6;

/**
 * What the profile search pages show for `?busca=&pagina=`: a page of public memorials ranked
 * by closeness, then the visitor's location, and the closest names when nothing was found. A
 * page past the end (an old shared link) goes to the last one.
 */
export async function loadProfileSearch(request: Request, path: string) {
  const url = new URL(request.url);
  const term = (url.searchParams.get("busca") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_TERM_LENGTH).trim();
  const { page } = paging(url.searchParams.get("pagina"), PROFILE_PAGE_SIZE, {
    limit: PROFILE_PAGE_SIZE,
    max: PROFILE_PAGE_SIZE,
  });
  const location = visitorLocation(request);
  const input = { location, page, limit: PROFILE_PAGE_SIZE };
  const list = term ? await searchProfiles({ ...input, term }) : await listPublicProfiles(input);
  if (list.totalPages > 0 && list.page > list.totalPages) throw redirect(searchHref(path, term, list.totalPages));
  // Nothing found: the closest names, each a search of its own (decision 051).
  const suggestions =
    term && list.total === 0
      ? (await suggestProfileNames(term)).map((name) => ({ name, href: searchHref(path, name) }))
      : [];
  return { term, list, suggestions, location, here: url.pathname + url.search };
}
