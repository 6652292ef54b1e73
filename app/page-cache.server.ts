import { memorialVersion } from "~/features/memorial/index.server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type CacheablePage, pageCache, type TrustProxy } from "./shared/http/page-cache/page-cache.server";
import { siteContentVersion } from "./shared/http/page-cache/site-version.server";

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

/**
 * The page cache of this application (server.ts): its front door on the raw HTTP server, its
 * capture inside Express. `trust` is Express's compiled "trust proxy" rule, `log` the request log.
 */
export const publicPageCache = (trust: TrustProxy, log: (req: IncomingMessage, res: ServerResponse) => void) =>
  pageCache({ pages: CACHEABLE_PAGES }, trust, log);
