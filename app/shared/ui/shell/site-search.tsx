import { Search } from "~/shared/ui/icons/drawn/search";
import { MAX_SEARCH_LENGTH } from "~/shared/paging";

/** The two public searches and their query parameter (`?busca=`, as their own search boxes use). */
export const SITE_SEARCHES = {
  profiles: { path: "/searchProfiles", label: "Memoriais" },
  cemeteries: { path: "/searchCemeteries", label: "Cemitérios" },
} as const;

/**
 * One search box for the slide-in menu with a button per search: a plain GET form, so it works
 * without JavaScript; Enter searches memorials (the first button), 'Cemitérios' the cemeteries.
 */
export function SiteSearchForm() {
  const inputId = "menu-busca";
  return (
    <form
      method="get"
      action={SITE_SEARCHES.profiles.path}
      role="search"
      aria-label="Pesquisar no site"
      className="mb-2 rounded-xl bg-sky-50 p-3"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Pesquisar memoriais ou cemitérios
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-soft"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          name="busca"
          placeholder="Nome, cidade..."
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="field pl-10"
        />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <button type="submit" className="btn btn-primary min-h-11 px-2">
          {SITE_SEARCHES.profiles.label}
        </button>
        <button type="submit" formAction={SITE_SEARCHES.cemeteries.path} className="btn btn-secondary min-h-11 px-2">
          {SITE_SEARCHES.cemeteries.label}
        </button>
      </div>
    </form>
  );
}
