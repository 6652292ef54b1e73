import { hook, HOOK, ID } from "~/shared/ui/markup/markup-hooks";
import { Camera, Flame, Flower2, MessageSquare } from "~/shared/ui/icons";
import { ModerationButton, TRIBUTE_FILTERS, type TributeFilter } from "~/features/tributes";
import type { SettledTribute } from "~/features/tributes/index.server";
import { formatDate, formatRelativeTime } from "~/shared/format/format";
import { Picture } from "~/shared/ui/picture";
import type { MemorialPageData } from "../memorial-page.server";
import { ListPager } from "./list-pager";
import { ReportForm } from "./tribute-moderation";
import { ReadMore } from "~/features/memorial";

const KINDS = {
  Candle: { verb: "acendeu uma vela", Icon: Flame },
  Flower: { verb: "deixou uma flor", Icon: Flower2 },
  Message: { verb: "deixou uma mensagem", Icon: MessageSquare },
  Photo: { verb: "compartilhou uma lembrança", Icon: Camera },
} as const;

function TributeItem({ tribute, now, manage }: { tribute: SettledTribute; now: Date; manage: boolean }) {
  const { verb, Icon } = KINDS[tribute.type];
  return (
    <li className="flex gap-3 rounded-xl border border-sky-100 bg-white p-4">
      <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-sky-50 text-sky-800">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words">
          <strong className="font-semibold">{tribute.name}</strong> {verb}
        </p>
        <p className="text-sm text-ink-soft">
          <time dateTime={tribute.createdAt} title={formatDate(tribute.createdAt)}>
            {formatRelativeTime(tribute.createdAt, now)}
          </time>
          {tribute.type === "Candle" &&
            (tribute.burning ? (
              <span className="ml-2 font-semibold text-gold">Acesa até {formatDate(tribute.burnsUntil)}</span>
            ) : (
              <span className="ml-2">· Vela apagada</span>
            ))}
        </p>
        {tribute.body && <ReadMore text={tribute.body} className="mt-2" />}
        {tribute.imagePath && (
          <Picture
            imagePath={tribute.imagePath}
            fallbackWidth={320}
            sizes="(min-width: 640px) 320px, 80vw"
            alt={`Lembrança compartilhada por ${tribute.name}`}
            width={320}
            height={200}
            loading="lazy"
            decoding="async"
            className="mt-3 h-auto w-full max-w-xs rounded-lg object-cover"
          />
        )}
        {manage ? (
          <ModerationButton tributeId={tribute.id} decision="hide" label={`Ocultar a homenagem de ${tribute.name}`}>
            Ocultar
          </ModerationButton>
        ) : (
          <ReportForm tributeId={tribute.id} name={tribute.name} />
        )}
      </div>
    </li>
  );
}

/**
 * The settled tributes with the filter tabs of the spec. Filters and pages are links (they work
 * without JavaScript and can be shared); with it, only this section is swapped in place.
 */
export function TributeList({
  tributes,
  hrefFor,
  now,
  manage = false,
}: {
  tributes: MemorialPageData["tributes"] & { filter: TributeFilter };
  hrefFor: (changes: { filtro?: TributeFilter; pagina?: number }) => string;
  now: Date;
  /** The family sees 'Ocultar' where visitors see 'Denunciar'. */
  manage?: boolean;
}) {
  const { counts, filter } = tributes;
  const countOf = (key: TributeFilter) => {
    const type = TRIBUTE_FILTERS[key].type;
    return type ? counts[type] : counts.total;
  };
  return (
    <section id={ID.tributes} aria-labelledby="homenagens-titulo" className="mt-12 scroll-mt-20">
      <h2 id="homenagens-titulo" className="text-2xl">
        Homenagens
      </h2>
      <nav aria-label="Filtrar homenagens" {...hook(HOOK.filters)} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(TRIBUTE_FILTERS) as TributeFilter[]).map((key) => (
            <li key={key}>
              <a
                href={hrefFor({ filtro: key, pagina: 1 })}
                {...hook(HOOK.inPlace, ID.tributes)}
                aria-current={key === filter ? "page" : undefined}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-sky-200 bg-white px-4 font-semibold text-sky-800 no-underline hover:bg-sky-50 aria-[current=page]:border-sky-700 aria-[current=page]:bg-sky-700 aria-[current=page]:text-white"
              >
                {TRIBUTE_FILTERS[key].label} ({countOf(key)})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tributes.items.length ? (
        <ul className="mt-4 space-y-3">
          {tributes.items.map((tribute) => (
            <TributeItem key={tribute.id} tribute={tribute} now={now} manage={manage} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-soft">
          {filter === "todas" ? "Nenhuma homenagem ainda." : "Nenhuma homenagem deste tipo ainda."}
        </p>
      )}
      <ListPager
        page={tributes.page}
        totalPages={tributes.totalPages}
        hrefFor={(pagina) => hrefFor({ pagina })}
        label="Páginas das homenagens"
        section={ID.tributes}
      />
    </section>
  );
}
