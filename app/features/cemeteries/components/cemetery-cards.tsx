import { Landmark } from "~/shared/ui/icons";
import { Link } from "react-router";
import { Picture } from "~/shared/ui/picture";
import type { Cemetery } from "../cemeteries.server";

export const UNDER_CONSTRUCTION = "EM CONSTRUÇÃO";
export const COMING_SOON = "ESTE CEMITÉRIO ESTARÁ DISPONÍVEL EM BREVE";

/** The cemetery's picture (decorative: the name follows it), greyed out while it is being built. */
function CemeteryPicture({ cemetery, sizes, eager = false }: { cemetery: Cemetery; sizes: string; eager?: boolean }) {
  const dim = cemetery.built ? "" : "opacity-60 grayscale";
  return (
    <div className="relative aspect-[16/10] w-full overflow-hidden bg-sky-100">
      {cemetery.imagePath ? (
        <Picture
          imagePath={cemetery.imagePath}
          fallbackWidth={640}
          sizes={sizes}
          alt=""
          width={640}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className={`h-full w-full object-cover ${dim}`}
        />
      ) : (
        <span className="flex h-full w-full items-center justify-center text-sky-700" aria-hidden="true">
          <Landmark className="h-10 w-10" />
        </span>
      )}
      {!cemetery.built && (
        <span className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-ink shadow-sm">
          {UNDER_CONSTRUCTION}
        </span>
      )}
    </div>
  );
}

function Place({ cemetery }: { cemetery: Cemetery }) {
  return (
    <p className="mt-1 text-ink-soft">
      {cemetery.city} <span aria-hidden="true">·</span> {cemetery.state}
    </p>
  );
}

/**
 * A card of the cemetery search: built cemeteries have an 'Entrar' button; the others are dimmed,
 * are not links, and say they are coming soon.
 */
export function CemeteryCard({ cemetery, eager = false }: { cemetery: Cemetery; eager?: boolean }) {
  const sizes = "(min-width: 1025px) 360px, (min-width: 640px) 50vw, 100vw";
  if (!cemetery.built) {
    return (
      <article
        data-cemetery-card="unbuilt"
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-dashed border-sky-200 bg-sky-50"
      >
        <CemeteryPicture cemetery={cemetery} sizes={sizes} eager={eager} />
        <div className="flex flex-1 flex-col p-5">
          <h2 className="text-xl text-ink-soft">{cemetery.name}</h2>
          <Place cemetery={cemetery} />
          <p className="mt-auto pt-4 text-sm font-semibold text-ink-soft">{COMING_SOON}</p>
        </div>
      </article>
    );
  }
  return (
    <article
      data-cemetery-card="built"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-sky-200 bg-white shadow-sm"
    >
      <CemeteryPicture cemetery={cemetery} sizes={sizes} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl">{cemetery.name}</h2>
        <Place cemetery={cemetery} />
        <div className="mt-4 flex flex-1 items-end">
          <Link to={`/cemiterio/${cemetery.id}`} className="btn btn-primary w-full">
            Entrar<span className="sr-only"> no {cemetery.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A compact card of the home carousels: the whole card opens a built cemetery. */
export function CemeteryTile({ cemetery }: { cemetery: Cemetery }) {
  const sizes = "(min-width: 1025px) 360px, (min-width: 640px) 25vw, 50vw";
  return (
    <article
      data-cemetery-card={cemetery.built ? "built" : "unbuilt"}
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border ${
        cemetery.built
          ? "border-sky-200 bg-white shadow-sm hover:border-sky-600"
          : "border-dashed border-sky-200 bg-sky-50"
      }`}
    >
      <CemeteryPicture cemetery={cemetery} sizes={sizes} />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h3 className={`text-base sm:text-lg ${cemetery.built ? "" : "text-ink-soft"}`}>
          {cemetery.built ? (
            <Link
              to={`/cemiterio/${cemetery.id}`}
              className="text-ink no-underline after:absolute after:inset-0 hover:underline"
            >
              {cemetery.name}
            </Link>
          ) : (
            cemetery.name
          )}
        </h3>
        <div className="text-sm">
          <Place cemetery={cemetery} />
        </div>
      </div>
    </article>
  );
}
