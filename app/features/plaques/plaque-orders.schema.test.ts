import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BRAZILIAN_STATES,
  formatCep,
  PLAQUE_ORDER_MESSAGES as M,
  shippingAddressSchema,
  stateSigla,
} from "./plaque-orders.schema";

const PROFILE = "6f1c2a9e-0000-4000-8000-000000000001";
const valid = {
  profile_id: PROFILE,
  street: "Rua das Flores, 120, apto 3",
  city: "São Paulo",
  state: "SP",
  zip_code: "01310-100",
  country: "Brasil",
};

const REQUIRED: [keyof typeof valid, string][] = [
  ["profile_id", M.profileId],
  ["street", M.street],
  ["city", M.city],
  ["state", M.state],
  ["zip_code", M.zipCode],
  ["country", M.country],
];

const firstIssue = (value: unknown) => {
  const result = shippingAddressSchema.safeParse(value);
  return result.success
    ? undefined
    : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
};

/** Visible text without line breaks, as people type an address. */
const textPart = fc.string({ minLength: 1, maxLength: 30 }).filter((t) => t.trim().length > 0 && !/[\s]/.test(t[0]!));
const blank = fc.constantFrom(undefined, null, "", "   ", "\t\n");
const ufs = Object.keys(BRAZILIAN_STATES);

describe("the plaque's shipping address", () => {
  it("keeps a Brazilian address, normalised: CEP 00000-000, state as its UF sigla, country 'Brasil'", () => {
    expect(
      shippingAddressSchema.parse({
        ...valid,
        street: "  Rua   das Flores, 120 ",
        zip_code: "01.310100",
        state: "sao paulo",
        country: "brazil",
        user_id: " u1 ",
        plan: "Ouro",
      }),
    ).toEqual({ ...valid, street: "Rua das Flores, 120", state: "SP", user_id: "u1", plan: "Ouro" });
  });

  it("keeps another country's postal code and state as typed", () => {
    expect(
      shippingAddressSchema.parse({ ...valid, country: "Portugal", state: "Lisboa", zip_code: "1100-148" }),
    ).toMatchObject({
      country: "Portugal",
      state: "Lisboa",
      zip_code: "1100-148",
    });
    expect(firstIssue({ ...valid, country: "Portugal", zip_code: "!" })).toEqual({
      path: "zip_code",
      message: M.invalidPostalCode,
    });
  });

  it.each([
    [{ ...valid, zip_code: "0131010" }, "zip_code", M.invalidCep],
    [{ ...valid, zip_code: "01310-10a" }, "zip_code", M.invalidCep],
    [{ ...valid, state: "XX" }, "state", M.invalidState],
    [{ ...valid, user_id: "" }, "user_id", M.userId],
    [{ ...valid, plan: "Free" }, "plan", M.invalidPlan],
    [{ ...valid, street: "x".repeat(201) }, "street", M.tooLong],
  ])("refuses %j with its message", (value, path, message) => {
    expect(firstIssue(value)).toEqual({ path, message });
  });

  it("property: a missing or blank required field is refused with the spec's message for that field", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REQUIRED), blank, ([field, message], empty) => {
        const issues = shippingAddressSchema.safeParse({ ...valid, [field]: empty });
        expect(issues.success).toBe(false);
        expect(issues.error!.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
      }),
    );
  });

  it("property: any Brazilian address with 8 CEP digits and a UF is accepted, normalised, and stays so when parsed again", () => {
    fc.assert(
      fc.property(
        textPart,
        textPart,
        fc.constantFrom(...ufs, ...Object.values(BRAZILIAN_STATES)),
        fc.stringMatching(/^\d{8}$/),
        fc.boolean(),
        fc.constantFrom("Brasil", "BRASIL", "brazil", "BR"),
        (street, city, state, digits, dash, country) => {
          const zip = dash ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
          const parsed = shippingAddressSchema.parse({ ...valid, street, city, state, zip_code: zip, country });
          expect(parsed.zip_code).toBe(`${digits.slice(0, 5)}-${digits.slice(5)}`);
          expect(ufs).toContain(parsed.state);
          expect(parsed.country).toBe("Brasil");
          expect(parsed.street).toBe(street.replace(/\s+/g, " ").trim());
          expect(shippingAddressSchema.parse(parsed)).toEqual(parsed);
        },
      ),
    );
  });

  it("property: a CEP is accepted exactly when it has eight digits (dash, dots and spaces aside)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (zip) => {
        const result = shippingAddressSchema.safeParse({ ...valid, zip_code: zip });
        const expected = zip.trim() !== "" && /^[\d.\s-]+$/.test(zip.trim()) && zip.replace(/\D/g, "").length === 8;
        expect(result.success).toBe(expected);
        if (result.success) expect(result.data.zip_code).toMatch(/^\d{5}-\d{3}$/);
      }),
    );
    expect(formatCep("01310100")).toBe("01310-100");
    expect(stateSigla("Espirito santo")).toBe("ES");
  });
});
