import { type SQL, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import type { VisitorLocation } from "~/features/location/location";
import { foldText } from "~/shared/format/format";

export const MAX_SEARCH_LIMIT = 100;
export const MAX_TERM_LENGTH = 100;
/** More words than this add nothing but index work. */
const MAX_WORDS = 6;

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
  total: number;
  page: number;
  limit: number;
  totalPages: number;
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

/** The words of a search, folded like the indexed expressions (lower case, no accents, no leading @). */
export function searchWords(term: string): string[] {
  return foldText(term.slice(0, MAX_TERM_LENGTH))
    .split(/\s+/)
    .map((word) => word.replace(/^@+/, ""))
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The expressions below are exactly those of the trigram GIN indexes on profiles.
const NAME = sql`immutable_unaccent(lower(p.name))`;
const USERNAME = sql`lower(p.username)`;
const CITY = sql`immutable_unaccent(lower(coalesce(p.city, '')))`;

/** Private memorials and those the family has not activated never appear in public lists. */
const PUBLIC = sql`p.access = 'Public' and p.activated_by_user`;

/** Every word must appear in the name, the username or the city (each served by its index). */
function matchAll(words: string[]): SQL {
  return sql.join(
    words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return sql`(${NAME} like ${pattern} or ${USERNAME} like ${pattern} or ${CITY} like ${pattern})`;
    }),
    sql` and `,
  );
}

/** City 3, state 2, country 1, else 0 (DECISIONS.md), the same rule as locationWeight(). */
function weightOf(location: VisitorLocation | null): SQL {
  if (!location) return sql`0`;
  const city = foldText(location.city);
  const state = location.state.trim().toUpperCase();
  const country = foldText(location.country || "Brasil");
  return sql`(case
    when ${city} <> '' and ${CITY} = ${city} and upper(coalesce(p.state, '')) = ${state} then 3
    when upper(coalesce(p.state, '')) = ${state} then 2
    when immutable_unaccent(lower(p.country)) = ${country} then 1
    else 0 end)`;
}

interface Row {
  id: string;
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
  weight: number;
  total: number;
}

/** The one query behind every page. */
function profilePageSql(where: SQL, relevance: SQL | null, input: ListInput): SQL {
  const { page, limit } = clampPaging(input.page, input.limit);
  return sql`select p.id, p.username, p.name, p.bio, p.image_path, p.hometown, p.location,
               p.birth_date::text as birth_date, p.death_date::text as death_date, p.religion,
               p.activated_by_user, p.user_id, p.type::text as type, p.city, p.state,
               ${weightOf(input.location)}::int as weight,
               count(*) over ()::int as total
          from profiles p
         where ${where}
         order by weight desc, ${relevance ? sql`${relevance} desc, ` : sql``}${NAME}, p.id
         limit ${limit} offset ${(page - 1) * limit}`;
}

async function pageOf(where: SQL, relevance: SQL | null, input: ListInput): Promise<ProfilePage> {
  const { page, limit } = clampPaging(input.page, input.limit);
  const rows = await selectRows<Row>(db(), profilePageSql(where, relevance, input));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [counted] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from profiles p where ${where}`,
    );
    total = Number(counted?.n ?? 0);
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
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
    total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
}

/**
 * Public memorials whose name, username or city contain every word of the term, accents and
 * case ignored; ranked by location match with the visitor, then relevance, then name.
 */
export async function searchProfiles(input: SearchInput): Promise<ProfilePage> {
  const query = searchConditions(input.term);
  if (!query) return listPublicProfiles(input);
  return pageOf(query.where, query.relevance, input);
}

/** The SQL of one page of a search, for EXPLAIN in tests and the bench. */
export function searchProfilesSql(input: SearchInput): SQL {
  const query = searchConditions(input.term);
  return query ? profilePageSql(query.where, query.relevance, input) : profilePageSql(PUBLIC, null, input);
}

function searchConditions(term: string): { where: SQL; relevance: SQL } | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const whole = words.join(" ");
  return {
    where: sql`${PUBLIC} and ${matchAll(words)}`,
    relevance: sql`greatest(similarity(${NAME}, ${whole}), similarity(${USERNAME}, ${whole}), similarity(${CITY}, ${whole}))`,
  };
}

/** Every public memorial, ranked by location match with the visitor, then name. */
export async function listPublicProfiles(input: ListInput): Promise<ProfilePage> {
  return pageOf(PUBLIC, null, input);
}
