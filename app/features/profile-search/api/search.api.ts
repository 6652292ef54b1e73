import { Router } from "express";
import { visitorLocation } from "~/features/location/index.server";
import { ValidationError } from "~/shared/http/errors";
import { paging } from "~/shared/paging";
import {
  listPublicProfiles,
  MAX_SEARCH_LIMIT,
  MAX_TERM_LENGTH,
  type ProfilePage,
  searchProfiles,
} from "../search.server";

const DEFAULT_LIMIT = 6;

/**
 * /api/profile: public memorial search and list, paged on the server and ranked by the visitor's
 * location, then newest first. Answers `{ success, profiles, total, page, totalPages, hasNext,
 * totalIsExact }`. Nothing counts every match (decision 009): results are counted up to four pages
 * past the one asked for, so `total` is "at least this many" and `totalPages` the pages known to
 * exist, both exact when `totalIsExact`; `hasNext` says whether `page + 1` has results.
 */
export const searchApi = Router();

function reply(result: ProfilePage) {
  return {
    success: true,
    profiles: result.items,
    total: result.total,
    page: result.page,
    totalPages: result.totalPages,
    hasNext: result.hasNext,
    totalIsExact: result.totalIsExact,
  };
}

searchApi.get("/searchProfiles/:term", async (req, res) => {
  const term = req.params.term;
  if (term.length > MAX_TERM_LENGTH) {
    throw new ValidationError(`A busca deve ter no máximo ${MAX_TERM_LENGTH} caracteres.`);
  }
  const { page, limit } = paging(req.query.page, req.query.limit, { limit: DEFAULT_LIMIT, max: MAX_SEARCH_LIMIT });
  res.json(reply(await searchProfiles({ term, location: visitorLocation(req), page, limit })));
});

searchApi.get("/getAllProfiles", async (req, res) => {
  const { page, limit } = paging(req.query.page, req.query.limit, { limit: DEFAULT_LIMIT, max: MAX_SEARCH_LIMIT });
  res.json(reply(await listPublicProfiles({ location: visitorLocation(req), page, limit })));
});
