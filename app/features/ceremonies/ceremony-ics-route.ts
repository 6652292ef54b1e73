import { NotFoundError } from "~/shared/http/errors";
import { publicBaseUrl } from "~/shared/public-url.server";
import { ceremonyIcs } from "./ceremony-ics";
import { ceremonyForCalendar } from "./ceremonies.server";
import type { Route } from "./+types/ceremony-ics-route";

/** /cerimonias/{id}.ics: 'Adicionar à agenda', the ceremony as an iCalendar file (RFC 5545). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([0-9a-f-]{36})\.ics$/i.exec(params.file ?? "");
  const notFound = () =>
    new Response("Cerimônia não encontrada.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!match) return notFound();
  try {
    const { ceremony, name, memorialPath } = await ceremonyForCalendar(match[1]);
    const base = publicBaseUrl();
    const ics = ceremonyIcs({
      ceremony,
      name,
      memorialUrl: `${base}${memorialPath}`,
      host: new URL(base).host,
      now: new Date(),
    });
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="cerimonia-${ceremony.id.slice(0, 8)}.ics"`,
        "Cache-Control": "no-cache",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return notFound();
    throw error;
  }
}
