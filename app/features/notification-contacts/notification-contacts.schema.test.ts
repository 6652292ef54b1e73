import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import {
  CONTACT_KINSHIPS,
  CONTACT_MESSAGES as M,
  contactFormSchema,
  saveNotificationContactSchema,
} from "./notification-contacts.schema";

const SEED = 20261123;

/** The messages a form submission gets, by field ('' for the form-wide one). */
function messages(input: Record<string, unknown>): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const digit = fc.constantFrom(..."0123456789");
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(""));
const formattedPhone = fc
  .tuple(digits(2), digits(5), digits(4))
  .map(([ddd, a, b]) => ({ text: `(${ddd}) ${a}-${b}`, digits: ddd + a + b }));
const wordChars = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789_");
const label = fc.array(wordChars, { minLength: 1, maxLength: 10 }).map((c) => c.join(""));
const validEmail = fc
  .tuple(label, fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-zA-Z]{2,7}$/))
  .map(([local, domain, tld]) => `${local}@${domain.join(".")}.${tld}`);
const name = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0);

describe("the notification contact's rules (spec part 2, §5)", () => {
  it("accepts any name with a well-formed e-mail or (DD) NNNNN-NNNN phone; stores the phone's digits and the e-mail in lower case", () => {
    fc.assert(
      fc.property(
        name,
        fc.option(validEmail, { nil: undefined }),
        fc.option(formattedPhone, { nil: undefined }),
        fc.option(fc.constantFrom(...CONTACT_KINSHIPS), { nil: undefined }),
        (typedName, email, phone, kinship) => {
          fc.pre(email !== undefined || phone !== undefined);
          const result = contactFormSchema.parse({ name: typedName, email, cellphone: phone?.text, kinship });
          expect(result).toEqual({
            name: typedName.trim(),
            email: email?.toLowerCase() ?? null,
            cellphone: phone?.digits ?? null,
            kinship: kinship ?? null,
          });
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("refuses any cellphone that is not exactly (DD) NNNNN-NNNN with 'Formato do número de celular inválido.'", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        fc.pre(typed.trim() !== "" && !/^\(\d{2}\) \d{5}-\d{4}$/.test(typed.trim()));
        expect(messages({ name: "Ana", cellphone: typed })).toEqual({ cellphone: M.phoneInvalid });
      }),
      { seed: SEED, numRuns: 300 },
    );
    // Digits alone, a landline's 8 digits, a missing space: all refused.
    for (const typed of ["11987654321", "(11) 8765-4321", "(11)98765-4321", "(1) 98765-4321"]) {
      expect(messages({ name: "Ana", cellphone: typed })).toEqual({ cellphone: M.phoneInvalid });
    }
  });

  it("agrees with the spec's e-mail pattern on any text, and lets an empty e-mail through", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), validEmail, fc.emailAddress()), (typed) => {
        const trimmed = typed.trim();
        fc.pre(trimmed !== "");
        const expected = EMAIL_PATTERN.test(trimmed) ? {} : { email: M.emailInvalid };
        expect(messages({ name: "Ana", email: typed, cellphone: "(11) 98765-4321" })).toEqual(expected);
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(messages({ name: "Ana", email: "", cellphone: "(11) 98765-4321" })).toEqual({});
  });

  it("needs an e-mail or a cellphone, and a name, with the spec's messages", () => {
    fc.assert(
      fc.property(name, fc.constantFrom(undefined, "", "   "), fc.constantFrom(undefined, "", " "), (n, e, c) => {
        expect(messages({ name: n, email: e, cellphone: c })).toEqual({ "": M.emailOrPhone });
      }),
      { seed: SEED, numRuns: 50 },
    );
    for (const blank of [undefined, "", "   "]) {
      expect(messages({ name: blank, email: "ana@exemplo.com.br" })).toEqual({ name: M.nameRequired });
    }
  });

  it("takes a relationship only from the spec's list", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (typed) => {
        fc.pre(typed.trim() !== "" && !(CONTACT_KINSHIPS as readonly string[]).includes(typed));
        expect(messages({ name: "Ana", email: "ana@exemplo.com", kinship: typed })).toEqual({
          kinship: M.kinshipInvalid,
        });
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it("the API's entity also needs user_id and profile_id, with the spec's messages", () => {
    const issues = (input: Record<string, unknown>) =>
      saveNotificationContactSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ name: "Ana", email: "ana@exemplo.com" })).toEqual([
      ["user_id", M.userIdRequired],
      ["profile_id", M.profileIdRequired],
    ]);
    expect(issues({ user_id: "u", profile_id: "p", name: "Ana", email: "ana@exemplo.com" })).toBeUndefined();
  });
});
