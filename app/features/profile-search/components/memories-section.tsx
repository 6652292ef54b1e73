import { Link } from "react-router";
import type { MemoriesSectionData } from "../memories-section.server";
import { ProfileCard } from "./profile-card";

export const MEMORIES_TITLE = "Memórias que talvez você conheça";

/**
 * The home's memorial cards (data: `loadMemoriesSection(request, url.searchParams.get("memorias"))`).
 * The page buttons are links to `?memorias=N#memorias`, so they work without JavaScript and the
 * page comes back to this section.
 */
export function MemoriesSection({ data }: { data: MemoriesSectionData }) {
  if (data.items.length === 0) return null;
  const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold no-underline";
  return (
    <section id="memorias" aria-labelledby="memorias-titulo" className="scroll-mt-20 px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="memorias-titulo" className="text-2xl sm:text-3xl">
            {MEMORIES_TITLE}
          </h2>
          <Link to="/searchProfiles" className="btn btn-secondary">
            Ver tudo<span className="sr-only"> (todos os memoriais)</span>
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.items.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} heading="h3" />
            </li>
          ))}
        </ul>
        {data.totalPages > 1 && (
          <nav aria-label="Páginas de memórias" className="mt-6">
            <ul className="flex justify-center gap-2">
              {Array.from({ length: data.totalPages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <Link
                    to={`?memorias=${n}#memorias`}
                    preventScrollReset
                    aria-current={n === data.page ? "page" : undefined}
                    aria-label={`Página ${n} de memórias`}
                    className={`${base} ${n === data.page ? "bg-sky-700 text-white" : "border border-sky-200 bg-white text-sky-800 hover:bg-sky-50"}`}
                  >
                    {n}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
