import { type SQL, sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import type { VisitorLocation } from "~/shared/visitor";
import { foldText } from "~/shared/format/format";
import { type SearchWord, searchWords } from "~/shared/search/search-words";

export { MAX_TERM_LENGTH } from "~/shared/search/search-words";

export const MAX_SEARCH_LIMIT = 100;
/**
 * Pages counted past the one asked for. There is no exact total (decision 009): a page knows the
 * results up to this many pages ahead, which is what ANTERIOR / numbers / PRÓXIMA need.
 */
export const LOOK_AHEAD_PAGES = 4;

/** A public memorial in a list or search result (the spec's list item, plus city and UF for cards). */
export interface ProfileListItem {
  id: string;
  username: string;
  name: string;
  bio: string | null;
  imageDirectory: string | null;
  hometown: string | null;
  location: string | null;
  birthDate: string | null;
  deathDate: string | null;
  religion: string | null;
  activedByUser: boolean;
  userId: string;
  profileType: "Free" | "Ouro" | "Platina" | "Diamante";
  city: string | null;
  state: string | null;
  /** Location match with the visitor: city 3, state 2, country 1, else 0. */
  weight: number;
}

export interface ProfilePage {
  items: ProfileListItem[];
  page: number;
  limit: number;
  /** A page after this one exists. */
  hasNext: boolean;
  /**
   * Pages known to exist: results are counted up to LOOK_AHEAD_PAGES pages past this one, so
   * this is the exact number of pages only when `totalIsExact`, otherwise a lower bound.
   */
  totalPages: number;
  /** Results counted by that look-ahead: at least this many, exactly this many when `totalIsExact`. */
  total: number;
  totalIsExact: boolean;
}

export interface ListInput {
  location: VisitorLocation | null;
  page?: number;
  limit?: number;
}

export interface SearchInput extends ListInput {
  term: string;
}

function clampPaging(page: number | undefined, limit: number | undefined) {
  const p = Number.isFinite(page) ? Math.floor(page!) : 1;
  const l = Number.isFinite(limit) ? Math.floor(limit!) : 6;
  return { page: Math.min(Math.max(p, 1), 10_000), limit: Math.min(Math.max(l, 1), MAX_SEARCH_LIMIT) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Private memorials and those the family has not activated never appear in public lists (the partial indexes' predicate). */
const PUBLIC = sql`p.access = 'Public' and p.activated_by_user`;
// Exactly the expressions of the indexes and statistics of migration 0005.
const STATE = sql`upper(coalesce(p.state, ''))`;
const COUNTRY = sql`immutable_unaccent(lower(p.country))`;

/**
 * One location bucket: the memorials with one weight, read newest first through the index that
 * starts with the bucket's equality columns. `city` is set when every row of the bucket has that
 * folded city; `admits` tells which known places can hold rows of the bucket.
 */
interface Bucket {
  weight: 3 | 2 | 1 | 0;
  place: SQL | null;
  city?: string;
  admits: (place: Place) => boolean;
}

/** A (UF as ranked, folded city) pair some memorial has (table profile_cities). */
interface Place {
  state: string;
  city: string;
}

/** City 3 (same city and state), state 2, country 1, else 0: the rule of locationWeight() (DECISIONS.md). */
function bucketsFor(location: VisitorLocation | null): Bucket[] {
  if (!location) return [{ weight: 0, place: null, admits: () => true }];
  const city = foldText(location.city);
  const state = location.state.trim().toUpperCase();
  const country = foldText(location.country || "Brasil");
  const buckets: Bucket[] = [];
  if (city) {
    buckets.push({ weight: 3, place: sql`p.city_search = ${city} and ${STATE} = ${state}`, city, admits: () => false });
  }
  buckets.push({
    weight: 2,
    place: city ? sql`${STATE} = ${state} and p.city_search <> ${city}` : sql`${STATE} = ${state}`,
    admits: (place) => place.state === state && place.city !== city,
  });
  const elsewhere = (place: Place) => place.state !== state;
  buckets.push({ weight: 1, place: sql`${STATE} <> ${state} and ${COUNTRY} = ${country}`, admits: elsewhere });
  // "<>" written as two ranges, which the country index can read when other countries are few.
  const otherCountry = sql`(${COUNTRY} < ${country} or ${COUNTRY} > ${country})`;
  buckets.push({ weight: 0, place: sql`${STATE} <> ${state} and ${otherCountry}`, admits: elsewhere });
  return buckets;
}

/** The known places whose city contains one of the words (at most a few thousand rows, indexed). */
async function placesMatching(database: Database, words: SearchWord[]): Promise<Place[]> {
  if (words.length === 0) return [];
  const contains = words.map((word) => sql`city_search like ${`%${escapeLike(word.typed)}%`}`);
  return selectRows<Place>(
    database,
    sql`select state, city_search as city from profile_cities where ${sql.join(contains, sql` or `)}`,
  );
}

/** A text[] literal, passed as one parameter however many cities it holds. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/**
 * How close a result is to the term (decision 051): every word found as typed in the name,
 * nickname or username (`search_text`), or only as a spelling variant or partial word in the
 * spelling key of name and nickname (`search_key`). Results as typed come first.
 */
type Closeness = "typed" | "variant";

/** The condition of one word on its column: as typed in the search text, as a variant in the key. */
function wordMatch(word: SearchWord, closeness: Closeness): SQL {
  return closeness === "typed"
    ? sql`p.search_text like ${`%${escapeLike(word.typed)}%`}`
    : sql`p.search_key like ${`%${escapeLike(word.key)}%`}`;
}

/**
 * Every word must appear in the search text or key (as `closeness` says) or the city. The city part is
 * settled before the query: in a bucket of one city it is a constant (a word that city contains
 * is dropped), elsewhere it becomes an equality on the known cities of the bucket that contain
 * the word, or nothing when there are none. So the planner never walks a bucket expecting city
 * matches that are all in another one (a city's name typed by a visitor elsewhere), and it sizes
 * them from the city statistics. The search text (or key) is matched through its trigram index,
 * which intersects all the words in one scan.
 */
function matchAll(words: SearchWord[], bucket: Bucket, places: Place[], closeness: Closeness): SQL | null {
  const conditions: SQL[] = [];
  for (const word of words) {
    if (bucket.city?.includes(word.typed)) continue;
    const cities = [
      ...new Set(places.filter((p) => bucket.admits(p) && p.city.includes(word.typed)).map((p) => p.city)),
    ];
    const inCity = cities.length ? sql` or p.city_search = any(${textArray(cities)}::text[])` : sql``;
    conditions.push(sql`(${wordMatch(word, closeness)}${inCity})`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : null;
}

/** The conditions of one (closeness, bucket) part: a variant result is one not found as typed. */
function partConditions(words: SearchWord[], bucket: Bucket, places: Place[], closeness: Closeness): SQL[] {
  const typed = matchAll(words, bucket, places, "typed");
  const match = closeness === "typed" ? typed : sql`${matchAll(words, bucket, places, "variant")} and not (${typed})`;
  return [PUBLIC, bucket.place, match].filter((c): c is SQL => c !== null);
}

/**
 * The ids of the first `count` results in rank order: one subquery per closeness and bucket, each
 * newest first and cut at `count`, appended in that order (typed before variant, then the
 * location weight). No ORDER BY above the Append: it runs the parts one after the other and stops
 * as soon as `count` rows came, so the later parts are never read.
 */
function rankedIdsSql(words: SearchWord[], places: Place[], location: VisitorLocation | null, count: number): SQL {
  const closenesses: Closeness[] = words.length ? ["typed", "variant"] : ["typed"];
  const parts = closenesses.flatMap((closeness) =>
    bucketsFor(location).map(
      (bucket) => sql`(select p.id, ${sql.raw(String(bucket.weight))} as weight
                  from profiles p
                 where ${sql.join(partConditions(words, bucket, places, closeness), sql` and `)}
                 order by p.created_at desc, p.id desc
                 limit ${count})`,
    ),
  );
  return sql`select id, weight, row_number() over () as position
               from (select id, weight from (${sql.join(parts, sql` union all `)}) buckets limit ${count}) taken`;
}

/**
 * One statement per page: the ranked ids up to the look-ahead, how many there were, and the
 * page's rows joined by primary key. Always one row at least (the count), so a page past the end
 * still learns where the results end.
 */
function profilePageSql(words: SearchWord[], places: Place[], input: ListInput): SQL {
  const { page, limit } = clampPaging(input.page, input.limit);
  const offset = (page - 1) * limit;
  const count = (page + LOOK_AHEAD_PAGES) * limit + 1;
  return sql`with ranked as materialized (${rankedIdsSql(words, places, input.location, count)})
    select counted.seen, shown.*
      from (select count(*)::int as seen from ranked) counted
      left join lateral (
        select r.position, r.weight, p.id, p.username, p.name, p.bio, p.image_path, p.hometown, p.location,
               p.birth_date::text as birth_date, p.death_date::text as death_date, p.religion,
               p.activated_by_user, p.user_id, p.type::text as type, p.city, p.state
          from ranked r join profiles p on p.id = r.id
         where r.position > ${offset} and r.position <= ${offset + limit}
      ) shown on true
     order by shown.position`;
}

interface Row {
  seen: number;
  position: number | null;
  weight: number | null;
  id: string | null;
  username: string;
  name: string;
  bio: string | null;
  image_path: string | null;
  hometown: string | null;
  location: string | null;
  birth_date: string | null;
  death_date: string | null;
  religion: string | null;
  activated_by_user: boolean;
  user_id: string;
  type: ProfileListItem["profileType"];
  city: string | null;
  state: string | null;
}

async function pageOf(words: SearchWord[], input: ListInput): Promise<ProfilePage> {
  const { page, limit } = clampPaging(input.page, input.limit);
  const rows = await db().transaction(async (tx) => {
    // The planner prices the buckets it will not read as if it had to, so a cheap page can look
    // expensive enough to be JIT-compiled first (tens of milliseconds for a query of one or two).
    await tx.execute(sql`set local jit = off`);
    return selectRows<Row>(tx, profilePageSql(words, await placesMatching(tx, words), input));
  });
  const seen = Number(rows[0]?.seen ?? 0);
  const totalIsExact = seen < (page + LOOK_AHEAD_PAGES) * limit + 1;
  return {
    items: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        username: row.username,
        name: row.name,
        bio: row.bio,
        imageDirectory: row.image_path,
        hometown: row.hometown,
        location: row.location,
        birthDate: row.birth_date,
        deathDate: row.death_date,
        religion: row.religion,
        activedByUser: row.activated_by_user,
        userId: row.user_id,
        profileType: row.type,
        city: row.city,
        state: row.state,
        weight: Number(row.weight),
      })),
    page,
    limit,
    hasNext: seen > page * limit,
    totalPages: Math.ceil(seen / limit),
    total: seen,
    totalIsExact,
  };
}

/**
 * Public memorials whose name, username or city contain every word of the term, accents and
 * case ignored; ranked by location match with the visitor, then newest first (decision 009).
 */
export async function searchProfiles(input: SearchInput): Promise<ProfilePage> {
  return pageOf(searchWords(input.term), input);
}

/** Every public memorial, ranked by location match with the visitor, then newest first. */
export async function listPublicProfiles(input: ListInput): Promise<ProfilePage> {
  return pageOf([], input);
}

/** The SQL of one page of a search (or of the list, for an empty term), for EXPLAIN in tests. */
export async function searchProfilesSql(input: SearchInput): Promise<SQL> {
  const words = searchWords(input.term);
  return profilePageSql(words, await placesMatching(db(), words), input);
}
