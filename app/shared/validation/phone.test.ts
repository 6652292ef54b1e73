import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, parseFormattedPhone, phoneDigits } from "./phone";

const elevenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }).map((a) => a.join(""));

describe("phone", () => {
  it("formats exactly 11 digits as (DD) 99999-9999", () => {
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("(11) 98765-4321")).toBe("(11) 98765-4321");
    expect(formatPhone("1198765432")).toBeUndefined();
    expect(formatPhone("119876543210")).toBeUndefined();
  });

  it("parses only the formatted shape, and round-trips any 11 digits", () => {
    expect(parseFormattedPhone("11987654321")).toBeUndefined();
    expect(parseFormattedPhone("(11)98765-4321")).toBeUndefined();
    fc.assert(
      fc.property(elevenDigits, (digits) => {
        expect(parseFormattedPhone(formatPhone(digits)!)).toBe(digits);
        expect(phoneDigits(formatPhone(digits)!)).toBe(digits);
      }),
    );
  });
});
