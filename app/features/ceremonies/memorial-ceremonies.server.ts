import { publicBaseUrl } from "~/shared/public-url.server";
import { upcomingCeremonies } from "./ceremonies.server";
import { ceremonyShareText, type CeremonyView, notaText, whatsappShareUrl } from "./ceremony-view";
import { currentNotaUrl, memorialPathOf, notaContent, notaHash, notaRow, type NotaPerson } from "./nota.server";

export interface MemorialCeremonies {
  items: (CeremonyView & { whatsappUrl: string })[];
  /** The 'nota de falecimento' while ceremonies are upcoming: its image (once drawn) and its text. */
  nota: { imageUrl: string | null; text: string; whatsappUrl: string } | null;
}

/**
 * The memorial's upcoming ceremonies at `now` with their share links, and the nota drawn from them
 * (its image only when the stored drawing shows exactly these). Two statements.
 */
export async function memorialCeremonies(person: NotaPerson, now: Date, origin: string): Promise<MemorialCeremonies> {
  const ceremonies = await upcomingCeremonies(person.id, now);
  if (ceremonies.length === 0) return { items: [], nota: null };
  const memorialUrl = `${origin}${memorialPathOf(person)}`;
  // The drawing is named by the site's own address (as the job draws it), whatever host was asked.
  const content = notaContent(person, ceremonies, publicBaseUrl());
  const row = await notaRow(person.id);
  const text = notaText(content, ceremonies, memorialUrl);
  return {
    items: ceremonies.map((c) => ({
      ...c,
      whatsappUrl: whatsappShareUrl(ceremonyShareText(person.name, c, memorialUrl)),
    })),
    nota: {
      imageUrl: currentNotaUrl(row, notaHash(content, person.imagePath)),
      text,
      whatsappUrl: whatsappShareUrl(text),
    },
  };
}
