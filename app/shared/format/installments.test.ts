import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { installmentOptionText, installmentText, splitInstallments } from "./installments";

const SEED = { seed: 20_261_126 };

describe("installments", () => {
  it("always add up to the total to the centavo, none differing by a centavo or more than the count", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 12 }), (total, count) => {
        const split = splitInstallments(total, count);
        expect(split.firstCents + split.restCents * (count - 1)).toBe(total);
        expect(Number.isInteger(split.firstCents) && Number.isInteger(split.restCents)).toBe(true);
        expect(split.firstCents - split.restCents).toBeGreaterThanOrEqual(0);
        expect(split.firstCents - split.restCents).toBeLessThan(count);
      }),
      SEED,
    );
  });

  it("read as the spec's figures when they split evenly, and name both amounts when not", () => {
    expect(installmentText(splitInstallments(60_000, 6))).toBe("6x de R$\u00a0100,00");
    expect(installmentText(splitInstallments(120_000, 6))).toBe("6x de R$\u00a0200,00");
    expect(installmentText(splitInstallments(59_000, 6))).toBe("1x de R$\u00a098,35 e 5x de R$\u00a098,33");
    expect(installmentOptionText(splitInstallments(50_000, 1))).toBe("À vista: R$\u00a0500,00");
    expect(installmentOptionText(splitInstallments(90_000, 6))).toBe("6x de R$\u00a0150,00 (total R$\u00a0900,00)");
  });

  it("refuses a count or a total that is no amount", () => {
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(-1, 2)).toThrow(RangeError);
    expect(() => splitInstallments(1.5, 2)).toThrow(RangeError);
  });
});
