import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREATE_VOUCHER_MESSAGES as M, createVoucherFormSchema } from "./create-voucher.schema";
import { parseAmount } from "~/shared/validation/money";

const SEED = { seed: 20261123, numRuns: 300 };

function reais(cents: number, separator: "," | "."): string {
  return `${Math.floor(cents / 100)}${separator}${String(cents % 100).padStart(2, "0")}`;
}

const errorOf = (amount: string | undefined, balance?: number) => {
  const parsed = createVoucherFormSchema(balance).safeParse({ amount, idempotencyKey: "key-schema-0001" });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("the voucher amount rules", () => {
  it("reads any amount typed with a comma or a dot, with or without 'R$', as its centavos", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.constantFrom(",", "."),
        fc.boolean(),
        (cents, sep, prefix) => {
          const typed = `${prefix ? "R$ " : ""}${reais(cents, sep as "," | ".")}`;
          expect(parseAmount(typed)).toEqual({ cents });
        },
      ),
      SEED,
    );
  });

  it("accepts exactly the amounts from R$ 1,00 up to the balance it was shown", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (cents, balance) => {
        const expected = cents < 100 ? M.amountMinimum : cents > balance ? M.amountAboveBalance : null;
        expect(errorOf(reais(cents, ","), balance)).toBe(expected);
      }),
      SEED,
    );
  });

  it("without the balance (the server) only the minimum applies; empty and non-numeric text are refused", () => {
    expect(errorOf("999999,99")).toBeNull();
    expect(errorOf(undefined)).toBe(M.amountRequired);
    fc.assert(
      fc.property(fc.stringMatching(/^[^\d]{1,20}$/), (typed) => {
        expect(errorOf(typed)).toBe(typed.trim() === "" ? M.amountRequired : M.invalidNumber);
      }),
      SEED,
    );
  });
});
