// In its own module so the footer (rendered on hydrated screens too) ships without the formatters below.
export { formatTaxId } from "./tax-id";
// Likewise: a screen that shows a price alone (a form's total) loads the money's formatter only.
export { CURRENCY_ERROR, formatBRL } from "./money";
export const TIME_ZONE = "America/Sao_Paulo";

const dateFormatter = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/**
 * dd/MM/yyyy. A 'YYYY-MM-DD' calendar date (birth, death) is shown as written; an instant is
 * shown in America/Sao_Paulo.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === "") return "";
  if (typeof value === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return "";
  return dateFormatter.format(value);
}

const UNITS: [limitSeconds: number, seconds: number, one: string, many: string][] = [
  [60 * 60, 60, "minuto", "minutos"],
  [60 * 60 * 24, 60 * 60, "hora", "horas"],
  [60 * 60 * 24 * 30, 60 * 60 * 24, "dia", "dias"],
  // Twelve 30-day months are 360 days: from then on it is a year, never "Há 12 meses".
  [60 * 60 * 24 * 360, 60 * 60 * 24 * 30, "mês", "meses"],
  [Number.POSITIVE_INFINITY, 60 * 60 * 24 * 365, "ano", "anos"],
];

/** "Há 3 dias", "Há 1 mês", "Há poucos segundos": how long ago, in pt-BR. */
export function formatRelativeTime(value: Date | string, now: Date = new Date()): string {
  const then = typeof value === "string" ? new Date(value) : value;
  const elapsed = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (elapsed < 60) return "Há poucos segundos";
  for (const [limit, size, one, many] of UNITS) {
    if (elapsed < limit) {
      const count = Math.max(1, Math.floor(elapsed / size));
      return `Há ${count} ${count === 1 ? one : many}`;
    }
  }
  return "Há poucos segundos";
}

/** Day and month of an instant in America/Sao_Paulo, for birthdays. */
const calendarDay = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "numeric",
  year: "numeric",
});

export function dayAndMonth(value: Date): { day: number; month: number; year: number } {
  // One formatter for every call: building one costs more than a whole list of dates.
  const parts = calendarDay.formatToParts(value);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { day: get("day"), month: get("month"), year: get("year") };
}

/** Strips accents and case, for comparisons that ignore both. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}
