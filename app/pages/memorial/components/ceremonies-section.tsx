import { CalendarPlus, MapPin, MessageCircle, Radio, Download } from "~/shared/ui/icons";
import type { CeremonyView } from "~/features/ceremonies";

export interface MemorialCeremoniesData {
  items: (CeremonyView & { whatsappUrl: string })[];
  nota: { imageUrl: string | null; text: string; whatsappUrl: string } | null;
}

/**
 * The memorial's upcoming ceremonies, at the top of the page (decision 054): when and where, the
 * map, the live stream, 'Adicionar à agenda' (.ics) and a WhatsApp share, all plain links (no
 * script). The 'nota de falecimento' beside them: its image once drawn, and its text to share.
 */
export function CeremoniesSection({ ceremonies, name }: { ceremonies: MemorialCeremoniesData; name: string }) {
  if (ceremonies.items.length === 0) return null;
  return (
    <section
      id="cerimonias"
      aria-labelledby="cerimonias-titulo"
      className="mt-6 scroll-mt-20 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
    >
      <h2 id="cerimonias-titulo" className="text-2xl">
        Cerimônias
      </h2>
      <ul className="mt-4 space-y-4">
        {ceremonies.items.map((ceremony) => (
          <li key={ceremony.id} className="rounded-xl border border-sky-100 p-4">
            <h3 className="text-xl">{ceremony.label}</h3>
            <p className="mt-1 font-semibold">
              <time dateTime={ceremony.startsAt}>{ceremony.when}</time>
            </p>
            <p className="mt-1 break-words text-ink-soft">{ceremony.placeText}</p>
            <p className="mt-3 flex flex-wrap gap-2">
              <a href={ceremony.mapUrl} className="btn btn-secondary" target="_blank" rel="noopener noreferrer">
                <MapPin className="h-5 w-5" aria-hidden="true" /> Ver no mapa
              </a>
              {ceremony.streamUrl && (
                <a href={ceremony.streamUrl} className="btn btn-secondary" target="_blank" rel="noopener noreferrer">
                  <Radio className="h-5 w-5" aria-hidden="true" /> Assistir à transmissão
                </a>
              )}
              <a href={ceremony.icsPath} className="btn btn-secondary" download>
                <CalendarPlus className="h-5 w-5" aria-hidden="true" /> Adicionar à agenda
              </a>
              <a
                href={ceremony.whatsappUrl}
                className="btn btn-secondary"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Compartilhar ${ceremony.label} pelo WhatsApp`}
              >
                <MessageCircle className="h-5 w-5" aria-hidden="true" /> Compartilhar
              </a>
            </p>
          </li>
        ))}
      </ul>
      {ceremonies.nota && (
        <div className="mt-4">
          <h3 className="text-lg">Nota de falecimento</h3>
          <p className="mt-2 flex flex-wrap gap-2">
            {ceremonies.nota.imageUrl && (
              <a href={ceremonies.nota.imageUrl} className="btn btn-secondary" download={`nota-de-falecimento.png`}>
                <Download className="h-5 w-5" aria-hidden="true" /> Baixar a nota de falecimento
              </a>
            )}
            <a
              href={ceremonies.nota.whatsappUrl}
              className="btn btn-primary"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Enviar a nota de falecimento de ${name} pelo WhatsApp`}
            >
              <MessageCircle className="h-5 w-5" aria-hidden="true" /> Enviar a nota pelo WhatsApp
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
