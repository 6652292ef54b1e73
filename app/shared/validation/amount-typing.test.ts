import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepAmountCharacters } from "./amount-typing";

describe("keepAmountCharacters", () => {
  it("keeps digits, dots and commas in their order, and nothing else", () => {
    expect(keepAmountCharacters("R$ 1.250,50")).toBe("1.250,50");
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = keepAmountCharacters(typed);
        expect(kept).toMatch(/^[\d.,]*$/);
        expect(kept).toBe([...typed].filter((c) => /[\d.,]/.test(c)).join(""));
      }),
      { seed: 20261127 },
    );
  });
});
