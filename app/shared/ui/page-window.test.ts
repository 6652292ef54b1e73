import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows the first, the last and the pages around the current one of a long list", () => {
    expect(pageWindow(1, 15_255)).toEqual([1, 2, 3, "gap", 15_255]);
    expect(pageWindow(500, 15_255)).toEqual([1, "gap", 498, 499, 500, 501, 502, "gap", 15_255]);
    expect(pageWindow(15_255, 15_255)).toEqual([1, "gap", 15_253, 15_254, 15_255]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 10]);
    expect(pageWindow(6, 10)).toEqual([1, "gap", 4, 5, 6, 7, 8, 9, 10]);
  });

  it("ends with a gap when more pages exist than were counted", () => {
    expect(pageWindow(1, 5, true)).toEqual([1, 2, 3, 4, 5, "gap"]);
    expect(pageWindow(20, 24, true)).toEqual([1, "gap", 18, 19, 20, 21, 22, 23, 24, "gap"]);
  });

  it("keeps its shape for any list: ascending, bounded, the current page, first and last, short", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: -5, max: 100_005 }),
        fc.boolean(),
        (total, page, more) => {
          const items = pageWindow(page, total, more);
          const numbers = items.filter((item): item is number => item !== "gap");
          const current = Math.min(Math.max(page, 1), total);
          expect(numbers).toContain(current);
          expect(numbers[0]).toBe(1);
          expect(numbers[numbers.length - 1]).toBe(total);
          for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]!);
          // A gap stands for two or more pages; two gaps never touch.
          items.forEach((item, i) => {
            if (item !== "gap" || i === items.length - 1) return;
            expect(items[i + 1]).not.toBe("gap");
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
          });
          expect(items.length).toBeLessThanOrEqual(10);
          expect(items[items.length - 1] === "gap").toBe(more);
        },
      ),
    );
  });
});
