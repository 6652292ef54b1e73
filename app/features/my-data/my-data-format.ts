const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "02/11/2026, 10:20" in Brasília's time: the screen and the e-mails alike. */
export function formatDateTimeBR(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}
