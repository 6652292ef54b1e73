import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "~/shared/http/errors";
import { aboutSchema } from "./profile-form.schema";
import { parseOrRefuse, refusal } from "./validate";

describe("parseOrRefuse (property)", () => {
  const row = fc.record({
    name: fc.option(fc.string(), { nil: undefined }),
    degree: fc.option(fc.string(), { nil: undefined }),
  });
  const input = fc.record(
    {
      hometown: fc.oneof(fc.string(), fc.integer()),
      bio: fc.string(),
      description: fc.string(),
      access: fc.constantFrom("Public", "Private", "Outro"),
      kinships: fc.array(row, { maxLength: 4 }),
    },
    { requiredKeys: [] },
  );

  it("answers the parsed value, or a ValidationError naming every refused field by its path, the first message leading", () => {
    fc.assert(
      fc.property(input, (value) => {
        const parsed = aboutSchema.safeParse(value);
        let thrown: unknown;
        try {
          expect(parseOrRefuse(aboutSchema, value, "fallback")).toEqual(parsed.data);
        } catch (error) {
          thrown = error;
        }
        expect(thrown === undefined).toBe(parsed.success);
        if (parsed.success) return;
        expect(thrown).toBeInstanceOf(ValidationError);
        const { message, fields } = thrown as ValidationError;
        const paths = new Set(parsed.error.issues.map((i) => i.path.map(String).join(".") || "_"));
        expect(new Set(Object.keys(fields ?? {}))).toEqual(paths);
        expect(message).toBe(parsed.error.issues[0]!.message);
      }),
      { seed: 20261120 },
    );
  });

  it("joins the refusals of several parts in their order, the fallback only when nothing is refused", () => {
    const a = aboutSchema.safeParse({}).error;
    const b = aboutSchema.safeParse({ hometown: "Natal", bio: "x", description: "y", access: "Nenhum" }).error;
    const joined = refusal([undefined, b, a], "fallback");
    expect(joined.message).toBe("Selecione o tipo de perfil");
    expect(Object.keys(joined.fields ?? {})).toEqual(["access", "hometown", "bio", "description"]);
    expect(refusal([], "fallback").message).toBe("fallback");
  });
});
