/** Shareable URLs of the cemetery pages: the search term and the page live in the query string. */

function withQuery(path: string, search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("busca", search);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function searchCemeteriesHref(search = "", page = 1): string {
  return withQuery("/searchCemeteries", search, page);
}

export function cemeteryHref(id: number, search = "", page = 1): string {
  return withQuery(`/cemiterio/${id}`, search, page);
}

/** "Nenhum cemitério encontrado.", "1 cemitério encontrado", "14 cemitérios encontrados". */
export function countText(total: number, one: string, many: string, none: string): string {
  if (total === 0) return none;
  return total === 1 ? `1 ${one}` : `${total} ${many}`;
}
