import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partialKey, searchKey } from "./search-key";

/** Letters as Brazilian names use them, accents included, and the separators people type. */
const NAME_CHARACTERS = [..."abcdefghijklmnopqrstuvwxyzáâãàéêíóôõúüçABCDELMOSTZ  '-.0"];
const nameText = (maxLength = 24) =>
  fc.array(fc.constantFrom(...NAME_CHARACTERS), { maxLength }).map((chars) => chars.join(""));
const word = fc
  .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzçãéô"), { minLength: 1, maxLength: 10 })
  .map((c) => c.join(""));

describe("the spelling key", () => {
  it.each([
    ["Lourdes", "Lurdes"],
    ["Sousa", "Souza"],
    ["Luiz", "Luís"],
    ["Thereza", "Teresa"],
    ["Tereza", "Teresa"],
    ["Kelly", "Keli"],
    ["Yvonne", "Ivone"],
    ["Hellen", "Elen"],
    ["Raphael", "Rafael"],
    ["Thiago", "Tiago"],
    ["Walter", "Valter"],
    ["Kátia", "Cátia"],
    ["Izabel", "Isabel"],
    ["Mattos", "Matos"],
    ["Graciele", "Grasiele"],
    ["Queiroz", "Queirós"],
    ["Conceição", "Conseição"],
    ["Bomfim", "Bonfim"],
    ["Joaquim", "Joaquin"],
  ])("makes %s and %s one", (a, b) => {
    expect(searchKey(a)).toBe(searchKey(b));
  });

  it.each([
    ["Lucas", "Lúcia"],
    ["Silva", "Silveira"],
    ["Rosa", "Rosana"],
    ["Marcos", "Marco"],
    ["Mário", "Maria"],
  ])("keeps %s and %s apart", (a, b) => {
    expect(searchKey(a)).not.toBe(searchKey(b));
  });

  it("keeps lower-case letters, digits and single spaces only, and is stable", () => {
    fc.assert(
      fc.property(nameText(40), (text) => {
        const key = searchKey(text);
        expect(key).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
        expect(searchKey(key)).toBe(key);
        expect(searchKey(text.toUpperCase())).toBe(key);
      }),
      { seed: 51 },
    );
  });

  it("keys the start of a word so that every longer word it begins still contains it", () => {
    fc.assert(
      fc.property(word, fc.string({ unit: fc.constantFrom(..."aeiouzhslcymn o"), maxLength: 4 }), (start, rest) => {
        expect(searchKey(start + rest)).toContain(partialKey(start));
        expect(searchKey(start + rest).startsWith(partialKey(start))).toBe(true);
      }),
      { numRuns: 2000, seed: 51 },
    );
  });

  it("gives a whole word its own key, save what the next letter could change", () => {
    expect(partialKey("lourdes")).toBe("lurdes");
    expect(partialKey("lou")).toBe("lu");
    expect(partialKey("luc")).toBe("lu");
    expect(partialKey("souz")).toBe("su");
    expect(partialKey("silva")).toBe("silva");
  });
});
