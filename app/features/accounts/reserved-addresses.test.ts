import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { email } from "./accounts.fields";
import { STEWARD_EMAIL } from "./personal-data.server";

const field = email("obrigatório", "inválido");

describe("addresses under .invalid (erased accounts and the steward, decision 058)", () => {
  it("are refused wherever an account's e-mail is typed", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const reserved = `${address.split("@")[0]}@conta-excluida.invalid`;
        const result = field.safeParse(reserved);
        expect(result.success).toBe(false);
      }),
    );
    expect(field.safeParse(STEWARD_EMAIL.toUpperCase()).success).toBe(false);
    expect(field.safeParse("ana@exemplo.com").success).toBe(true);
  });
});
