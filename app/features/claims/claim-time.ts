const MOMENT = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as Brazilians read it, in São Paulo's time: "28/11/2026 às 09:30". */
export function formatMoment(at: Date): string {
  const parts = Object.fromEntries(MOMENT.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}
