import type { RouteHandle } from "~/shared/ui/root-data";
import { redirect } from "react-router";
import { LiveSearchForm } from "~/shared/ui/live-search-form";
import { requireUser } from "~/shared/auth/guards.server";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/choose-profiles";
import { ProfileResults, PROFILE_SEARCH_PLACEHOLDER, searchHref } from "~/features/profile-search";
import { HONORS, isHonor } from "./honors";
import { loadProfileSearch } from "~/features/profile-search/index.server";

export const handle: RouteHandle = { enhance: ["live-search"] };

/** The spec's route table: /{honor}/choose-profiles with honor = photo, candle or message; auth. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isHonor(params.honor)) throw redirect("/");
  const user = await requireUser(context.ctx, request);
  const path = `/${params.honor}/choose-profiles`;
  return { honor: params.honor, path, partner: user.type === "partner", ...(await loadProfileSearch(request, path)) };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: data ? HONORS[data.honor].title : "Homenagens",
    description: data ? HONORS[data.honor].intro : "Escolha o perfil para a sua homenagem.",
    path: data?.path ?? "/homenagens",
    noindex: true,
  });

export default function ChooseProfiles({ loaderData }: Route.ComponentProps) {
  const { honor, path, partner, term, list, suggestions } = loaderData;
  const { title, intro } = HONORS[honor];
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl">{title}</h1>
        <p className="mt-3 text-ink-soft">{intro}</p>
        <div className="mt-6 max-w-2xl">
          <LiveSearchForm
            action={path}
            resultsId="resultados"
            label="Pesquisar perfis"
            placeholder={PROFILE_SEARCH_PLACEHOLDER}
            value={term}
            debounce={300}
          />
        </div>
        <ProfileResults
          id="resultados"
          list={list}
          suggestions={suggestions}
          hrefFor={(n) => searchHref(path, term, n)}
        />
      </div>
    </div>
  );
}
