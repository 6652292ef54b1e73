import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memorialHref } from "./memorial-links";
import { birthdayAge, readMemorialQuery } from "./memorial-page.server";
import { previewText } from "../../features/memorial/memorial-text";

describe("previewText", () => {
  it("keeps short texts whole and cuts long ones at the limit with an ellipsis", () => {
    expect(previewText("Curto.", 100)).toEqual({ short: "Curto.", truncated: false });
    const long = "palavra ".repeat(30).trim();
    const { short, truncated } = previewText(long, 100);
    expect(truncated).toBe(true);
    expect(short.endsWith("palavra…")).toBe(true);
  });

  it("never exceeds the limit (plus the ellipsis) and always starts like the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: "grapheme" }), fc.integer({ min: 10, max: 300 }), (text, limit) => {
        const { short, truncated } = previewText(text, limit);
        expect(truncated).toBe(Array.from(text).length > limit);
        if (!truncated) expect(short).toBe(text);
        else {
          const body = short.slice(0, -1);
          expect(Array.from(body).length).toBeLessThanOrEqual(limit);
          expect(text.startsWith(body)).toBe(true);
        }
      }),
    );
  });
});

describe("birthdayAge", () => {
  const at = (iso: string) => new Date(iso);
  it("is the age on the birth day and month in America/Sao_Paulo, else null", () => {
    expect(birthdayAge("1941-03-15", at("2026-03-15T12:00:00-03:00"))).toBe(85);
    expect(birthdayAge("1941-03-15", at("2026-03-16T12:00:00-03:00"))).toBeNull();
    // 01:00 UTC on the 16th is still the 15th in São Paulo.
    expect(birthdayAge("1941-03-15", at("2026-03-16T01:00:00Z"))).toBe(85);
    expect(birthdayAge(null, new Date())).toBeNull();
  });
});

describe("the page's query string", () => {
  it("reads only known values and writes only what differs from the defaults", () => {
    const query = readMemorialQuery(new URL("http://x/profile/a?aba=galeria&filtro=velas&pagina=2&presencas=abc"));
    expect(query).toEqual({ aba: "galeria", filtro: "velas", pagina: 2, presencas: 1 });
    expect(readMemorialQuery(new URL("http://x/?aba=x&filtro=__proto__&pagina=-3"))).toEqual({
      aba: "sobre",
      filtro: "todas",
      pagina: 1,
      presencas: 1,
    });
    expect(memorialHref("/profile/a", query, { aba: "sobre" }, "abas")).toBe("/profile/a?filtro=velas&pagina=2#abas");
    expect(memorialHref("/profile/a/tok", query, { filtro: "todas", pagina: 1 })).toBe("/profile/a/tok?aba=galeria");
  });
});
