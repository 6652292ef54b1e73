import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { LocateFixed, MapPin } from "~/shared/ui/icons";
import type { VisitorLocation } from "~/shared/visitor";

export function chooseLocationHref(redirectTo: string): string {
  return `/localizacao?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/**
 * A quiet offer to rank lists by the visitor's place, shown while no place is known. Without
 * JavaScript only 'Escolher cidade' shows; app/enhance/location.ts reveals 'Usar minha
 * localização' (asks the browser only on that click) and 'Agora não' (hides it for the session).
 */
export function LocationPrompt({ redirectTo }: { redirectTo: string }) {
  return (
    <section
      {...hook(HOOK.locationPrompt)}
      aria-labelledby="location-prompt-title"
      className="rounded-2xl border border-sky-200 bg-white/90 p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="location-prompt-title" className="flex items-start gap-2 font-semibold">
          <MapPin className="mt-0.5 h-5 w-5 flex-none text-sky-700" aria-hidden="true" />
          Mostrar memoriais e cemitérios perto de você?
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" hidden {...hook(HOOK.locationUse)} className="btn btn-primary">
            <LocateFixed className="h-5 w-5" aria-hidden="true" />
            Usar minha localização
          </button>
          <a href={chooseLocationHref(redirectTo)} className="btn btn-secondary">
            Escolher cidade
          </a>
          <button
            type="button"
            hidden
            {...hook(HOOK.locationDismiss)}
            className="btn text-sky-800 underline underline-offset-4 hover:bg-sky-50"
          >
            Agora não
          </button>
        </div>
      </div>
      <p {...hook(HOOK.locationStatus)} role="status" className="text-sm text-ink-soft empty:hidden sm:mt-2" />
    </section>
  );
}

/** Where the lists are ranked from, with the way to change it. */
export function LocationNote({ location, redirectTo }: { location: VisitorLocation; redirectTo: string }) {
  const place = location.city ? `${location.city}/${location.state}` : location.state;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
      <MapPin className="h-4 w-4 flex-none" aria-hidden="true" />
      <span>Mostrando primeiro os memoriais perto de {place}.</span>
      <a href={chooseLocationHref(redirectTo)} className="text-sky-800 underline underline-offset-4">
        Alterar<span className="sr-only"> localização</span>
      </a>
    </p>
  );
}
