import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aboutSchema, basicsSchema } from "../steps/profile-form.schema";
import { ABOUT, BASICS } from "../steps/profile-form.test-helpers";
import { firstMissingStep, readDraftData } from "./draft-data";

const TODAY = "2026-11-20";
const basics = basicsSchema(TODAY).parse(BASICS);
const about = aboutSchema.parse({ ...ABOUT, interests: [{ description: "Jardinagem" }] });

describe("readDraftData", () => {
  it("keeps valid parts as they were saved", () => {
    const stored = { basics, about, plan: "Ouro", suggestedPlan: "Free", addressSaved: true };
    expect(readDraftData(JSON.parse(JSON.stringify(stored)), TODAY)).toEqual(stored);
  });

  it("drops a part its step's schema refuses, and only that part", () => {
    const tampered = [
      { ...basics, birthDate: "2999-01-01" },
      { ...basics, username: "@a" },
      { ...basics, name: 42 },
      { ...basics, gender: "Robô" },
      "Maria",
    ];
    for (const part of tampered) {
      const data = readDraftData({ basics: part, about }, TODAY);
      expect(data).toEqual({ about });
      expect(firstMissingStep(data)).toBe(1);
    }
    const data = readDraftData({ basics, about: { ...about, interests: "tudo" } }, TODAY);
    expect(data).toEqual({ basics });
    expect(firstMissingStep(data)).toBe(2);
    expect(readDraftData({ basics, about: { ...about, kinships: [{ name: "Ana" }] } }, TODAY)).toEqual({ basics });
  });

  it("strips keys no step writes and drops notes that are not what they should be", () => {
    const data = readDraftData(
      {
        basics: { ...basics, isAdmin: true },
        about,
        userId: "someone-else",
        plan: "Bronze",
        suggestedPlan: 7,
        addressSaved: "sim",
        portrait: { imagePath: "../../segredos/chave" },
      },
      TODAY,
    );
    expect(data).toEqual({ basics, about });
    expect(readDraftData({ portrait: { imagePath: "profiles/0123456789abcdef" } }, TODAY)).toEqual({
      portrait: { imagePath: "profiles/0123456789abcdef" },
    });
  });

  it("reads anything stored without throwing, and gives back only parts their schemas accept", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.option(fc.jsonValue()), fc.option(fc.jsonValue()), (noise, b, a) => {
        const stored =
          noise && typeof noise === "object" && !Array.isArray(noise) ? { ...noise, basics: b, about: a } : noise;
        const data = readDraftData(stored, TODAY);
        if (data.basics) expect(basicsSchema(TODAY).safeParse(data.basics).success).toBe(true);
        if (data.about) expect(aboutSchema.safeParse(data.about).success).toBe(true);
        expect(
          Object.keys(data).every((key) =>
            ["basics", "about", "plan", "suggestedPlan", "addressSaved", "portrait"].includes(key),
          ),
        ).toBe(true);
      }),
      { seed: 20261120 },
    );
  });

  it("reading back what a step saved changes nothing (each part's schema is idempotent)", () => {
    const text = fc.string({ maxLength: 40 });
    const aboutInput = fc.record({
      hometown: text.filter((v) => v.trim() !== ""),
      location: fc.option(text, { nil: undefined }),
      surname: fc.option(text, { nil: undefined }),
      religion: fc.option(text, { nil: undefined }),
      bio: text.filter((v) => v.trim() !== ""),
      description: text.filter((v) => v.trim() !== ""),
      interests: fc.array(fc.record({ description: text }), { maxLength: 5 }),
      access: fc.constantFrom("Public", "Private"),
    });
    fc.assert(
      fc.property(aboutInput, fc.stringMatching(/^@?[a-z0-9._-]{3,20}$/), (input, username) => {
        const saved = { basics: basicsSchema(TODAY).parse({ ...BASICS, username }), about: aboutSchema.parse(input) };
        expect(readDraftData(JSON.parse(JSON.stringify(saved)), TODAY)).toEqual(saved);
      }),
      { seed: 20261120 },
    );
  });
});
