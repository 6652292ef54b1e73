import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BiographyFacts, BiographyGender } from "./provider";
import { TemplateBiographyWriter } from "./template";
import { placeWith, relativePhrase, withPreposition } from "./template-grammar";

const writer = new TemplateBiographyWriter();

const maria: BiographyFacts = {
  name: "Maria Aparecida Souza",
  surname: "Cida",
  gender: "Mulher",
  birthDate: "1940-03-12",
  deathDate: "2023-08-01",
  profession: "professora",
  hometown: "Rio de Janeiro",
  location: "Campinas",
  religion: "Católica",
  interests: ["Jardinagem", "o mar"],
  kinship: [
    { name: "Ana", degree: "Filha" },
    { name: "Pedro", degree: "Neto" },
    { name: "Rita", degree: "Outro" },
  ],
};

/** Words the templates use about the person that agree with a gender. */
const MASCULINE = /\b(querido|lembrado|amado|nascido|o chamavam)\b/i;
const FEMININE = /\b(querida|lembrada|amada|nascida|a chamavam)\b/i;

/** Words that never occur in the template wordings, so a generated field cannot fake an agreement. */
const word = fc
  .string({ unit: fc.constantFrom(..."bcdfgkmnprstvxz"), minLength: 2, maxLength: 8 })
  .map((w) => w[0]!.toUpperCase() + w.slice(1));
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2025-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const facts: fc.Arbitrary<BiographyFacts> = fc.record(
  {
    name: phrase,
    surname: word,
    gender: fc.constantFrom<BiographyGender>("Homem", "Mulher", "Outro"),
    birthDate: isoDate,
    deathDate: isoDate,
    profession: phrase,
    hometown: phrase,
    location: phrase,
    religion: word,
    interests: fc.array(phrase, { maxLength: 5 }),
    kinship: fc.array(
      fc.record({
        name: word,
        degree: fc.constantFrom("Filho", "Filha", "Neto", "Avó", "Cônjuge", "Outro", "Madrinha"),
      }),
      { maxLength: 5 },
    ),
  },
  { requiredKeys: ["name", "interests", "kinship"] },
);

describe("the template biography writer", () => {
  it("writes three warm, specific drafts in different voices from the fields", async () => {
    const drafts = await writer.writeDrafts(maria);
    expect(drafts).toHaveLength(3);
    const [story, family, short] = drafts as [string, string, string];
    expect(story).toMatch(
      /^Maria Aparecida Souza nasceu no Rio de Janeiro, em 12 de março de 1940\.|^Natural do Rio de Janeiro, Maria Aparecida Souza veio ao mundo em 12 de março de 1940\./,
    );
    expect(story).toContain("Os mais próximos a chamavam de Cida.");
    expect(story).toContain("professora");
    expect(story).toMatch(/(de|por) jardinagem e (do|pelo) mar/);
    expect(story).toContain("em 1º de agosto de 2023, aos 83 anos.");
    expect(story).toContain("em Campinas");
    expect(story).toContain("sua filha Ana, seu neto Pedro e Rita");
    expect(family).toContain("Entre 1940 e 2023, foram 83 anos de histórias que seguem conosco.");
    expect(family).toContain("Trazia do Rio de Janeiro as raízes");
    expect(short).toMatch(/^Maria Aparecida Souza \(1940–2023\)\./);
    expect(new Set(drafts).size).toBe(3);
    for (const draft of drafts) expect(draft).not.toMatch(MASCULINE);
  });

  it("agrees with a man and stays gender-free for 'Não declarante'", async () => {
    const man = await writer.writeDrafts({ ...maria, name: "José Carlos", surname: "Zeca", gender: "Homem" });
    expect(man.join(" ")).toContain("Os mais próximos o chamavam de Zeca.");
    expect(man.join(" ")).not.toMatch(FEMININE);
    const undeclared = await writer.writeDrafts({ ...maria, gender: "Outro" });
    expect(undeclared.join(" ")).toContain("Para os mais próximos, era simplesmente Cida.");
    expect(undeclared.join(" ")).not.toMatch(MASCULINE);
    expect(undeclared.join(" ")).not.toMatch(FEMININE);
  });

  it("is deterministic per input and words different people differently", async () => {
    expect(await writer.writeDrafts(maria)).toEqual(await writer.writeDrafts({ ...maria }));
    const wordings = new Set<string>();
    for (const name of ["Ana Lima", "Bruno Dias", "Carla Reis", "Davi Melo", "Elisa Prado", "Fábio Cruz"])
      wordings.add((await writer.writeDrafts({ ...maria, name })).map((d) => d.replaceAll(name, "X")).join("|"));
    expect(wordings.size).toBeGreaterThan(1);
  });

  it("writes a whole draft from the name alone", async () => {
    const drafts = await writer.writeDrafts({ name: "Joana", interests: [], kinship: [] });
    expect(drafts).toHaveLength(3);
    for (const draft of drafts) expect(draft.split(/[.!?]\s/).length).toBeGreaterThanOrEqual(2);
  });

  it("property: 1 to 3 non-empty drafts, no placeholder left, every fact given appears, gender agreement holds", async () => {
    await fc.assert(
      fc.asyncProperty(facts, async (f) => {
        const drafts = await writer.writeDrafts(f);
        expect(drafts.length).toBeGreaterThanOrEqual(1);
        expect(drafts.length).toBeLessThanOrEqual(3);
        for (const draft of drafts) {
          expect(draft.trim().length).toBeGreaterThan(20);
          expect(draft).not.toMatch(/[{}$]|undefined|null|NaN|\s[,.]|\.\./);
          expect(draft).toBe(draft.trim());
          expect(draft).toContain(f.name.split(" ")[0]);
        }
        const all = drafts.join(" ");
        for (const value of [f.profession, f.hometown, f.religion, ...f.kinship.map((k) => k.name)])
          if (value) expect(all).toContain(value);
        if (f.gender !== "Mulher") expect(all).not.toMatch(FEMININE);
        if (f.gender !== "Homem") expect(all).not.toMatch(MASCULINE);
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});

describe("the grammar helpers", () => {
  it("contracts prepositions with articles and knows places that take one", () => {
    expect(withPreposition("de", "o mar")).toBe("do mar");
    expect(withPreposition("por", "a família")).toBe("pela família");
    expect(withPreposition("em", "pescar")).toBe("em pescar");
    expect(withPreposition("de", "a")).toBe("de a");
    expect(placeWith("em", "Rio de Janeiro")).toBe("no Rio de Janeiro");
    expect(placeWith("de", "Bahia")).toBe("da Bahia");
    expect(placeWith("em", "São Paulo")).toBe("em São Paulo");
  });

  it("phrases relatives by their degree's gender, or by name alone", () => {
    expect(relativePhrase({ name: "Ana", degree: "Filha" })).toBe("sua filha Ana");
    expect(relativePhrase({ name: "José", degree: "Conjuge" })).toBe("seu cônjuge José");
    expect(relativePhrase({ name: "Rita", degree: "Outro" })).toBe("Rita");
    expect(relativePhrase({ name: "Lia" })).toBe("Lia");
  });
});
