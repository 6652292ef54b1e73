import type { CeremonyView } from "./ceremony-view";

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, new lines as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a
 * UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** An instant as a UTC DATE-TIME ('20261205T170000Z'). */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export interface IcsEvent {
  ceremony: CeremonyView;
  /** The person's name, in the event's title. */
  name: string;
  memorialUrl: string;
  /** The site's host, the UID's right-hand side (stable per ceremony). */
  host: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

/**
 * The ceremony as an iCalendar file with one VEVENT, its times in UTC ('Z'): every calendar shows
 * them in the reader's zone, so 14:00 in São Paulo is 14:00 there (decision 054).
 */
export function ceremonyIcs({ ceremony, name, memorialUrl, host, now }: IcsEvent): string {
  const description = [
    ceremony.when,
    `Local: ${ceremony.placeText}`,
    ceremony.mapUrl,
    ceremony.streamUrl ? `Transmissão ao vivo: ${ceremony.streamUrl}` : "",
    `Memorial: ${memorialUrl}`,
  ].filter(Boolean);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//Cerimonias//PT-BR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:ceremony-${ceremony.id}@${host}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(new Date(ceremony.startsAt))}`,
    ...(ceremony.endsAt ? [`DTEND:${icsUtc(new Date(ceremony.endsAt))}`] : []),
    `SUMMARY:${escapeIcsText(`${ceremony.label} de ${name}`)}`,
    `LOCATION:${escapeIcsText(ceremony.placeText)}`,
    `DESCRIPTION:${escapeIcsText(description.join("\n"))}`,
    `URL:${memorialUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
