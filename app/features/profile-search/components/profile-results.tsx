import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Pagination } from "~/shared/ui/pagination";
import type { ProfilePage } from "../search.server";
import { ProfileCard } from "./profile-card";
import { Suggestions, type Suggestion } from "~/shared/ui/suggestions";

export const NO_PROFILE_FOUND = "Nenhum perfil encontrado.";

/**
 * "Nenhum perfil encontrado.", "1 perfil encontrado", "14 perfis encontrados"; when the search
 * stopped counting (`exact` false: at least `total` results), "Mais de 30 perfis encontrados".
 */
export function profileCountText(total: number, exact = true): string {
  if (!exact) return `Mais de ${total - 1} perfis encontrados`;
  if (total === 0) return NO_PROFILE_FOUND;
  return total === 1 ? "1 perfil encontrado" : `${total} perfis encontrados`;
}

/** Search results with the live-search markers (app/enhance/live-search.ts) and page links. */
export function ProfileResults({
  id,
  list,
  hrefFor,
  suggestions = [],
}: {
  id: string;
  list: ProfilePage;
  hrefFor: (page: number) => string;
  /** The closest names, shown when nothing was found. */
  suggestions?: Suggestion[];
}) {
  const found = profileCountText(list.total, list.totalIsExact);
  return (
    <div id={id} {...hook(HOOK.liveSearchResults)} {...hook(HOOK.liveSearchCount, found)} className="mt-8">
      {list.items.length > 0 && (
        <p className="mb-4 font-semibold text-ink-soft" data-result-count>
          {found}
        </p>
      )}
      {list.items.length === 0 ? (
        <div className="rounded-2xl bg-white p-6 text-center text-lg">
          <p>{NO_PROFILE_FOUND}</p>
          <Suggestions suggestions={suggestions} />
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={found}>
          {list.items.map((profile, index) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        more={!list.totalIsExact}
        hrefFor={hrefFor}
        label="Páginas de perfis"
      />
    </div>
  );
}
