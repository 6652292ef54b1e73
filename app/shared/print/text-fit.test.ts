import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitText } from "./text-fit";

// A monospace stand-in: each character is 0.6 of the size wide.
const measure = (text: string, size: number) => text.length * size * 0.6;

describe("fitting a text in a box", () => {
  it("never overflows: every line within the width, the lines and the height within the box", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "ã", "b", "ç", " ", "É", "w"), maxLength: 200 }),
        fc.integer({ min: 120, max: 900 }),
        fc.integer({ min: 1, max: 4 }),
        (text, maxWidth, maxLines) => {
          const box = { maxWidth, maxLines, maxHeight: maxLines * 40 * 1.18, maxSize: 40, minSize: 12 };
          const fitted = fitText(text, box, measure);
          expect(fitted.lines.length).toBeLessThanOrEqual(maxLines);
          expect(fitted.height).toBeLessThanOrEqual(box.maxHeight + 1e-9);
          for (const line of fitted.lines) expect(line.width).toBeLessThanOrEqual(maxWidth);
        },
      ),
    );
  });

  it("keeps every letter when the text fits at some size, and uses the largest such size", () => {
    const box = { maxWidth: 300, maxLines: 3, maxHeight: 200, maxSize: 40, minSize: 12 };
    const fitted = fitText("Maria Aparecida da Conceição de Albuquerque", box, measure);
    expect(fitted.lines.map((l) => l.text).join(" ")).toBe("Maria Aparecida da Conceição de Albuquerque");
    expect(fitted.size).toBe(32);
    expect(
      fitText("Maria Aparecida da Conceição de Albuquerque", { ...box, maxSize: 34, minSize: 34 }, measure).lines.at(
        -1,
      )!.text,
    ).toMatch(/…$/);
    expect(fitText("Ana", box, measure).size).toBe(40);
  });

  it("ends in an ellipsis only when even the smallest size cannot hold it all", () => {
    const box = { maxWidth: 100, maxLines: 1, maxHeight: 20, maxSize: 16, minSize: 12 };
    const fitted = fitText("um texto longo demais para uma linha só", box, measure);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines[0]!.text.endsWith("…")).toBe(true);
  });
});
