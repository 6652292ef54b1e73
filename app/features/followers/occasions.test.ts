import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, isLeapYear, occasionsOn, saoPauloDay, saoPauloHour } from "./occasions";

const kinds = (memorial: { birthDate: string | null; deathDate: string | null }, day: string) =>
  occasionsOn(memorial, day).map((o) => o.key);

/** Every day of `year`, yyyy-MM-dd. */
function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) days.push(day);
  return days;
}

const calendarDay = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("the occasion calendar (America/Sao_Paulo days)", () => {
  it("a 29 February birthday is remembered on 28 February in 2027 and on 29 February in 2028", () => {
    const memorial = { birthDate: "1952-02-29", deathDate: "2020-06-10" };
    expect(kinds(memorial, "2027-02-28")).toEqual(["birthday:2027"]);
    expect(kinds(memorial, "2027-03-01")).toEqual([]);
    expect(kinds(memorial, "2028-02-28")).toEqual([]);
    expect(kinds(memorial, "2028-02-29")).toEqual(["birthday:2028"]);
    expect(occasionsOn(memorial, "2028-02-29")[0]).toMatchObject({ kind: "birthday", years: 76 });
  });

  it("the 7th and 30th days after the death, on those days only", () => {
    const memorial = { birthDate: "1950-03-01", deathDate: "2026-11-20" };
    expect(kinds(memorial, "2026-11-26")).toEqual([]);
    expect(kinds(memorial, "2026-11-27")).toEqual(["seventh-day:2026-11-20"]);
    expect(kinds(memorial, "2026-11-28")).toEqual([]);
    expect(kinds(memorial, "2026-12-19")).toEqual([]);
    expect(kinds(memorial, "2026-12-20")).toEqual(["thirtieth-day:2026-11-20"]);
    expect(kinds(memorial, "2026-12-21")).toEqual([]);
    // Across a month and a year's end.
    expect(kinds({ birthDate: null, deathDate: "2026-12-28" }, "2027-01-04")).toEqual(["seventh-day:2026-12-28"]);
    expect(kinds({ birthDate: null, deathDate: "2027-02-01" }, "2027-03-03")).toEqual(["thirtieth-day:2027-02-01"]);
  });

  it("the anniversary of the death from the first year on; Finados from the year of the death", () => {
    const memorial = { birthDate: null, deathDate: "2025-11-02" };
    expect(kinds(memorial, "2025-11-02")).toEqual([]);
    expect(kinds(memorial, "2026-11-02")).toEqual(["death-anniversary:2026", "finados:2026"]);
    expect(occasionsOn(memorial, "2026-11-02")[0]).toMatchObject({ years: 1 });
    expect(kinds({ birthDate: null, deathDate: "2020-08-03" }, "2026-11-02")).toEqual(["finados:2026"]);
    expect(kinds({ birthDate: null, deathDate: "2020-08-03" }, "2026-11-03")).toEqual([]);
  });

  it("nothing is remembered before the death (a death date ahead of today is a typo)", () => {
    expect(kinds({ birthDate: "1950-11-02", deathDate: "2027-01-10" }, "2026-11-02")).toEqual([]);
  });

  it("today is the day in America/Sao_Paulo, not in UTC", () => {
    // 01:30 UTC on 2 November is still 1 November, 22:30, in São Paulo.
    expect(saoPauloDay(new Date("2026-11-02T01:30:00Z"))).toBe("2026-11-01");
    expect(saoPauloDay(new Date("2026-11-02T03:00:00Z"))).toBe("2026-11-02");
    expect(saoPauloHour(new Date("2026-11-02T11:00:00Z"))).toBe(8);
  });

  it("property: a birthday falls on exactly one day of each later year", () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 1, max: 90 }), (birthDate, after) => {
        const year = Number(birthDate.slice(0, 4)) + after;
        const days = daysOf(year).filter((day) =>
          occasionsOn({ birthDate, deathDate: null }, day).some((o) => o.kind === "birthday"),
        );
        expect(days).toHaveLength(1);
        const leapBirthday = birthDate.endsWith("-02-29");
        expect(days[0]).toBe(leapBirthday && !isLeapYear(year) ? `${year}-02-28` : `${year}${birthDate.slice(4)}`);
      }),
      { numRuns: 60 },
    );
  });

  it("property: after a death, the 7th and 30th days come once each, the anniversaries once a year", () => {
    fc.assert(
      fc.property(calendarDay, (deathDate) => {
        const memorial = { birthDate: null, deathDate };
        const seen = new Map<string, number>();
        // From the day before the death through two years after it.
        for (let day = addDays(deathDate, -1), n = 0; n < 800; n++, day = addDays(day, 1)) {
          for (const occasion of occasionsOn(memorial, day)) {
            expect(seen.has(occasion.key), `${occasion.key} twice`).toBe(false);
            seen.set(occasion.key, n - 1);
            expect(day > deathDate).toBe(true);
          }
        }
        expect(seen.get(`seventh-day:${deathDate}`)).toBe(7);
        expect(seen.get(`thirtieth-day:${deathDate}`)).toBe(30);
        const year = Number(deathDate.slice(0, 4));
        expect(seen.has(`death-anniversary:${year + 1}`)).toBe(true);
        expect(seen.has(`death-anniversary:${year}`)).toBe(false);
        // Finados of the year after the death is always within the window.
        expect(seen.has(`finados:${year + 1}`)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("property: keys name an occasion once for ever (different days never share a key)", () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, calendarDay, (birthDate, deathDate, day) => {
        const memorial = { birthDate, deathDate };
        const keys = occasionsOn(memorial, day).map((o) => o.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of keys) {
          const next = occasionsOn(memorial, addDays(day, 1)).map((o) => o.key);
          expect(next).not.toContain(key);
        }
      }),
      { numRuns: 200 },
    );
  });
});
