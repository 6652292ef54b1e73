import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchKey } from "./search-key";

/** Letters as Brazilian names use them, accents included, and the separators people type. */
const NAME_CHARACTERS = [..."abcdefghijklmnopqrstuvwxyzáâãàéêíóôõúüçABCDELMOSTZ  '-.0"];
const nameText = (maxLength = 24) =>
  fc.array(fc.constantFrom(...NAME_CHARACTERS), { maxLength }).map((chars) => chars.join(""));

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
});
