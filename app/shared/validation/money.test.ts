import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatBRL } from "../format/format";
import { AMOUNTS_DISAGREE, centavos, centsOf, MAX_CENTS, reais, sameAmountIn, toCents, toReais } from "./money";

const SEED = { seed: 20_260_315 };
/** Any whole centavos from R$ 0,00 to R$ 1.000.000,00. */
const anyCents = fc.integer({ min: 0, max: MAX_CENTS });
const positiveCents = fc.integer({ min: 1, max: MAX_CENTS });

describe("reais ↔ centavos at the edge", () => {
  it("property: any whole centavos up to R$ 1.000.000 survive reais and back, through JSON too", () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const inReais = toReais(cents);
        expect(toCents(inReais)).toBe(cents);
        expect(toCents(JSON.parse(JSON.stringify(inReais)) as number)).toBe(cents);
        // Written as JSON, reais never carry more than two decimals (no 0.30000000000000004).
        expect(String(inReais)).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  it("property: the spec's reais and our centavos name the same amount at the edge", () => {
    fc.assert(
      fc.property(positiveCents, (cents) => {
        const viaReais = centsOf(reais.parse(toReais(cents)), undefined);
        const viaCents = centsOf(undefined, centavos.parse(cents));
        expect(viaReais).toBe(cents);
        expect(viaCents).toBe(cents);
        expect(Number.isSafeInteger(viaReais)).toBe(true);
      }),
      SEED,
    );
    expect(centsOf(undefined, undefined)).toBeUndefined();
  });

  it("property: an amount sent twice is taken when the two agree and refused when they differ", () => {
    const body = z
      .object({ amount: reais.optional(), amountCents: centavos.optional() })
      .superRefine(sameAmountIn("amount", "amountCents"));
    fc.assert(
      fc.property(positiveCents, fc.integer({ min: -1000, max: 1000 }), (cents, off) => {
        const other = cents + off;
        fc.pre(other >= 1 && other <= MAX_CENTS);
        const parsed = body.safeParse({ amount: toReais(cents), amountCents: other });
        if (off === 0) {
          expect(parsed.success).toBe(true);
        } else {
          expect(parsed.error?.issues).toEqual([expect.objectContaining({ message: AMOUNTS_DISAGREE })]);
        }
      }),
      SEED,
    );
  });

  it("centavos are whole, positive and at most R$ 1.000.000", () => {
    for (const refused of [0, -1, 10.5, MAX_CENTS + 1, Number.NaN]) {
      expect(centavos.safeParse(refused).success, String(refused)).toBe(false);
    }
    expect(centavos.parse(MAX_CENTS)).toBe(MAX_CENTS);
  });

  it("property: formatting is the last step, from whole centavos to the pt-BR text", () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const text = formatBRL(cents);
        expect(text).toMatch(/^R\$\s[\d.]+,\d{2}$/);
        expect(Number(text.replace(/[^\d]/g, ""))).toBe(cents);
      }),
      SEED,
    );
  });
});
