import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { FOLLOWER_MESSAGES } from "./followers.constants";
import { followSchema } from "./followers.schema";

const MESSAGES = new Set<string>(Object.values(FOLLOWER_MESSAGES));

describe("the follow form's schema", () => {
  it("takes an address trimmed and lower-cased", () => {
    expect(followSchema.parse({ email: "  Ana.Souza@Exemplo.COM.br " })).toEqual({ email: "ana.souza@exemplo.com.br" });
  });

  it("property: anything typed is either a lower-case valid address or refused with a pt-BR message", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.emailAddress(), fc.constant(""), fc.integer(), fc.constant(null)),
        fc.oneof(fc.constant(undefined), fc.string(), fc.integer()),
        (email, captchaToken) => {
          const result = followSchema.safeParse({ email, captchaToken });
          if (result.success) {
            expect(result.data.email).toBe(result.data.email.toLowerCase());
            expect(EMAIL_PATTERN.test(result.data.email)).toBe(true);
          } else {
            for (const issue of result.error.issues) expect(MESSAGES.has(issue.message), issue.message).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
