import { and, count, desc, eq, gt, type Placeholder, sql } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { tributes } from "~/db/schema";
import type { ViewableProfile } from "~/features/profiles/index.server";

import type { TributeType } from "./tribute-filters";

export { TRIBUTE_FILTERS, type TributeFilter, tributeFilter, type TributeType } from "./tribute-filters";

export const TRIBUTE_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

export interface SettledTribute {
  id: string;
  type: TributeType;
  name: string;
  body: string | null;
  imagePath: string | null;
  createdAt: string;
  /** Candles: until when it burns; null for other tributes. */
  burnsUntil: string | null;
  /** Candles burning now; extinguished ones stay in the list. */
  burning: boolean;
}

export interface TributePage {
  items: SettledTribute[];
  total: number;
  page: number;
  limit: number;
}

/** Paid and published: what visitors see (held, hidden and rejected tributes are the family's). */
const settledOf = (profileId: string | Placeholder) =>
  and(eq(tributes.profileId, profileId), eq(tributes.status, "paid"), eq(tributes.visibility, "published"));

/**
 * The memorial's tributes whose payment is settled, newest first, paged on the server through
 * the partial index on paid tributes. Pending and expired ones are never shown.
 */
export async function listSettledTributes(
  { profile }: ViewableProfile,
  {
    type = null,
    page = 1,
    limit = TRIBUTE_PAGE_SIZE,
    counts,
  }: {
    type?: TributeType | null;
    page?: number;
    limit?: number;
    /** The counts already read for this request (tributeSummary): the list's total is one of them. */
    counts?: TributeCounts;
  },
  now = new Date(),
): Promise<TributePage> {
  const size = Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);
  const current = Math.max(1, Math.floor(page));
  const values = { profileId: profile.id, now: now.toISOString(), limit: size, offset: (current - 1) * size };
  const [rows, [total]] = await Promise.all([
    type ? settledPageOfType({ ...values, type }) : settledPage(values),
    counts
      ? [{ n: type ? counts[type] : counts.total }]
      : db()
          .select({ n: count() })
          .from(tributes)
          .where(type ? and(settledOf(profile.id), eq(tributes.type, type)) : settledOf(profile.id)),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      burnsUntil: row.burnsUntil?.toISOString() ?? null,
      burning: row.type === "Candle" && Boolean(row.burning),
    })),
    total: Number(total?.n ?? 0),
    page: current,
    limit: size,
  };
}

/** A page of the settled tributes, all or of one type: the memorial page's list, kept prepared (decision 063). */
const settledPageQuery = (database: Database, ofType: boolean) =>
  database
    .select({
      id: tributes.id,
      type: tributes.type,
      name: tributes.name,
      body: tributes.body,
      imagePath: tributes.imagePath,
      createdAt: tributes.createdAt,
      burnsUntil: tributes.burnsUntil,
      burning: sql<boolean>`coalesce(${tributes.burnsUntil} > ${sql.placeholder("now")}::timestamptz, false)`,
    })
    .from(tributes)
    .where(
      ofType
        ? and(settledOf(sql.placeholder("profileId")), eq(tributes.type, sql.placeholder("type")))
        : settledOf(sql.placeholder("profileId")),
    )
    .orderBy(desc(tributes.createdAt), desc(tributes.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
const settledPage = prepared((database) => settledPageQuery(database, false).prepare("settled_tributes_page"));
const settledPageOfType = prepared((database) =>
  settledPageQuery(database, true).prepare("settled_tributes_page_of_type"),
);

export type TributeCounts = Record<TributeType, number> & { total: number };

/**
 * The memorial page's counts in one statement: settled tributes of each type (the filter tabs) and
 * the candles burning now (the counter).
 */
export async function tributeSummary(
  { profile }: ViewableProfile,
  now = new Date(),
): Promise<{ counts: TributeCounts; burning: number }> {
  const rows = await summaryRows({ profileId: profile.id, now: now.toISOString() });
  const counts: TributeCounts = { Candle: 0, Flower: 0, Message: 0, Photo: 0, total: 0 };
  let burning = 0;
  for (const row of rows) {
    counts[row.type] = Number(row.n);
    counts.total += Number(row.n);
    if (row.type === "Candle") burning = Number(row.burning);
  }
  return { counts, burning };
}

/** The counts of tributeSummary, kept prepared (decision 063). */
const summaryRows = prepared((database) =>
  database
    .select({
      type: tributes.type,
      n: count(),
      burning: sql<number>`count(*) filter (where ${tributes.burnsUntil} > ${sql.placeholder("now")}::timestamptz)`,
    })
    .from(tributes)
    .where(settledOf(sql.placeholder("profileId")))
    .groupBy(tributes.type)
    .prepare("tribute_summary"),
);

/** Candles burning now (DECISIONS: getCandleCount counts these; extinguished ones do not count). */
export async function countBurningCandles({ profile }: ViewableProfile, now = new Date()): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(tributes)
    .where(
      and(
        eq(tributes.profileId, profile.id),
        eq(tributes.type, "Candle"),
        eq(tributes.status, "paid"),
        eq(tributes.visibility, "published"),
        gt(tributes.burnsUntil, now),
      ),
    );
  return Number(row?.n ?? 0);
}
