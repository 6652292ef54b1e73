import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cpfCheckDigits } from "~/shared/validation/cpf";
import { cardBrand } from "./checkout-client";
import {
  CHECKOUT_MESSAGES,
  formatCardNumberAsTyped,
  formatExpiryAsTyped,
  formatTaxIdAsTyped,
  formatVoucherAsTyped,
  isValidTaxId,
  payerSchema,
} from "./checkout.schema";

const SEED = { seed: 20_261_123 };
const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(""));

describe("the payer panel's rules (part 2, §5 'Payer information')", () => {
  it("needs the phone and the CPF/CNPJ ('Preencha os campos abaixo.') and a valid CPF/CNPJ ('CPF/CNPJ inválido')", () => {
    const messages = (input: object) => {
      const parsed = payerSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ phone: "", document: "" })).toEqual([
      CHECKOUT_MESSAGES.payerRequired,
      CHECKOUT_MESSAGES.payerRequired,
    ]);
    expect(messages({ phone: "(11) 98765-4321", document: "111.111.111-11" })).toEqual(["CPF/CNPJ inválido"]);
    expect(messages({ phone: "(11) 98765-4321", document: "529.982.247-25" })).toEqual([]);
    expect(messages({ phone: "(11) 98765-4321", document: "11.222.333/0001-81" })).toEqual([]);
  });

  it("accepts every CPF with the right check digits, typed with or without punctuation, and refuses a changed digit", () => {
    fc.assert(
      fc.property(digits(9, 9), fc.integer({ min: 0, max: 10 }), (base, position) => {
        fc.pre(!/^(\d)\1{8}$/.test(base));
        const cpf = base + cpfCheckDigits(base);
        expect(isValidTaxId(cpf)).toBe(true);
        expect(isValidTaxId(formatTaxIdAsTyped(cpf))).toBe(true);
        const changed = cpf.slice(0, position) + ((Number(cpf[position]) + 1) % 10) + cpf.slice(position + 1);
        expect(isValidTaxId(changed)).toBe(false);
      }),
      SEED,
    );
  });
});

describe("formatting as typed", () => {
  it("CPF/CNPJ: at most 14 digits kept, in order, and formatting twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const once = formatTaxIdAsTyped(typed);
        expect(formatTaxIdAsTyped(once)).toBe(once);
        expect(once.replace(/\D/g, "")).toBe(typed.replace(/\D/g, "").slice(0, 14));
      }),
      SEED,
    );
    expect(formatTaxIdAsTyped("52998224725")).toBe("529.982.247-25");
    expect(formatTaxIdAsTyped("11222333000181")).toBe("11.222.333/0001-81");
  });

  it("voucher codes: XXXX-XXXX in upper case, at most 9 characters (part 2, §5 'Voucher')", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const code = formatVoucherAsTyped(typed);
        expect(code.length).toBeLessThanOrEqual(9);
        expect(code).toMatch(/^[0-9A-Z]{0,4}(-[0-9A-Z]{1,4})?$/);
        expect(formatVoucherAsTyped(code)).toBe(code);
      }),
      SEED,
    );
    expect(formatVoucherAsTyped("ab2c9xyz")).toBe("AB2C-9XYZ");
  });

  it("card number in groups of 4 and expiry as MM/AA", () => {
    expect(formatCardNumberAsTyped("5031433215406351")).toBe("5031 4332 1540 6351");
    expect(formatExpiryAsTyped("1130")).toBe("11/30");
    expect(formatExpiryAsTyped("1")).toBe("1");
  });

  it("names the card brand as Mercado Pago does", () => {
    expect(cardBrand("4235647728025682")).toBe("visa");
    expect(cardBrand("5031433215406351")).toBe("master");
    expect(cardBrand("375365153556885")).toBe("amex");
    expect(cardBrand("5067224275805500")).toBe("elo");
  });
});
