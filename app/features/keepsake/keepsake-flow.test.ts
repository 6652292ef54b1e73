import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FlowParagraph, flowParagraphs } from "./keepsake-flow";

const LINE = 10;

/** Paragraphs of 1–12 lines (data: "p.i"), some of them headings. */
const paragraphsArb = fc.array(
  fc.record({ lines: fc.integer({ min: 1, max: 12 }), heading: fc.boolean(), space: fc.constantFrom(0, 4, 8) }),
  { minLength: 1, maxLength: 25 },
);

/** As the book builds them: a heading is one line and is followed by a paragraph that is not one. */
const build = (spec: { lines: number; heading: boolean; space: number }[]): FlowParagraph<string>[] =>
  spec.map((p, i) => {
    const heading = p.heading && !spec[i - 1]?.heading && i < spec.length - 1;
    if (heading && spec[i + 1]) spec[i + 1]!.heading = false;
    return {
      lines: Array.from({ length: heading ? 1 : p.lines }, (_, j) => ({ height: LINE, data: `${i}.${j}` })),
      spaceAfter: p.space,
      keepWithNext: heading,
    };
  });

describe("flowing paragraphs over pages", () => {
  it("places every line once, in order, never past a page's foot", () => {
    fc.assert(
      fc.property(paragraphsArb, fc.integer({ min: 4, max: 40 }), (spec, perPage) => {
        const paragraphs = build(spec);
        const height = perPage * LINE;
        const pages = flowParagraphs(paragraphs, height, height - 2 * LINE);
        const placed = pages.flat().map((line) => line.line.data);
        expect(placed).toEqual(paragraphs.flatMap((p) => p.lines.map((line) => line.data)));
        pages.forEach((page, i) => {
          const room = i === 0 ? height - 2 * LINE : height;
          for (const line of page) expect(line.top + line.line.height).toBeLessThanOrEqual(room + 1e-6);
          expect(page.length).toBeGreaterThan(0);
        });
      }),
    );
  });

  it("leaves no paragraph's last line alone at a page's top when it had three or more lines before it there", () => {
    fc.assert(
      fc.property(paragraphsArb, fc.integer({ min: 6, max: 40 }), (spec, perPage) => {
        const paragraphs = build(spec);
        const pages = flowParagraphs(paragraphs, perPage * LINE);
        for (const page of pages.slice(1)) {
          const first = page[0]!;
          const length = paragraphs[first.paragraph]!.lines.length;
          // A widow: the paragraph's last line opens the page and the paragraph started on an earlier one.
          const widow = first.index === length - 1 && first.index > 0 && page[1]?.paragraph !== first.paragraph;
          if (widow) expect(first.index).toBeLessThan(3);
        }
      }),
    );
  });

  it("never ends a page on a heading or on a paragraph's first line alone when more follows", () => {
    fc.assert(
      fc.property(paragraphsArb, fc.integer({ min: 6, max: 40 }), (spec, perPage) => {
        const paragraphs = build(spec);
        const pages = flowParagraphs(paragraphs, perPage * LINE);
        for (const page of pages.slice(0, -1)) {
          const last = page.at(-1)!;
          const paragraph = paragraphs[last.paragraph]!;
          const orphan = last.index === 0 && paragraph.lines.length > 1 && page.length > 1;
          expect(orphan).toBe(false);
          if (paragraph.keepWithNext && page.length > 1) expect(last.paragraph).toBe(paragraphs.length - 1);
        }
      }),
    );
  });
});
