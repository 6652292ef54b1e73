import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatBRL } from "../format/format";
import { AMOUNT_MESSAGES, AMOUNTS_DISAGREE, centsOf, MAX_CENTS, parseAmount, toCents, toReais } from "./money";
import { centavos, reais, sameAmountIn } from "./money.schema";

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

describe("typed amounts are read strictly (issue 20)", () => {
  const refusedWith = (typed: string | number) => {
    const parsed = parseAmount(typed);
    return "message" in parsed ? parsed.message : null;
  };

  it("refuses anything but a positive amount with at most two decimals, each with a pt-BR reason", () => {
    expect(refusedWith("1e9")).toBe(AMOUNT_MESSAGES.invalid);
    expect(refusedWith("-5")).toBe(AMOUNT_MESSAGES.notPositive);
    expect(refusedWith("0,999")).toBe(AMOUNT_MESSAGES.decimals);
    expect(refusedWith("1.000,001")).toBe(AMOUNT_MESSAGES.decimals);
    expect(refusedWith("0")).toBe(AMOUNT_MESSAGES.notPositive);
    expect(refusedWith("0,00")).toBe(AMOUNT_MESSAGES.notPositive);
    for (const typed of ["", "  ", "abc", "R$", "1,2,3", "1.2.3", "1.000.5", "12a", "0x10", "Infinity", "NaN", "+5"]) {
      expect(refusedWith(typed), typed).toBe(AMOUNT_MESSAGES.invalid);
    }
    for (const sent of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]) {
      expect(refusedWith(sent), String(sent)).toBe(AMOUNT_MESSAGES.invalid);
    }
    expect(refusedWith(-5)).toBe(AMOUNT_MESSAGES.notPositive);
    expect(refusedWith(0.999)).toBe(AMOUNT_MESSAGES.decimals);
    expect(refusedWith(1e9)).toBe(AMOUNT_MESSAGES.tooLarge);
    expect(refusedWith("21.474.836,48")).toBe(AMOUNT_MESSAGES.tooLarge);
    expect(refusedWith("99999999999999999999999")).toBe(AMOUNT_MESSAGES.tooLarge);
  });

  it("reads the Brazilian forms exactly", () => {
    const cents = (typed: string | number) => (parseAmount(typed) as { cents: number }).cents;
    expect(cents("10")).toBe(1000);
    expect(cents("10,5")).toBe(1050);
    expect(cents("10,50")).toBe(1050);
    expect(cents("1.000,00")).toBe(100_000);
    expect(cents("1.000")).toBe(100_000);
    expect(cents("R$ 1.000,00")).toBe(100_000);
    expect(cents("R$1.000.000,00")).toBe(MAX_CENTS);
    expect(cents(" 12.50 ")).toBe(1250);
    expect(cents("0,01")).toBe(1);
    expect(cents(0.29)).toBe(29);
    expect(cents(12.5)).toBe(1250);
  });

  it("property: every amount from R$ 0,01 to the ceiling, in any accepted form, is read as its centavos", () => {
    fc.assert(
      fc.property(
        positiveCents,
        fc.constantFrom("plain-comma", "plain-dot", "thousands", "number"),
        fc.boolean(),
        (cents, form, prefix) => {
          const whole = Math.floor(cents / 100);
          const part = String(cents % 100).padStart(2, "0");
          const grouped = whole.toLocaleString("pt-BR", { useGrouping: true }).replace(/\s/g, ".");
          const typed =
            form === "number"
              ? toReais(cents)
              : `${prefix ? "R$ " : ""}${form === "plain-comma" ? `${whole},${part}` : form === "plain-dot" ? `${whole}.${part}` : `${grouped},${part}`}`;
          expect(parseAmount(typed)).toEqual({ cents });
        },
      ),
      { ...SEED, numRuns: 2000 },
    );
  });

  it("property: three or more decimals, a sign, an exponent or any other character are refused", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.stringMatching(/^\d{3,6}$/),
        fc.constantFrom("decimals", "minus", "exponent", "letter"),
        (whole, digits, kind) => {
          const typed =
            kind === "decimals"
              ? `${whole},${digits}`
              : kind === "minus"
                ? `-${whole},5`
                : kind === "exponent"
                  ? `${whole}e${digits.length}`
                  : `${whole}${digits}x`;
          const parsed = parseAmount(typed);
          expect("message" in parsed, typed).toBe(true);
        },
      ),
      { ...SEED, numRuns: 1000 },
    );
  });

  it("property: the spec's reais fields refuse more than two decimals instead of rounding", () => {
    fc.assert(
      fc.property(positiveCents, fc.integer({ min: 1, max: 9 }), (cents, extra) => {
        const withThird = Number(`${toReais(cents).toFixed(2)}${extra}`);
        expect(reais.safeParse(withThird).success).toBe(false);
        expect(reais.safeParse(toReais(cents)).success).toBe(true);
      }),
      SEED,
    );
  });
});
