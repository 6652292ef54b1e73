import { LiveSearchForm } from "~/shared/ui/live-search-form";
import { LocationNote, LocationPrompt } from "~/features/location";
import type { RouteHandle } from "~/shared/ui/root-data";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/search-profiles";
import { ProfileResults } from "./components/profile-results";
import { loadProfileSearch } from "./search-page.server";
import { PROFILE_SEARCH_PLACEHOLDER, searchHref } from "./search-paths";

export const handle: RouteHandle = { clouds: true, enhance: ["live-search", "location"] };

/** DECISIONS.md: profile search updates 300 ms after the visitor stops typing. */
const DEBOUNCE_MS = 300;

export async function loader({ request }: Route.LoaderArgs) {
  return loadProfileSearch(request, "/searchProfiles");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Memoriais",
    description:
      "Encontre o memorial de quem você ama: pesquise pelo nome, pelo usuário ou pela cidade e deixe sua homenagem.",
    path: "/searchProfiles",
  });

export default function SearchProfiles({ loaderData }: Route.ComponentProps) {
  const { term, list, suggestions, location, here } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl">Memoriais</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Encontre o memorial de quem você ama pelo nome, pelo usuário ou pela cidade.
      </p>
      <div className="mt-6 max-w-2xl space-y-4">
        {location ? <LocationNote location={location} redirectTo={here} /> : <LocationPrompt redirectTo={here} />}
        <LiveSearchForm
          action="/searchProfiles"
          resultsId="resultados"
          label="Pesquisar perfis"
          placeholder={PROFILE_SEARCH_PLACEHOLDER}
          value={term}
          debounce={DEBOUNCE_MS}
        />
      </div>
      <ProfileResults
        id="resultados"
        list={list}
        suggestions={suggestions}
        hrefFor={(n) => searchHref("/searchProfiles", term, n)}
      />
    </div>
  );
}
