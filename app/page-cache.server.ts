import { memorialVersion } from "~/features/memorial/index.server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { currentDatabase } from "./db/client.server";
import { logger } from "./shared/logger.server";
import { keepFollowingPageChanges } from "./shared/http/page-cache/change-feed.server";
import { type CacheablePage, pageCache, type TrustProxy } from "./shared/http/page-cache/page-cache.server";
import { siteContentVersion } from "./shared/http/page-cache/site-version.server";
import { VersionBook } from "./shared/http/page-cache/version-book";

/**
 * The public pages anonymous visitors get from the page cache (docs/decisions/029), each with the
 * query parameters it reads and the version it depends on.
 */
const site = { key: "site", read: siteContentVersion };
/** The blog is the product's own files, read once per process: only the age limit applies. */
const files = { key: "files", read: async () => "files" };
/** A first page: no search term, page 1. */
const firstPage = (query: URLSearchParams) => !query.get("busca")?.trim() && (query.get("pagina") ?? "1") === "1";

export const CACHEABLE_PAGES: readonly CacheablePage[] = [
  {
    name: "memorial",
    path: /^\/profile\/([^/@][^/]{0,99})\/?$/,
    params: new Set(["aba", "filtro", "pagina", "presencas", "aviso"]),
    source: (match) => {
      let username: string;
      try {
        username = decodeURIComponent(match[1]!);
      } catch {
        return undefined;
      }
      return { key: `memorial:${username.toLowerCase()}`, read: () => memorialVersion(username) };
    },
  },
  {
    name: "home",
    path: /^\/(?:home\/?)?$/,
    params: new Set(["memorias", "motivo", "aviso"]),
    byLocation: true,
    source: () => site,
  },
  {
    name: "profile search",
    path: /^\/searchProfiles\/?$/,
    params: new Set(["busca", "pagina"]),
    accept: firstPage,
    byLocation: true,
    source: () => site,
  },
  {
    name: "cemetery search",
    path: /^\/searchCemeteries\/?$/,
    params: new Set(["busca", "pagina"]),
    accept: firstPage,
    byLocation: true,
    source: () => site,
  },
  {
    name: "cemetery",
    path: /^\/cemiterio\/(\d{1,9})\/?$/,
    params: new Set(["busca", "pagina"]),
    accept: firstPage,
    byLocation: true,
    source: () => site,
  },
  {
    name: "blog",
    path: /^\/(?:blog|post)\/?$/,
    params: new Set(["categoria", "pagina", "artigo"]),
    source: () => files,
  },
];

let stopFollowing: (() => Promise<void>) | undefined;

/**
 * The page cache of this application (server.ts): its front door on the raw HTTP server, its
 * capture inside Express. `trust` is Express's compiled "trust proxy" rule, `log` the request log.
 * With `follow`, the versions of its pages come from the database's announcements of changes
 * (decision 059; the database must be open) and every hit reads until listening holds; listening
 * that cannot start is tried again, 1 s after the failure, then twice as long each time up to 30 s.
 */
export function publicPageCache(
  trust: TrustProxy,
  log: (req: IncomingMessage, res: ServerResponse) => void,
  { follow = false }: { follow?: boolean } = {},
) {
  const book = follow ? new VersionBook() : undefined;
  const database = currentDatabase();
  if (book && database) {
    stopFollowing = keepFollowingPageChanges(book, database, {
      onFailure: (error, retryInMs) =>
        logger().warn(
          { err: error, retryInMs },
          "page cache: not listening for changes; every hit reads until it does",
        ),
    });
  }
  return pageCache({ pages: CACHEABLE_PAGES, book }, trust, log);
}

/** Stops following changes (before the database closes). */
export async function stopPageCache(): Promise<void> {
  const stop = stopFollowing;
  stopFollowing = undefined;
  await stop?.();
}
