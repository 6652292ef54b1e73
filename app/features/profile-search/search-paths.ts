/** Shareable URLs of the profile search pages: the term and the page live in the query string. */
export function searchHref(path: string, term = "", page = 1): string {
  const params = new URLSearchParams();
  if (term) params.set("busca", term);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const PROFILE_SEARCH_PLACEHOLDER = "Pesquisar por nome, usuário, cidade...";
