import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cnpjCheckDigits, formatCnpj, isValidCnpj } from "./cnpj";
import { cpfCheckDigits, isValidCpf } from "./cpf";

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((a) => a.join(""));
const notRepeated = (s: string) => !/^(\d)\1+$/.test(s);
const changeDigit = (value: string, pos: number, delta: number) =>
  value.slice(0, pos) + ((Number(value[pos]) + delta) % 10) + value.slice(pos + 1);

/*
 * The official algorithms map two remainders to the same check digit (CPF: 10 and 0; CNPJ: 0 and 1),
 * so a change in the base digits goes unnoticed exactly when the changed base yields the same check
 * digits. Everything else must be refused.
 */
describe.each([
  { name: "CPF", baseLength: 9, check: cpfCheckDigits, isValid: isValidCpf },
  { name: "CNPJ", baseLength: 12, check: cnpjCheckDigits, isValid: isValidCnpj },
])("$name check digits", ({ baseLength, check, isValid }) => {
  it("accepts every generated number", () => {
    fc.assert(
      fc.property(digitString(baseLength), (base) => {
        fc.pre(notRepeated(base + check(base)));
        expect(isValid(base + check(base))).toBe(true);
      }),
    );
  });

  it("refuses any change to a check digit", () => {
    fc.assert(
      fc.property(
        digitString(baseLength),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 9 }),
        (base, which, delta) => {
          const valid = base + check(base);
          expect(isValid(changeDigit(valid, baseLength + which, delta))).toBe(false);
        },
      ),
    );
  });

  it("refuses a one-digit change to the base unless the check digits collide", () => {
    fc.assert(
      fc.property(
        digitString(baseLength),
        fc.nat(baseLength - 1),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          const valid = base + check(base);
          fc.pre(notRepeated(valid));
          const changed = changeDigit(valid, pos, delta);
          const collides = check(changed.slice(0, baseLength)) === check(base);
          expect(isValid(changed)).toBe(collides && notRepeated(changed));
        },
      ),
    );
  });

  it("catches the great majority of one-digit typos", () => {
    let caught = 0;
    let total = 0;
    fc.assert(
      fc.property(
        digitString(baseLength),
        fc.nat(baseLength + 1),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          total++;
          if (!isValid(changeDigit(base + check(base), pos, delta))) caught++;
        },
      ),
      { numRuns: 2000 },
    );
    expect(caught / total).toBeGreaterThan(0.9);
  });
});

describe("CNPJ", () => {
  it("accepts known valid CNPJs, formatted or not", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });

  it("rejects wrong lengths and repeated digits", () => {
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("")).toBe(false);
  });

  it("formats as typed", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("11222")).toBe("11.222");
  });
});

describe("CPF", () => {
  it("accepts a known valid CPF", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
  });

  it("follows the official algorithm, collisions included", () => {
    // Remainder 10 and 0 both give check digit 0: the Receita Federal accepts both numbers.
    expect(isValidCpf("854.114.304-02")).toBe(true);
    expect(isValidCpf("954.114.304-02")).toBe(true);
  });

  it("rejects repeated digits and wrong lengths", () => {
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
  });
});
