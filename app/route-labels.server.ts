import { matchRoutes, type RouteObject } from "react-router";
import type { ApiOperation } from "./shared/http/api-contract";
import { matchOperation } from "./shared/http/api-contract";
import type { RouteLabeler } from "./shared/metrics/http-metrics.server";

/** A route as the route table (app/routes.ts) or the server build's manifest nests it. */
export interface RouteShape {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteShape[];
}

/** The server build's flat manifest (`build.routes`) as a tree. */
export function routeTree(
  manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>,
): RouteShape[] {
  const nodes = new Map<string, RouteShape & { parentId?: string }>();
  for (const route of Object.values(manifest)) {
    if (route) nodes.set(route.id, { path: route.path, index: route.index, parentId: route.parentId });
  }
  const roots: RouteShape[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Fixed names for what is not a page or an API call. */
const PREFIXES: [RegExp, string][] = [
  [/^\/assets\//, "/assets/*"],
  [/^\/media\//, "/media/*"],
];
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The route a request is counted under in metrics (decision 037): an API call's contract path
 * (`/api/profile/searchProfiles/{term}`), a page's route pattern (`/profile/:username`), a fixed
 * name for probes, media and assets, else `unmatched`. Never the address itself, so no id or
 * username reaches a label and the number of series stays bounded.
 */
export function routeLabeler(pages: RouteShape[], api: readonly ApiOperation[]): RouteLabeler {
  const tree = pages as RouteObject[];
  // React Router's matchRoutes flattens and ranks the whole route table on every call (~0.5 ms
  // here, docs/performance.md); the addresses a server sees repeat, so their labels are kept.
  const known = new Map<string, string>();
  return (method, pathname) => {
    if (PROBES.has(pathname)) return pathname;
    if (pathname === "/api" || pathname.startsWith("/api/"))
      return matchOperation(api, method, pathname)?.path ?? "/api/unmatched";
    for (const [prefix, name] of PREFIXES) if (prefix.test(pathname)) return name;
    let label = known.get(pathname);
    if (label === undefined) {
      if (known.size >= LABELS_KEPT) known.clear();
      label = pageLabel(tree, pathname);
      known.set(pathname, label);
    }
    return label;
  };
}

/** How many page addresses' labels a labeler keeps (all are forgotten when it is full). */
const LABELS_KEPT = 2_000;

function pageLabel(tree: RouteObject[], pathname: string): string {
  let matches: ReturnType<typeof matchRoutes>;
  try {
    matches = matchRoutes(tree, pathname);
  } catch {
    matches = null;
  }
  if (!matches?.length) return "unmatched";
  const pattern = matches
    .map((match) => match.route.path ?? "")
    .filter((segment) => segment !== "")
    .join("/")
    .replace(/\/+/g, "/");
  return `/${pattern.replace(/^\//, "")}`;
}
