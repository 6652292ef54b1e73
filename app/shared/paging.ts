/**
 * Normalising what visitors and clients send to the cemetery lists: a search term, a page and a
 * page size. Pure functions, shared by the services, the pages and the API.
 */

/** The spec's page size for cemetery search and cemetery profile lists. */
export const CEMETERY_PAGE_SIZE = 6;
/** No call returns more than this many rows. */
export const MAX_PAGE_SIZE = 100;
/** Deeper pages than this are never useful and would only make the database skip rows. */
export const MAX_PAGE = 10_000;
/** Longer terms cannot match a name or a city and only cost trigram work. */
export const MAX_SEARCH_LENGTH = 100;

export interface PageOf<T> {
  items: T[];
  total: number;
  /** The page that was asked for (1-based, after normalising). */
  page: number;
  pageSize: number;
  /** 0 when there is nothing to list. */
  totalPages: number;
}

/** Trimmed, single-spaced, at most MAX_SEARCH_LENGTH characters; "" for anything but a string. */
export function searchTerm(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** A 1-based page number: missing, zero, negative or non-numeric values mean the first page. */
export function pageNumber(raw: unknown): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** A page size between 1 and MAX_PAGE_SIZE; anything unusable falls back to the default. */
export function pageSizeOf(raw: unknown, fallback = CEMETERY_PAGE_SIZE): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d+$/.test(text)) return fallback;
  const size = Number(text);
  if (size < 1) return fallback;
  return Math.min(size, MAX_PAGE_SIZE);
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** A LIKE pattern body with `%`, `_` and `\` taken literally (Postgres' default escape is `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, "\\$&");
}

/** Page and page size of a list call, clamped (1 ≤ page ≤ 10 000, 1 ≤ limit ≤ max). */
export interface Paging {
  page: number;
  limit: number;
}

export function paging(page: unknown, limit: unknown, defaults = { limit: 10, max: 100 }): Paging {
  const p = Math.floor(Number(page));
  const l = Math.floor(Number(limit));
  return {
    page: Number.isFinite(p) && p >= 1 ? Math.min(p, 10_000) : 1,
    limit: Number.isFinite(l) && l >= 1 ? Math.min(l, defaults.max) : defaults.limit,
  };
}
