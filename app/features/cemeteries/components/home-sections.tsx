import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { ChevronLeft, ChevronRight } from "~/shared/ui/icons";
import { Link } from "react-router";
import type { Cemetery } from "../cemeteries.server";
import { CemeteryTile } from "./cemetery-cards";

/*
 * Home page sections about cemeteries. Data: `loadCemeterySections(request)` in
 * ../home-sections.server.ts. The cards sit in a scroll-snapping row: a page is 4 cards at widths up to
 * 1024 px (2 × 2 on phones, 4 in a row on tablets) and 3 above; app/enhance/carousel.ts adds the
 * previous/next buttons.
 */

const TRACK =
  "mt-6 grid snap-x snap-mandatory grid-flow-col auto-cols-[calc((100%_-_1rem)/2)] gap-4 overflow-x-auto overscroll-x-contain p-1 pb-3 " +
  "sm:grid-rows-1 sm:auto-cols-[calc((100%_-_3rem)/4)] min-[64.0625rem]:auto-cols-[calc((100%_-_2rem)/3)]";

/** Two rows of cards on a phone only when there are cards for both: never an empty row. */
const phoneRows = (count: number) => (count > 2 ? "grid-rows-2" : "grid-rows-1");

const ARROW =
  "flex h-11 w-11 items-center justify-center rounded-full border border-sky-200 bg-white text-sky-800 hover:bg-sky-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

function CemeteryCarouselSection({
  id,
  title,
  cemeteries,
  seeAll = false,
}: {
  id: string;
  title: string;
  cemeteries: Cemetery[];
  seeAll?: boolean;
}) {
  const trackId = `${id}-lista`;
  return (
    <section aria-labelledby={`${id}-titulo`} data-carousel className="px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-titulo`} className="text-2xl sm:text-3xl">
            {title}
          </h2>
          <div className="flex items-center gap-2">
            <div {...hook(HOOK.carouselControls)} hidden className="flex gap-2">
              <button type="button" {...hook(HOOK.carouselPrev)} aria-controls={trackId} className={ARROW}>
                <ChevronLeft className="h-5 w-5" aria-hidden="true" />
                <span className="sr-only">Cemitérios anteriores</span>
              </button>
              <button type="button" {...hook(HOOK.carouselNext)} aria-controls={trackId} className={ARROW}>
                <ChevronRight className="h-5 w-5" aria-hidden="true" />
                <span className="sr-only">Próximos cemitérios</span>
              </button>
            </div>
            {seeAll && (
              <Link to="/searchCemeteries" className="btn btn-secondary">
                VER TUDO<span className="sr-only"> (todos os cemitérios)</span>
              </Link>
            )}
          </div>
        </div>
        <ul id={trackId} {...hook(HOOK.carouselTrack)} className={`${TRACK} ${phoneRows(cemeteries.length)}`}>
          {cemeteries.map((cemetery) => (
            <li key={cemetery.id} className="snap-start">
              <CemeteryTile cemetery={cemetery} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The home carousel of cemeteries, built ones first, with 'VER TUDO'. */
export function CemeteryCarousel({ cemeteries }: { cemeteries: Cemetery[] }) {
  if (cemeteries.length === 0) return null;
  return <CemeteryCarouselSection id="cemiterios" title="Cemitérios" cemeteries={cemeteries} seeAll />;
}

/**
 * 'Cemitérios perto de você': nothing at all when the location is unknown or nothing is near. When
 * every cemetery is near (so the carousel is not shown), this row carries 'VER TUDO'.
 */
export function CemeteriesNearYou({ cemeteries, seeAll = false }: { cemeteries: Cemetery[]; seeAll?: boolean }) {
  if (cemeteries.length === 0) return null;
  return (
    <CemeteryCarouselSection
      id="cemiterios-perto"
      title="Cemitérios perto de você"
      cemeteries={cemeteries}
      seeAll={seeAll}
    />
  );
}
