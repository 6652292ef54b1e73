import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("the spec's e-mail rule", () => {
  it.each(["ana@exemplo.com", "ana.souza-2@mail.exemplo.com.br", "a_b@x.co", ""])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "ana",
    "ana@",
    "@exemplo.com",
    "ana@exemplo",
    "ana@exemplo.c",
    "ana@exemplo.abcdefgh",
    "ana maria@x.com",
    "ana@x.com ",
  ])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("accepts generated addresses of the allowed shape", () => {
    const chars = (set: string, minLength: number, maxLength: number) =>
      fc.string({ unit: fc.constantFrom(...set), minLength, maxLength });
    const word = chars("abcxyz019_.-", 1, 16);
    const label = chars("abcxyz019-", 1, 12);
    const ending = chars("abcdefghijklmnopqrstuvwxyz", 2, 7);
    fc.assert(
      fc.property(word, label, ending, (user, domain, end) => {
        expect(isValidEmail(`${user}@${domain}.${end}`)).toBe(true);
      }),
    );
  });
});
