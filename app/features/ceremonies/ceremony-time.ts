import { TIME_ZONE } from "~/shared/format/format";

// Made on first use: a module-level formatter is a side effect bundlers keep in every screen
// that imports the feature's entry, used or not (decision 053's budgets).
let partsFormat: Intl.DateTimeFormat | undefined;
const parts = () =>
  (partsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }));

/** The wall-clock fields of an instant in America/Sao_Paulo. */
export function localParts(instant: Date) {
  // Formatted once: formatToParts is the costly part (a memorial page asks for several instants).
  const fields = parts().formatToParts(instant);
  const get = (type: string) => Number(fields.find((part) => part.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

/** The zone's offset from UTC at an instant, in minutes (-180 for UTC−3). */
function offsetMinutes(instant: Date): number {
  const p = localParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a date ('YYYY-MM-DD') and time ('HH:MM') on the wall clocks of America/Sao_Paulo,
 * or undefined when they are not a real date and time. (Brazil has no summer time since 2019; the
 * offset still comes from the zone database, so a past DST date is right too.)
 */
export function saoPauloInstant(date: string, time: string): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return undefined;
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  // Two passes find the offset in force at the local time itself.
  let instant = new Date(naive - offsetMinutes(new Date(naive)) * 60_000);
  instant = new Date(naive - offsetMinutes(instant) * 60_000);
  return instant;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in America/Sao_Paulo (for the edit form's fields). */
export function saoPauloFields(instant: Date): { date: string; time: string } {
  const p = localParts(instant);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

let weekdayFormat: Intl.DateTimeFormat | undefined;
const weekday = () => (weekdayFormat ??= new Intl.DateTimeFormat("pt-BR", { timeZone: TIME_ZONE, weekday: "long" }));

/** 'sábado, 05/12/2026 às 14h00' (America/Sao_Paulo). */
export function formatCeremonyWhen(startsAt: Date, endsAt: Date | null = null): string {
  const p = localParts(startsAt);
  const day = `${weekday().format(startsAt)}, ${pad(p.day)}/${pad(p.month)}/${p.year}`;
  const start = `${pad(p.hour)}h${pad(p.minute)}`;
  if (!endsAt) return `${day} às ${start}`;
  const e = localParts(endsAt);
  const sameDay = e.year === p.year && e.month === p.month && e.day === p.day;
  const end = `${pad(e.hour)}h${pad(e.minute)}`;
  return sameDay ? `${day}, das ${start} às ${end}` : `${day} às ${start} até ${pad(e.day)}/${pad(e.month)} às ${end}`;
}
