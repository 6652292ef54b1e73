import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { withExplanation } from "~/shared/ui/flash";
import type { RouteHandle } from "~/shared/ui/root-data";
import { ArrowLeft } from "~/shared/ui/icons";
import { Link, redirect } from "react-router";
import { imageUrl } from "~/shared/images/urls";
import { Picture } from "~/shared/ui/picture";
import { NotFoundError } from "~/shared/http/errors";
import { Pagination } from "~/shared/ui/pagination";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/cemetery";
import { pageNumber, searchTerm } from "../../shared/paging";
import { cemeteryHref, countText } from "./cemeteries.paths";
import { cemeteryProfiles, getCemetery } from "./cemeteries.server";
import { LiveSearchForm } from "../../shared/ui/live-search-form";
import { CemeteryProfileCard } from "./components/profile-card";

export const handle: RouteHandle = { enhance: ["live-search"] };

/** DECISIONS.md: cemetery searches update 500 ms after the visitor stops typing. */
const DEBOUNCE_MS = 500;
const EMPTY_CEMETERY = "Este cemitério ainda não possui perfis cadastrados.";

const CEMETERY_UNAVAILABLE = withExplanation("/searchCemeteries", "cemiterio-indisponivel");

/** Unknown ids and cemeteries still being built cannot be entered: back to the search, saying so. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const cemetery = await getCemetery(params.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw redirect(CEMETERY_UNAVAILABLE);
    throw error;
  });
  if (!cemetery.built) throw redirect(CEMETERY_UNAVAILABLE);
  const url = new URL(request.url);
  const search = searchTerm(url.searchParams.get("busca"));
  const list = await cemeteryProfiles(cemetery.id, { search, page: pageNumber(url.searchParams.get("pagina")) });
  if (list.totalPages > 0 && list.page > list.totalPages) {
    throw redirect(cemeteryHref(cemetery.id, search, list.totalPages));
  }
  return { cemetery, search, list };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { cemetery } = loaderData;
  return pageMeta(matches, {
    title: `${cemetery.name}, ${cemetery.city}/${cemetery.state}`,
    description: `Memórias Eternizadas em: ${cemetery.name} (${cemetery.city}/${cemetery.state}). Visite os memoriais, acenda uma vela e deixe uma mensagem.`,
    path: `/cemiterio/${cemetery.id}`,
    image: cemetery.imagePath ? imageUrl(cemetery.imagePath, 1200) : undefined,
  });
};

export default function CemeteryPage({ loaderData }: Route.ComponentProps) {
  const { cemetery, search, list } = loaderData;
  const found = countText(list.total, "perfil encontrado", "perfis encontrados", "Nenhum perfil encontrado");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/searchCemeteries" className="btn btn-secondary">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        Voltar
      </Link>
      <header className="mt-6 flex flex-col gap-6 md:flex-row md:items-center">
        {cemetery.imagePath && (
          <Picture
            imagePath={cemetery.imagePath}
            fallbackWidth={640}
            sizes="(min-width: 768px) 320px, 100vw"
            alt=""
            width={640}
            height={400}
            className="aspect-[16/10] w-full rounded-2xl object-cover md:w-80"
          />
        )}
        <div>
          <h1 className="text-3xl sm:text-4xl">
            <span className="block font-sans text-lg font-semibold text-ink-soft">Memórias Eternizadas em:</span>{" "}
            {cemetery.name}
          </h1>
          <p className="mt-2 text-ink-soft">
            {cemetery.city} <span aria-hidden="true">·</span> {cemetery.state}
          </p>
        </div>
      </header>
      <div className="mt-8 max-w-2xl">
        <LiveSearchForm
          action={`/cemiterio/${cemetery.id}`}
          resultsId="perfis"
          label="Pesquisar memórias neste cemitério"
          placeholder="Pesquisar por nome, usuário"
          value={search}
          debounce={DEBOUNCE_MS}
        />
      </div>
      <div id="perfis" {...hook(HOOK.liveSearchResults)} {...hook(HOOK.liveSearchCount, found)} className="mt-8">
        {list.items.length > 0 && (
          <p className="mb-4 font-semibold text-ink-soft" data-result-count>
            {found}
          </p>
        )}
        {list.items.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-lg">
            {search ? `Nenhum perfil encontrado para a busca: ${search}` : EMPTY_CEMETERY}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 min-[64.0625rem]:grid-cols-3" aria-label={found}>
            {list.items.map((profile, index) => (
              <li key={profile.id}>
                <CemeteryProfileCard profile={profile} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          totalPages={list.totalPages}
          hrefFor={(n) => cemeteryHref(cemetery.id, search, n)}
          label="Páginas de memórias"
        />
      </div>
    </div>
  );
}
