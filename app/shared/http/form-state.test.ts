import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validateForm } from "./form-state";

describe("validateForm", () => {
  it("keys each message by its field path, keeps what was typed but never a password", () => {
    const schema = z.object({
      email: z.email("Insira um e-mail válido."),
      password: z.string().min(8, "A senha deve ter pelo menos 8 caracteres."),
      phones: z.preprocess((v) => [v], z.array(z.string().regex(/^\d+$/, "Só números."))),
    });
    const form = new FormData();
    form.set("email", "ana@");
    form.set("password", "curta");
    form.set("phones", "abc");
    const result = validateForm(schema, form, "Confira os campos.");
    expect(result).toEqual({
      ok: false,
      values: { email: "ana@", phones: "abc" },
      errors: {
        email: "Insira um e-mail válido.",
        password: "A senha deve ter pelo menos 8 caracteres.",
        "phones.0": "Só números.",
      },
      formError: "Confira os campos.",
    });
  });
});
