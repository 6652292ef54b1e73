import type { MemorialQuery } from "./memorial-page.server";

const DEFAULTS: MemorialQuery = { aba: "sobre", filtro: "todas", pagina: 1, presencas: 1 };

/**
 * A link to this memorial with some of its view state changed (tab, tribute filter, pages),
 * keeping the rest, without the default values, and with an optional section anchor.
 */
export function memorialHref(
  basePath: string,
  query: MemorialQuery,
  changes: Partial<MemorialQuery>,
  anchor?: string,
): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of ["aba", "filtro", "pagina", "presencas"] as const) {
    if (next[key] !== DEFAULTS[key]) params.set(key, String(next[key]));
  }
  const search = params.toString();
  return `${basePath}${search ? `?${search}` : ""}${anchor ? `#${anchor}` : ""}`;
}
