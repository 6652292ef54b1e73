import { and, asc, count, eq, gt, gte, lt, lte, max, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cemeteries, profiles } from "~/db/schema";
import { allArticles } from "~/features/blog/index.server";
import { CONTRACT_PAGES } from "~/features/contracts";
import { siteInfo } from "~/shared/site.server";
import type { RequestContext } from "~/shared/http/request-context.server";
import { logger } from "~/shared/logger.server";
import { type SitemapEntry, sitemapIndexXml, sitemapPartNumber, sitemapXml, xmlResponse } from "./sitemap-xml";

const STATIC_PATHS = ["/", "/sobre-nos", "/contato", "/blog", "/pacotes", "/searchProfiles", "/searchCemeteries"];

/** Search engines accept 50,000 addresses per file; we stay well below. */
export const SITEMAP_MAX_URLS = 45_000;

export interface SitemapLimits {
  /** Most addresses in one file; above this, /sitemap.xml becomes an index of parts. */
  maxUrls: number;
}

const DEFAULT_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS };

/**
 * One file of a split sitemap. Parts are ranges of the table's key, so each is read with one
 * index range scan ordered by id (keyset), never with an offset and never the whole table.
 * Cemeteries: integer ids in (afterId, upToId], at most maxUrls ids by construction.
 * Profiles: ranges of the uuid key space [fromId, beforeId), as many as make about two thirds of
 * maxUrls each. Profile ids are random (gen_random_uuid), so the ranges fill evenly: with parts of
 * 30,000 on average, one reaching 45,000 is about 80 standard deviations away. A part that still
 * fills up is cut at maxUrls and logged.
 */
export type SitemapPart =
  | { kind: "pages" }
  | { kind: "cemeteries"; afterId: number; upToId: number }
  | { kind: "profiles"; fromId?: string; beforeId?: string };

export interface SitemapPlan {
  urlCount: number;
  parts: SitemapPart[];
}

/** Private memorials and memorials the family has not finished never go to search engines. */
const publicProfile = and(eq(profiles.access, "Public"), eq(profiles.activatedByUser, true))!;
const builtCemetery = eq(cemeteries.built, true);

async function fixedEntries(): Promise<SitemapEntry[]> {
  const articles = await allArticles();
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/post?artigo=${encodeURIComponent(article.id)}` })),
    ...CONTRACT_PAGES.map((page) => ({ path: page.path })),
  ];
}

/** The first uuid of range k of `parts` equal ranges of the key space (by its first 32 bits). */
function uuidBoundary(k: number, parts: number): string {
  return `${Math.floor((k * 2 ** 32) / parts)
    .toString(16)
    .padStart(8, "0")}-0000-0000-0000-000000000000`;
}

export async function sitemapPlan(limits: SitemapLimits = DEFAULT_LIMITS): Promise<SitemapPlan> {
  const [fixed, [builtCemeteries], [publicProfiles]] = await Promise.all([
    fixedEntries(),
    db()
      .select({ n: count(), maxId: max(cemeteries.id) })
      .from(cemeteries)
      .where(builtCemetery),
    db().select({ n: count() }).from(profiles).where(publicProfile),
  ]);
  const cemeteryParts = Math.ceil((builtCemeteries?.maxId ?? 0) / limits.maxUrls);
  const profileCount = publicProfiles?.n ?? 0;
  const profileParts = Math.ceil(profileCount / Math.max(1, Math.floor((limits.maxUrls * 2) / 3)));
  const parts: SitemapPart[] = [{ kind: "pages" }];
  for (let j = 0; j < cemeteryParts; j++) {
    parts.push({ kind: "cemeteries", afterId: j * limits.maxUrls, upToId: (j + 1) * limits.maxUrls });
  }
  for (let k = 0; k < profileParts; k++) {
    parts.push({
      kind: "profiles",
      ...(k > 0 && { fromId: uuidBoundary(k, profileParts) }),
      ...(k < profileParts - 1 && { beforeId: uuidBoundary(k + 1, profileParts) }),
    });
  }
  return { urlCount: fixed.length + (builtCemeteries?.n ?? 0) + profileCount, parts };
}

async function cemeteryEntries(range: SQL | undefined, limit: number): Promise<SitemapEntry[]> {
  const rows = await db()
    .select({ id: cemeteries.id, updatedAt: cemeteries.updatedAt })
    .from(cemeteries)
    .where(and(builtCemetery, range))
    .orderBy(asc(cemeteries.id))
    .limit(limit);
  return rows.map((c) => ({ path: `/cemiterio/${c.id}`, lastModified: c.updatedAt }));
}

async function profileEntries(range: SQL | undefined, limit: number): Promise<SitemapEntry[]> {
  const rows = await db()
    .select({ username: profiles.username, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(and(publicProfile, range))
    .orderBy(asc(profiles.id))
    .limit(limit);
  return rows.map((p) => ({ path: `/profile/${encodeURIComponent(p.username)}`, lastModified: p.updatedAt }));
}

async function partEntries(part: SitemapPart, limits: SitemapLimits): Promise<SitemapEntry[]> {
  if (part.kind === "pages") return fixedEntries();
  // One row more than allowed tells a full part from an overflowing one.
  const entries =
    part.kind === "cemeteries"
      ? await cemeteryEntries(and(gt(cemeteries.id, part.afterId), lte(cemeteries.id, part.upToId)), limits.maxUrls + 1)
      : await profileEntries(
          and(
            part.fromId ? gte(profiles.id, part.fromId) : undefined,
            part.beforeId ? lt(profiles.id, part.beforeId) : undefined,
          ),
          limits.maxUrls + 1,
        );
  if (entries.length > limits.maxUrls) {
    logger().warn({ part, maxUrls: limits.maxUrls }, "sitemap part overflowed; addresses beyond the limit left out");
    return entries.slice(0, limits.maxUrls);
  }
  return entries;
}

/**
 * /sitemap.xml: every public address in one file while they fit, else an index of the parts
 * served at /sitemap-<n>.xml.
 */
export async function sitemapDocument(base: string, limits: SitemapLimits = DEFAULT_LIMITS): Promise<string> {
  const plan = await sitemapPlan(limits);
  if (plan.urlCount > limits.maxUrls) return sitemapIndexXml(base, plan.parts.length);
  const fixed = await fixedEntries();
  const places = await cemeteryEntries(undefined, limits.maxUrls);
  const room = Math.max(0, limits.maxUrls - fixed.length - places.length);
  const memorials = room > 0 ? await profileEntries(undefined, room) : [];
  return sitemapXml(base, [...fixed, ...places, ...memorials]);
}

/** /sitemap-<n>.xml (1-based), or null when there is no such part. */
export async function sitemapPartDocument(
  base: string,
  n: number,
  limits: SitemapLimits = DEFAULT_LIMITS,
): Promise<string | null> {
  const { parts } = await sitemapPlan(limits);
  const part = parts[n - 1];
  if (!part) return null;
  return sitemapXml(base, await partEntries(part, limits));
}

/**
 * The response for /sitemap-<n>.xml, or null for a path that is not an existing part. React
 * Router matches only whole dynamic segments, so these paths reach the catch-all route.
 */
export async function sitemapPartResponse(
  request: Request,
  ctx: Pick<RequestContext, "origin">,
): Promise<Response | null> {
  const n = sitemapPartNumber(new URL(request.url).pathname);
  if (n === undefined) return null;
  const xml = await sitemapPartDocument(siteInfo(ctx).publicUrl, n);
  return xml === null ? null : xmlResponse(xml);
}
