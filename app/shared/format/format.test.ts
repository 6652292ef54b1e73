import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCY_ERROR,
  dayAndMonth,
  foldText,
  formatBRL,
  formatDate,
  formatRelativeTime,
  formatTaxId,
} from "./format";

const NBSP = "\u00a0";

describe("formatDate", () => {
  it("shows calendar dates as dd/MM/yyyy without shifting the day", () => {
    expect(formatDate("1950-03-04")).toBe("04/03/1950");
    expect(formatDate("2001-12-31")).toBe("31/12/2001");
  });

  it("shows instants in America/Sao_Paulo", () => {
    // 02:30 UTC on the 1st is still the evening of the 31st in São Paulo.
    expect(formatDate(new Date("2026-01-01T02:30:00Z"))).toBe("31/12/2025");
  });

  it("is empty for missing or invalid values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatBRL", () => {
  it("formats centavos as reais", () => {
    expect(formatBRL(499)).toBe(`R$${NBSP}4,99`);
    expect(formatBRL(100000)).toBe(`R$${NBSP}1.000,00`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
  });

  it("round-trips any amount of centavos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const text = formatBRL(cents)
          .replace(/[^\d,]/g, "")
          .replace(",", ".");
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });

  it("refuses values that are not whole centavos", () => {
    expect(() => formatBRL(4.99)).toThrow(CURRENCY_ERROR);
    expect(() => formatBRL(Number.NaN)).toThrow(CURRENCY_ERROR);
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [10, "Há poucos segundos"],
    [60, "Há 1 minuto"],
    [59 * 60, "Há 59 minutos"],
    [3600, "Há 1 hora"],
    [5 * 3600, "Há 5 horas"],
    [86400, "Há 1 dia"],
    [29 * 86400, "Há 29 dias"],
    [30 * 86400, "Há 1 mês"],
    [200 * 86400, "Há 6 meses"],
    [359 * 86400, "Há 11 meses"],
    [362 * 86400, "Há 1 ano"],
    [365 * 86400, "Há 1 ano"],
    [3 * 365 * 86400, "Há 3 anos"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it("treats future times as just now", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe("Há poucos segundos");
  });
});

describe("other helpers", () => {
  it("reads the day in São Paulo", () => {
    expect(dayAndMonth(new Date("2026-03-01T01:00:00Z"))).toEqual({ day: 28, month: 2, year: 2026 });
  });

  it("formats tax ids", () => {
    expect(formatTaxId("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatTaxId("52998224725")).toBe("529.982.247-25");
  });

  it("folds accents and case", () => {
    expect(foldText("  Planejamento SUCESSÓRIO ")).toBe("planejamento sucessorio");
  });
});
