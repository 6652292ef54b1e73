import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DELETE_CONFIRMATION_WORD, MY_DATA_MESSAGES as M } from "./my-data.constants";
import { deleteAccountSchema } from "./my-data.schema";

describe("the account deletion form's schema", () => {
  it("accepts exactly the confirmation word, in any case and with spaces around", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.string({ maxLength: 20 }), (password, typed) => {
        const result = deleteAccountSchema.safeParse({ password, confirmation: typed });
        const matches = typed.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;
        expect(result.success).toBe(matches);
        if (!matches) expect(result.error!.issues.map((issue) => issue.message)).toContain(M.confirmationWrong);
      }),
    );
    for (const typed of ["excluir", " EXCLUIR ", "Excluir"]) {
      expect(deleteAccountSchema.safeParse({ password: "x", confirmation: typed }).success).toBe(true);
    }
  });

  it("refuses an empty, missing or non-text password in pt-BR", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(""), fc.constant(undefined), fc.integer(), fc.constant(null)), (password) => {
        const result = deleteAccountSchema.safeParse({ password, confirmation: DELETE_CONFIRMATION_WORD });
        expect(result.success).toBe(false);
        expect(result.error!.issues[0]!.message).toBe(M.passwordRequired);
      }),
    );
  });
});
