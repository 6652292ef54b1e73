import { dayAndMonth } from "~/shared/format/format";

/**
 * The dates that matter (decision 055), as a pure calendar: which occasions of one memorial fall on
 * one day of America/Sao_Paulo. Each occasion has a key that names it once for ever, so a follower
 * is e-mailed each one once (`follower_occasion_sends`).
 */
export type DateOccasion =
  | { kind: "birthday"; key: string; years: number }
  | { kind: "death-anniversary"; key: string; years: number }
  | { kind: "seventh-day"; key: string }
  | { kind: "thirtieth-day"; key: string }
  | { kind: "finados"; key: string };

/** A day of the calendar, `yyyy-MM-dd`. */
export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: CalendarDay): { year: number; month: number; day: number } | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The day of America/Sao_Paulo that `now` falls on. */
export function saoPauloDay(now: Date): CalendarDay {
  const { year, month, day } = dayAndMonth(now);
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

/** The hour (0–23) of America/Sao_Paulo at `now`. */
export function saoPauloHour(now: Date): number {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", hour: "numeric", hourCycle: "h23" }).format(now),
  );
  return hour === 24 ? 0 : hour;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `day` moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const p = parts(day)!;
  const moved = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return `${String(moved.getUTCFullYear()).padStart(4, "0")}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * Whether a yearly date (month/day of `origin`) is remembered on `today`: on the same day and month,
 * and a 29 February on 28 February of the years without one (the last day of February the date
 * belongs to, not 1 March, which would be another month).
 */
export function isYearlyOn(
  origin: { month: number; day: number },
  today: { year: number; month: number; day: number },
) {
  if (origin.month === 2 && origin.day === 29 && !isLeapYear(today.year)) {
    return today.month === 2 && today.day === 28;
  }
  return origin.month === today.month && origin.day === today.day;
}

/** Days after the death on which the family is remembered with the one who died (the missas). */
export const SEVENTH_DAY = 7;
export const THIRTIETH_DAY = 30;

/**
 * The occasions of a memorial on `today`: the birthday, the anniversary of the death (from the
 * first), the 7th and 30th days after the death, Finados (2 November, from the year of the death).
 * Dates that are not valid calendar days yield nothing for that date.
 */
export function occasionsOn(
  memorial: { birthDate: CalendarDay | null; deathDate: CalendarDay | null },
  today: CalendarDay,
): DateOccasion[] {
  const now = parts(today);
  if (!now) return [];
  const birth = memorial.birthDate ? parts(memorial.birthDate) : undefined;
  const death = memorial.deathDate ? parts(memorial.deathDate) : undefined;
  const occasions: DateOccasion[] = [];
  // Nothing before the death is remembered (a death date in the future is a typo, not an occasion).
  if (death && memorial.deathDate! > today) return [];
  if (birth && now.year > birth.year && isYearlyOn(birth, now)) {
    occasions.push({ kind: "birthday", key: `birthday:${now.year}`, years: now.year - birth.year });
  }
  if (death && now.year > death.year && isYearlyOn(death, now)) {
    occasions.push({ kind: "death-anniversary", key: `death-anniversary:${now.year}`, years: now.year - death.year });
  }
  if (death && addDays(memorial.deathDate!, SEVENTH_DAY) === today) {
    occasions.push({ kind: "seventh-day", key: `seventh-day:${memorial.deathDate}` });
  }
  if (death && addDays(memorial.deathDate!, THIRTIETH_DAY) === today) {
    occasions.push({ kind: "thirtieth-day", key: `thirtieth-day:${memorial.deathDate}` });
  }
  if (now.month === 11 && now.day === 2 && (!death || memorial.deathDate! < today)) {
    occasions.push({ kind: "finados", key: `finados:${now.year}` });
  }
  return occasions;
}
