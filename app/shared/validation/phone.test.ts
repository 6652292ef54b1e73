import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, formatPhoneAsTyped, parseFormattedPhone, phoneDigits } from "./phone";

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

  it("formats as typed, keeping at most the first 11 digits, and ends at the full format", () => {
    expect(formatPhoneAsTyped("")).toBe("");
    expect(formatPhoneAsTyped("1")).toBe("(1");
    expect(formatPhoneAsTyped("119")).toBe("(11) 9");
    expect(formatPhoneAsTyped("(11) 98765-43")).toBe("(11) 98765-43");
    expect(formatPhoneAsTyped("(11) 98765-43210")).toBe("(11) 98765-4321");
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = formatPhoneAsTyped(typed);
        expect(phoneDigits(shown)).toBe(phoneDigits(typed).slice(0, 11));
        // Typing over what is shown changes nothing (the caret can stay where it is).
        expect(formatPhoneAsTyped(shown)).toBe(shown);
        if (phoneDigits(typed).length >= 11) expect(shown).toBe(formatPhone(phoneDigits(typed).slice(0, 11)));
      }),
    );
  });
});
