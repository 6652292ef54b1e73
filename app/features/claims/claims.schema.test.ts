import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeSecurityAnswer } from "~/features/profile-editor/store/security-answers.server";
import { CLAIM_MESSAGES as M } from "./claims.constants";
import { CLAIM_RELATIONSHIPS, claimFormSchema, decisionSchema } from "./claims.schema";
import { claimForm } from "./claims.test-helpers";

const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }).map((d) => d.join(""));

describe("the claim form's schema (decision 057)", () => {
  it("property: any way of typing eleven digits is the phone's digits; any other count is refused", () => {
    fc.assert(
      fc.property(digits, fc.constantFrom("", " ", "-", "(", ")", "."), (phone, separator) => {
        const typed = `(${phone.slice(0, 2)})${separator}${phone.slice(2, 7)}${separator}${phone.slice(7)}`;
        expect(claimFormSchema.parse(claimForm({ phone: typed })).phone).toBe(phone);
        const short = claimFormSchema.safeParse(claimForm({ phone: phone.slice(1) }));
        expect(short.success).toBe(false);
      }),
    );
  });

  it("property: only the kinship list's relationships are taken ('Amigo' is not a relative)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const parsed = claimFormSchema.safeParse(claimForm({ relationship: typed }));
        expect(parsed.success).toBe((CLAIM_RELATIONSHIPS as readonly string[]).includes(typed));
      }),
    );
    expect(claimFormSchema.safeParse(claimForm({ relationship: "Amigo" })).error?.issues[0]?.message).toBe(
      M.relationshipInvalid,
    );
  });

  it("property: an answer typed with other case, accents and spaces normalises as the stored one", () => {
    const words = fc.array(fc.constantFrom("José", "da", "Conceição", "São", "João", "Ávila", "Pelotas"), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(words, fc.boolean(), fc.nat(3), (list, upper, pad) => {
        const stored = list.join(" ");
        const typed = `${" ".repeat(pad)}${list
          .map((w) => w.normalize("NFD").replace(/\p{Diacritic}/gu, ""))
          .map((w) => (upper ? w.toUpperCase() : w.toLowerCase()))
          .join(" ".repeat(pad + 1))} `;
        expect(normalizeSecurityAnswer(typed)).toBe(normalizeSecurityAnswer(stored));
      }),
    );
  });

  it("a decision needs approve or reject and a note", () => {
    expect(decisionSchema.safeParse({ decision: "approve", note: "  " }).error?.issues[0]?.message).toBe(
      M.noteRequired,
    );
    expect(decisionSchema.safeParse({ decision: "maybe", note: "x" }).error?.issues[0]?.message).toBe(
      M.decisionInvalid,
    );
  });
});
