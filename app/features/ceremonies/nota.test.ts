import sharp from "sharp";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layoutNota, NOTA_MAX_CEREMONIES, NOTA_SIZE, type NotaContent } from "./nota-layout.server";
import { renderNota } from "./nota.server";

const content: NotaContent = {
  name: "Maria Aparecida dos Santos Oliveira",
  birth: "12/03/1941",
  death: "25/11/2026",
  ceremonies: [
    {
      label: "Velório",
      when: "sexta-feira, 27/11/2026, das 14h00 às 18h00",
      place: "Capela Bom Pastor — Rua Um, 1, Campinas/SP",
    },
    { label: "Sepultamento", when: "sexta-feira, 27/11/2026 às 18h30", place: "Cemitério da Saudade — Campinas/SP" },
    { label: "Missa de 7º dia", when: "quarta-feira, 02/12/2026 às 19h30", place: "Paróquia Santa Rita" },
  ],
  url: "https://memorial.example/profile/maria.oliveira",
};

const text = (c: NotaContent) =>
  layoutNota(c)
    .lines.map((line) => line.text)
    .join(" ");

describe("the nota de falecimento", () => {
  it("is a 1080×1350 PNG", async () => {
    const png = await renderNota(content);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1080, 1350]);
  });

  it("shows the name, the dates and each ceremony's what, when and where", () => {
    const shown = text(content);
    expect(shown).toContain("Nota de falecimento");
    expect(shown).toContain("Maria Aparecida dos Santos Oliveira");
    expect(shown).toContain("12/03/1941 — 25/11/2026");
    for (const ceremony of content.ceremonies) {
      expect(shown).toContain(ceremony.label);
      expect(shown).toContain(ceremony.when);
    }
    expect(shown).toContain("Cemitério da Saudade — Campinas/SP");
  });

  it("keeps every text inside the margins and above the QR, for any names and number of ceremonies", () => {
    const words = fc.stringMatching(/^[A-Za-zÀ-ú]{1,14}( [A-Za-zÀ-ú]{1,14}){0,8}$/);
    const ceremony = fc.record({ label: words, when: words, place: words });
    fc.assert(
      fc.property(words, fc.array(ceremony, { minLength: 1, maxLength: 8 }), (name, ceremonies) => {
        const layout = layoutNota({ ...content, name, ceremonies });
        expect([layout.width, layout.height]).toEqual([NOTA_SIZE.width, NOTA_SIZE.height]);
        const qrTop = layout.qr!.y;
        const caption = layout.lines.at(-1)!;
        for (const line of layout.lines) {
          expect(line.x).toBeGreaterThanOrEqual(layout.margin - 0.5);
          expect(line.x + line.width).toBeLessThanOrEqual(layout.width - layout.margin + 0.5);
          expect(line.y).toBeLessThanOrEqual(layout.height);
          if (line !== caption) expect(line.y).toBeLessThan(qrTop);
        }
        if (ceremonies.length > NOTA_MAX_CEREMONIES) {
          const more = ceremonies.length - NOTA_MAX_CEREMONIES;
          expect(text({ ...content, name, ceremonies })).toContain(
            `e mais ${more} ${more === 1 ? "cerimônia" : "cerimônias"} no memorial`,
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});
