import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cemeteries, profiles } from "~/db/schema";
import type { VisitorLocation } from "~/shared/visitor";
import { type SearchWord, searchWords, SUGGESTION_THRESHOLD, suggestionKey } from "~/shared/search/search-words";
import { foldText } from "~/shared/format/format";
import { NotFoundError } from "~/shared/http/errors";
import {
  CEMETERY_PAGE_SIZE,
  escapeLike,
  MAX_PAGE_SIZE,
  type PageOf,
  pageNumber,
  pageSizeOf,
  searchTerm,
  totalPagesOf,
} from "../../shared/paging";

/**
 * Cemeteries are public: every visitor may list them and enter the built ones. Services here take
 * no actor; what they never return is a private or not-activated profile.
 */

export const CEMETERY_NOT_FOUND = "Cemitério não encontrado.";
/** Names offered when a cemetery search finds nothing. */
const MAX_CEMETERY_SUGGESTIONS = 5;

export interface Cemetery {
  id: number;
  name: string;
  city: string;
  /** Two-letter UF. */
  state: string;
  /** Built cemeteries can be entered; the others are "coming soon". */
  built: boolean;
  imagePath: string | null;
}

export interface CemeteryProfile {
  id: string;
  username: string;
  name: string;
  bio: string | null;
  imagePath: string | null;
}

export interface ListOptions {
  search?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

const CEMETERY_COLUMNS = {
  id: cemeteries.id,
  name: cemeteries.name,
  city: cemeteries.city,
  state: cemeteries.state,
  built: cemeteries.built,
  imagePath: cemeteries.imagePath,
};

/** The expression the trigram GIN indexes are built on: lower case, accents removed. */
const folded = (column: AnyColumn | SQL) => sql`immutable_unaccent(lower(${column}))`;

/** `%term%`, folded the same way as the indexed columns, with LIKE wildcards taken literally. */
const containing = (term: string) => sql`'%' || immutable_unaccent(lower(${escapeLike(term)}::text)) || '%'`;

/** Alphabetical the way people read it, whatever the database collation: "da Saudade" before "Santa Izabel". */
const BY_NAME = [asc(folded(cemeteries.name)), asc(cemeteries.name), asc(cemeteries.id)];

/** Largest value of the `integer` id column: bigger numbers would be a database error, not a miss. */
const MAX_ID = 2_147_483_647;

/** The numeric id of a cemetery, or null when the value cannot be one. */
export function cemeteryId(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

async function pageRows<T>(
  options: ListOptions,
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
  fetchTotal: () => Promise<number>,
): Promise<PageOf<T>> {
  const page = pageNumber(options.page);
  const pageSize = pageSizeOf(options.pageSize ?? CEMETERY_PAGE_SIZE);
  const [items, total] = await Promise.all([fetchPage(pageSize, (page - 1) * pageSize), fetchTotal()]);
  return { items, total, page, pageSize, totalPages: totalPagesOf(total, pageSize) };
}

/**
 * Every word in the cemetery's name or city (decision 051): as typed in the folded text, or, for
 * `variant`, as its spelling key in the key ('sao joao batista', 'saudade cemiterio', 'izabel'
 * for 'Santa Isabel').
 */
function cemeteryWordsMatch(words: SearchWord[], closeness: "typed" | "variant"): SQL {
  return sql.join(
    words.map((word) =>
      closeness === "typed"
        ? sql`${cemeteries.searchText} like ${`%${escapeLike(word.typed)}%`}`
        : sql`${cemeteries.searchKey} like ${`%${escapeLike(word.key)}%`}`,
    ),
    sql` and `,
  );
}

/**
 * Cemeteries whose name or city holds every word of the term, in any order, ignoring case and
 * accents ('belem' finds Belém) and spelling variants: those found as typed first, then built ones,
 * then by name. Unbuilt cemeteries are listed too, flagged `built: false`.
 */
export async function searchCemeteries(options: ListOptions = {}): Promise<PageOf<Cemetery>> {
  const words = searchWords(searchTerm(options.search));
  const typed = words.length ? cemeteryWordsMatch(words, "typed") : undefined;
  const where = typed ? sql`(${typed} or ${cemeteryWordsMatch(words, "variant")})` : undefined;
  return pageRows(
    options,
    (limit, offset) =>
      db()
        .select(CEMETERY_COLUMNS)
        .from(cemeteries)
        .where(where)
        .orderBy(...(typed ? [desc(typed)] : []), desc(cemeteries.built), ...BY_NAME)
        .limit(limit)
        .offset(offset),
    async () => (await db().select({ n: count() }).from(cemeteries).where(where))[0]?.n ?? 0,
  );
}

/**
 * The names of the cemeteries closest to a term that found nothing, by trigram word similarity
 * of its spelling key ('cemiterio saldade' → 'Cemitério da Saudade'), closest first.
 */
export async function suggestCemeteryNames(term: unknown): Promise<string[]> {
  const key = suggestionKey(searchTerm(term));
  if (key.length < 3) return [];
  const rows = await db().transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${SUGGESTION_THRESHOLD}`));
    return tx
      .select({ name: cemeteries.name, closeness: sql<number>`max(word_similarity(${key}, ${cemeteries.searchKey}))` })
      .from(cemeteries)
      .where(sql`${key} <% ${cemeteries.searchKey}`)
      .groupBy(cemeteries.name)
      .orderBy(desc(sql`2`), asc(cemeteries.name))
      .limit(MAX_CEMETERY_SUGGESTIONS);
  });
  return rows.map((row) => row.name);
}

/** One cemetery, built or not; NotFoundError for unknown or malformed ids. */
export async function getCemetery(id: unknown): Promise<Cemetery> {
  const numeric = cemeteryId(id);
  if (numeric === null) throw new NotFoundError(CEMETERY_NOT_FOUND);
  const [row] = await db().select(CEMETERY_COLUMNS).from(cemeteries).where(eq(cemeteries.id, numeric));
  if (!row) throw new NotFoundError(CEMETERY_NOT_FOUND);
  return row;
}

/**
 * The public, activated memorials of one cemetery, by name; the term matches the name (ignoring
 * case and accents) or the username (with or without its '@').
 */
export async function cemeteryProfiles(id: unknown, options: ListOptions = {}): Promise<PageOf<CemeteryProfile>> {
  const cemetery = await getCemetery(id);
  const term = searchTerm(options.search).replace(/^@+/, "");
  // Literal predicate (not a bind parameter) so the planner can use profiles_cemetery_public_idx.
  const visible = sql`${profiles.cemeteryId} = ${cemetery.id} and ${profiles.access} = 'Public' and ${profiles.activatedByUser}`;
  // The first test is implied by the second; it lets the planner use the search's trigram index
  // (name, nickname and username: migration 0031).
  const where = and(
    visible,
    term
      ? sql`${profiles.searchText} like ${containing(term)}
            and (${profiles.nameSearch} like ${containing(term)} or lower(${profiles.username}) like ${containing(term)})`
      : undefined,
  );
  return pageRows(
    options,
    (limit, offset) => {
      // The page's ids come from the (cemetery, name, id) index alone, so a deep page reads index
      // entries, not the table; only its six rows are then fetched.
      const pageIds = db()
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(asc(profiles.name), asc(profiles.id))
        .limit(limit)
        .offset(offset);
      return db()
        .select({
          id: profiles.id,
          username: profiles.username,
          name: profiles.name,
          bio: profiles.bio,
          imagePath: profiles.imagePath,
        })
        .from(profiles)
        .where(inArray(profiles.id, pageIds))
        .orderBy(asc(profiles.name), asc(profiles.id));
    },
    async () => (await db().select({ n: count() }).from(profiles).where(where))[0]?.n ?? 0,
  );
}

/**
 * The ranking weight of a cemetery against the visitor's location, computed by the database with
 * the rules of `locationWeight` (city 3, state 2, country 1, else 0). Cemeteries are in Brazil.
 */
function locationRank(location: VisitorLocation): SQL {
  const countryWeight = foldText(location.country) === "brasil" ? 1 : 0;
  const sameState = sql`${folded(cemeteries.state)} = immutable_unaccent(lower(${location.state}::text))`;
  const sameCity = location.city
    ? sql`${folded(cemeteries.city)} = immutable_unaccent(lower(${location.city}::text))`
    : sql`false`;
  return sql`case when ${sameCity} and ${sameState} then 3 when ${sameState} then 2 else ${countryWeight} end`;
}

/**
 * Built and unbuilt cemeteries for the home carousel: the built ones first (a carousel that opens on
 * 'EM CONSTRUÇÃO' cards offers nothing to enter), each group nearest to the visitor first, then by name.
 */
export async function cemeteriesForHome({
  limit,
  location,
}: {
  limit: number;
  location: VisitorLocation | null;
}): Promise<Cemetery[]> {
  return db()
    .select(CEMETERY_COLUMNS)
    .from(cemeteries)
    .orderBy(desc(cemeteries.built), ...(location ? [desc(locationRank(location))] : []), ...BY_NAME)
    .limit(Math.max(1, Math.min(Math.floor(limit), MAX_PAGE_SIZE)));
}

/**
 * Cemeteries in the visitor's state, those of their city first, then built before unbuilt and by
 * name; none when the location is unknown. One query on the (state, city) index.
 */
export async function cemeteriesNear(location: VisitorLocation | null, limit: number): Promise<Cemetery[]> {
  if (!location?.state) return [];
  const size = Math.max(1, Math.min(Math.floor(limit), MAX_PAGE_SIZE));
  const inCity = location.city
    ? [desc(sql`${folded(cemeteries.city)} = immutable_unaccent(lower(${location.city}::text))`)]
    : [];
  return db()
    .select(CEMETERY_COLUMNS)
    .from(cemeteries)
    .where(eq(cemeteries.state, location.state.toUpperCase()))
    .orderBy(...inCity, desc(cemeteries.built), ...BY_NAME)
    .limit(size);
}
