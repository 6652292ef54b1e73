import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  OWN_WORDS_SOURCE,
  REFERENCE_CATALOGUE,
  REFERENCE_TEXT_LIMIT,
  RELIGIONS,
  memorialReference,
  referencesOf,
  religionNamed,
  religionsFor,
  resolveReference,
} from "./religious-references.catalog";

describe("the religious references catalogue", () => {
  it("offers at least two texts for every religion the family may choose, and for 'sem religião'", () => {
    expect(RELIGIONS.map((r) => r.label)).toEqual([
      "Católica",
      "Evangélica",
      "Espírita",
      "Umbanda",
      "Candomblé",
      "Judaica",
      "Islâmica",
      "Budista",
      "Sem religião",
    ]);
    for (const { key } of RELIGIONS) expect(referencesOf(key).length, key).toBeGreaterThanOrEqual(2);
  });

  it("every text fits the card, has an attribution line and a unique id", () => {
    const ids = new Set<string>();
    for (const reference of REFERENCE_CATALOGUE) {
      expect([...reference.text].length, reference.id).toBeLessThanOrEqual(REFERENCE_TEXT_LIMIT);
      expect(reference.text.trim()).toBe(reference.text);
      expect(reference.source.length, reference.id).toBeGreaterThan(5);
      expect(ids.has(reference.id), reference.id).toBe(false);
      ids.add(reference.id);
    }
  });

  it("names only public-domain translations or its own texts", () => {
    for (const { source, id } of REFERENCE_CATALOGUE) {
      expect(/domínio público|tradução do memorial|Texto do memorial/.test(source), id).toBe(true);
    }
  });
});

describe("what a memorial shows", () => {
  const some = REFERENCE_CATALOGUE[0]!;

  it("the family's own words win over a catalogue choice; an unknown id shows nothing", () => {
    expect(resolveReference({ id: some.id, text: "Descanse em paz." })).toEqual({
      text: "Descanse em paz.",
      source: OWN_WORDS_SOURCE,
    });
    expect(resolveReference({ id: some.id, text: null })).toEqual({ text: some.text, source: some.source });
    expect(resolveReference({ id: "retirada", text: "  " })).toBeNull();
  });

  it("a Free memorial shows nothing whatever was stored; a paid one shows what was stored", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Free", "Ouro", "Platina", "Diamante"),
        fc.option(fc.constantFrom(...REFERENCE_CATALOGUE.map((r) => r.id))),
        fc.option(fc.string({ maxLength: 20 })),
        (type, id, text) => {
          const shown = memorialReference({ type, religiousReferenceId: id, religiousReferenceText: text });
          if (type === "Free") expect(shown).toBeNull();
          else expect(shown).toEqual(resolveReference({ id, text }));
        },
      ),
    );
  });

  it("reads the religion a family wrote in the memorial's free-text field, whatever the case and accents", () => {
    const written: [string | null, string | null][] = [
      ["Católica", "catolica"],
      ["catolica apostolica romana", "catolica"],
      ["Evangélica (Assembleia de Deus)", "evangelica"],
      ["Batista", "evangelica"],
      ["ESPÍRITA", "espirita"],
      ["Umbandista", "umbanda"],
      ["Candomblé", "candomble"],
      ["Judaica", "judaica"],
      ["Muçulmano", "islamica"],
      ["budismo", "budista"],
      ["Sem religião", "sem-religiao"],
      ["Xintoísta", null],
      ["", null],
      [null, null],
    ];
    for (const [text, religion] of written) expect(religionNamed(text), String(text)).toBe(religion);
    fc.assert(
      fc.property(fc.constantFrom(...RELIGIONS), fc.boolean(), (religion, upper) => {
        const label = upper ? religion.label.toUpperCase() : religion.label;
        expect(religionNamed(label)).toBe(religion.key);
      }),
    );
  });

  it("offers the memorial's religion first and every religion once", () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...RELIGIONS.map((r) => r.key)), { nil: null }), (first) => {
        const order = religionsFor(first).map((r) => r.key);
        expect([...order].sort()).toEqual(RELIGIONS.map((r) => r.key).sort());
        if (first) expect(order[0]).toBe(first);
        else expect(order).toEqual(RELIGIONS.map((r) => r.key));
      }),
    );
  });
});
