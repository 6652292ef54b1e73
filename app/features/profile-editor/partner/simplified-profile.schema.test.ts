import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plaqueStepSchema } from "./simplified-profile.schema";

const ADDRESS = { street: "Rua do Sol, 5", city: "Natal", state: "rn", zip_code: "59010000", country: "Brasil" };

describe("the partner's plaque step", () => {
  it("takes the new plaque's address with 'Não', normalised, and asks for nothing when it is left blank", () => {
    expect(plaqueStepSchema.parse({ hasPlaque: "nao", ...ADDRESS })).toEqual({
      hasPlaque: "nao",
      hash: undefined,
      address: { street: "Rua do Sol, 5", city: "Natal", state: "RN", zip_code: "59010-000", country: "Brasil" },
    });
    const blank = { street: " ", city: "", state: "", zip_code: "", country: "Brasil" };
    expect(plaqueStepSchema.parse({ hasPlaque: "nao", ...blank })).toEqual({
      hasPlaque: "nao",
      hash: undefined,
      address: undefined,
    });
  });

  it("refuses a partial address under each missing field, with the spec's messages", () => {
    const result = plaqueStepSchema.safeParse({ hasPlaque: "nao", street: "Rua do Sol, 5", country: "Brasil" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      city: "Insira a cidade para envio do QR Code!",
      state: "Insira o estado para envio do QR Code!",
      zip_code: "Insira o CEP para envio do QR Code!",
    });
  });

  it("ignores whatever address was typed when the partner hands a pre-printed plaque over", () => {
    const text = fc.option(fc.string({ maxLength: 30 }), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ street: text, city: text, state: text, zip_code: text }), (typed) => {
        const parsed = plaqueStepSchema.parse({ hasPlaque: "sim", hash: "placafeita", ...typed });
        expect(parsed).toEqual({ hasPlaque: "sim", hash: "PLACAFEITA", address: undefined });
      }),
    );
  });
});
