import { CEREMONY_KINDS, type CeremonyKind } from "./ceremonies.constants";
import { formatCeremonyWhen } from "./ceremony-time";

/** A ceremony as pages show it (serialisable: the panel's loader sends it to the browser). */
export interface CeremonyView {
  id: string;
  kind: CeremonyKind;
  /** 'Velório', or the name of an 'outra'. */
  label: string;
  startsAt: string;
  endsAt: string | null;
  /** When it stops being upcoming (its end, or its start plus the default length). */
  visibleUntil: string;
  /** 'sábado, 05/12/2026 às 14h00' in America/Sao_Paulo. */
  when: string;
  cemeteryId: number | null;
  placeName: string;
  placeAddress: string | null;
  /** The place in one line: 'Cemitério da Paz — Rua X, 10'. */
  placeText: string;
  /** Opens the phone's maps app (decision 054). */
  mapUrl: string;
  streamUrl: string | null;
  /** The calendar file's address. */
  icsPath: string;
}

/** The place as the catalogue or the family named it, for the map search and the texts. */
export interface CeremonyPlace {
  name: string;
  address: string | null;
}

/**
 * A Google Maps search URL: on Android and iOS it opens the Maps app when installed (else the web
 * map), on a computer the web map; no key needed (decision 054).
 */
export function mapSearchUrl(place: CeremonyPlace): string {
  const query = [place.name, place.address].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function ceremonyLabel(kind: CeremonyKind, customName: string | null): string {
  return kind === "outra" && customName ? customName : CEREMONY_KINDS[kind];
}

export const ceremonyIcsPath = (id: string) => `/cerimonias/${id}.ics`;

export function toCeremonyView(row: {
  id: string;
  kind: CeremonyKind;
  customName: string | null;
  startsAt: Date;
  endsAt: Date | null;
  visibleUntil: Date;
  cemeteryId: number | null;
  streamUrl: string | null;
  place: CeremonyPlace;
}): CeremonyView {
  return {
    id: row.id,
    kind: row.kind,
    label: ceremonyLabel(row.kind, row.customName),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    visibleUntil: row.visibleUntil.toISOString(),
    when: formatCeremonyWhen(row.startsAt, row.endsAt),
    cemeteryId: row.cemeteryId,
    placeName: row.place.name,
    placeAddress: row.place.address,
    placeText: [row.place.name, row.place.address].filter(Boolean).join(" — "),
    mapUrl: mapSearchUrl(row.place),
    streamUrl: row.streamUrl,
    icsPath: ceremonyIcsPath(row.id),
  };
}

/** The WhatsApp text of one ceremony (plain text). */
export function ceremonyShareText(name: string, ceremony: CeremonyView, memorialUrl: string): string {
  const lines = [`${ceremony.label} de ${name}`, ceremony.when, `Local: ${ceremony.placeText}`, ceremony.mapUrl];
  if (ceremony.streamUrl) lines.push(`Transmissão ao vivo: ${ceremony.streamUrl}`);
  lines.push(`Memorial: ${memorialUrl}`);
  return lines.join("\n");
}

/** The 'nota de falecimento' as WhatsApp text: the name, the dates and every upcoming ceremony. */
export function notaText(
  person: { name: string; birth: string; death: string },
  ceremonies: readonly CeremonyView[],
  memorialUrl: string,
): string {
  const lines = ["Nota de falecimento", "", person.name];
  const dates = [person.birth && `Nascimento: ${person.birth}`, person.death && `Falecimento: ${person.death}`];
  lines.push(...dates.filter(Boolean));
  for (const ceremony of ceremonies) {
    lines.push("", `${ceremony.label}: ${ceremony.when}`, `Local: ${ceremony.placeText}`, ceremony.mapUrl);
    if (ceremony.streamUrl) lines.push(`Transmissão ao vivo: ${ceremony.streamUrl}`);
  }
  lines.push("", `Memorial: ${memorialUrl}`);
  return lines.join("\n");
}

export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
