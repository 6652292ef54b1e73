import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { redirect } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { Pagination } from "~/shared/ui/pagination";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/search-cemeteries";
import { pageNumber, searchTerm } from "../../shared/paging";
import { countText, searchCemeteriesHref } from "./cemeteries.paths";
import { searchCemeteries, suggestCemeteryNames } from "./cemeteries.server";
import { Suggestions } from "~/shared/ui/suggestions";
import { CemeteryCard } from "./components/cemetery-cards";
import { LiveSearchForm } from "../../shared/ui/live-search-form";

export const handle: RouteHandle = { clouds: true, enhance: ["live-search"] };

/** DECISIONS.md: cemetery searches update 500 ms after the visitor stops typing. */
const DEBOUNCE_MS = 500;
const NONE_FOUND = "Nenhum cemitério encontrado.";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = searchTerm(url.searchParams.get("busca"));
  const list = await searchCemeteries({ search, page: pageNumber(url.searchParams.get("pagina")) });
  // A page past the end (an old shared link) shows the last page instead of an empty one.
  if (list.totalPages > 0 && list.page > list.totalPages) {
    throw redirect(searchCemeteriesHref(search, list.totalPages));
  }
  // Nothing found: the closest names, each a search of its own (decision 051).
  const suggestions =
    search && list.total === 0
      ? (await suggestCemeteryNames(search)).map((name) => ({ name, href: searchCemeteriesHref(name) }))
      : [];
  return { search, list, suggestions };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cemitérios",
    description:
      "Encontre o cemitério de quem você ama e visite os memoriais de quem descansa lá. Pesquise pelo nome do cemitério ou pela cidade.",
    path: "/searchCemeteries",
  });

export default function SearchCemeteries({ loaderData }: Route.ComponentProps) {
  const { search, list, suggestions } = loaderData;
  const found = countText(list.total, "cemitério encontrado", "cemitérios encontrados", NONE_FOUND);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl">Cemitérios</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">Encontre o cemitério e visite os memoriais de quem descansa lá.</p>
      <div className="mt-6 max-w-2xl">
        <LiveSearchForm
          action="/searchCemeteries"
          resultsId="resultados"
          label="Pesquisar cemitérios"
          placeholder="Pesquisar por cemitério, cidade..."
          value={search}
          debounce={DEBOUNCE_MS}
        />
      </div>
      <div id="resultados" {...hook(HOOK.liveSearchResults)} {...hook(HOOK.liveSearchCount, found)} className="mt-8">
        {list.items.length > 0 && (
          <p className="mb-4 font-semibold text-ink-soft" data-result-count>
            {found}
          </p>
        )}
        {list.items.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center text-lg">
            <p>{NONE_FOUND}</p>
            <Suggestions suggestions={suggestions} />
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 min-[64.0625rem]:grid-cols-3" aria-label={found}>
            {list.items.map((cemetery, index) => (
              <li key={cemetery.id}>
                <CemeteryCard cemetery={cemetery} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          totalPages={list.totalPages}
          hrefFor={(n) => searchCemeteriesHref(search, n)}
          label="Páginas de cemitérios"
        />
      </div>
    </div>
  );
}
