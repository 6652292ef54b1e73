import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locationWeight, type VisitorLocation } from "~/features/location/location";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";
import { listPublicProfiles, searchProfiles, searchWords } from "./search.server";

const { db } = setupTestDatabase();

const CAMPINAS: VisitorLocation = { city: "Campinas", state: "SP", country: "Brasil" };

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe("profile search ranking", () => {
  it("ranks by location: same city 3, same state 2, same country 1, else 0", async () => {
    await createProfile(db(), { name: "Silva Longe", city: "Lisboa", state: "LX", country: "Portugal" });
    await createProfile(db(), { name: "Silva Recife", city: "Recife", state: "PE" });
    await createProfile(db(), { name: "Silva Capital", city: "São Paulo", state: "SP" });
    await createProfile(db(), { name: "Silva Campinas", city: "Campinas", state: "SP" });
    const result = await searchProfiles({ term: "silva", location: CAMPINAS });
    expect(names(result)).toEqual(["Silva Campinas", "Silva Capital", "Silva Recife", "Silva Longe"]);
    expect(result.items.map((item) => item.weight)).toEqual([3, 2, 1, 0]);
  });

  it("needs the city and the state to match for the city weight", async () => {
    await createProfile(db(), { name: "Rosa Bom Jesus RS", city: "Bom Jesus", state: "RS" });
    await createProfile(db(), { name: "Rosa Bom Jesus PI", city: "Bom Jesus", state: "PI" });
    const result = await searchProfiles({
      term: "rosa",
      location: { city: "bom jesus", state: "pi", country: "Brasil" },
    });
    expect(result.items.map((item) => [item.name, item.weight])).toEqual([
      ["Rosa Bom Jesus PI", 3],
      ["Rosa Bom Jesus RS", 1],
    ]);
  });

  it("without a location, ranks by relevance and then by name", async () => {
    await createProfile(db(), { name: "Mariana Limeira" });
    await createProfile(db(), { name: "Ana Lima" });
    await createProfile(db(), { name: "Luciana Lima Prado" });
    const result = await searchProfiles({ term: "ana lima", location: null });
    expect(names(result)[0]).toBe("Ana Lima");
    expect(result.items.every((item) => item.weight === 0)).toBe(true);
    // "Limeira" does not contain "lima".
    expect(names(result)).toEqual(["Ana Lima", "Luciana Lima Prado"]);
  });

  it("ignores accents and case on both sides", async () => {
    await createProfile(db(), { name: "José Antônio da Conceição" });
    for (const term of ["JOSE ANTONIO", "conceicao", "Conceição", "jOsÉ", "ANTÔNIO"]) {
      expect(names(await searchProfiles({ term, location: null })), term).toEqual(["José Antônio da Conceição"]);
    }
  });

  it("finds by username and by city", async () => {
    await createProfile(db(), { name: "Teresinha Prado", username: "vovo.tete", city: "Itu", state: "SP" });
    await createProfile(db(), { name: "Olavo Nunes", city: "São José dos Campos", state: "SP" });
    expect(names(await searchProfiles({ term: "vovo.tete", location: null }))).toEqual(["Teresinha Prado"]);
    expect(names(await searchProfiles({ term: "@VOVO", location: null }))).toEqual(["Teresinha Prado"]);
    expect(names(await searchProfiles({ term: "sao jose", location: null }))).toEqual(["Olavo Nunes"]);
    expect(names(await searchProfiles({ term: "JOSÉ DOS CAMPOS", location: null }))).toEqual(["Olavo Nunes"]);
  });

  it("needs every word somewhere in the name, username or city", async () => {
    await createProfile(db(), { name: "Maria Aparecida dos Santos", city: "Salvador", state: "BA" });
    await createProfile(db(), { name: "Maria Lúcia Prado", city: "Salvador", state: "BA" });
    expect(names(await searchProfiles({ term: "maria santos", location: null }))).toEqual([
      "Maria Aparecida dos Santos",
    ]);
    expect(names(await searchProfiles({ term: "maria salvador", location: null }))).toHaveLength(2);
  });

  it("treats % and _ as text, not wildcards", async () => {
    await createProfile(db(), { name: "Helena Paiva" });
    expect((await searchProfiles({ term: "%", location: null })).total).toBe(0);
    expect((await searchProfiles({ term: "h_lena", location: null })).total).toBe(0);
  });
});

describe("privacy of the public lists", () => {
  it("never returns private or not activated memorials, in search or list", async () => {
    await createProfile(db(), { name: "Dalva Pública" });
    await createProfile(db(), { name: "Dalva Privada", access: "Private" });
    await createProfile(db(), { name: "Dalva Inacabada", activatedByUser: false });
    expect(names(await searchProfiles({ term: "dalva", location: CAMPINAS }))).toEqual(["Dalva Pública"]);
    expect(names(await searchProfiles({ term: "privada", location: null }))).toEqual([]);
    const list = await listPublicProfiles({ location: null, limit: 100 });
    expect(names(list)).toEqual(["Dalva Pública"]);
    expect(list.total).toBe(1);
  });
});

describe("paging", () => {
  it("pages on the server with totals, and past the end answers no items with the total", async () => {
    const owner = await createUser(db());
    for (const n of ["Aurora", "Benedito", "Cecília", "Davi", "Elza", "Firmino", "Glória"]) {
      await createProfile(db(), { name: `${n} Souza`, city: "Teixeira de Freitas", state: "BA", userId: owner.id });
    }
    const first = await searchProfiles({ term: "teixeira de freitas", location: null, page: 1, limit: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, limit: 3, totalPages: 3 });
    expect(names(first)).toEqual(["Aurora Souza", "Benedito Souza", "Cecília Souza"]);
    const last = await searchProfiles({ term: "teixeira de freitas", location: null, page: 3, limit: 3 });
    expect(names(last)).toEqual(["Glória Souza"]);
    const beyond = await searchProfiles({ term: "teixeira de freitas", location: null, page: 4, limit: 3 });
    expect(beyond).toMatchObject({ items: [], total: 7, page: 4, totalPages: 3 });
    const list = await listPublicProfiles({ location: null, page: 2, limit: 5 });
    expect(names(list)).toEqual(["Firmino Souza", "Glória Souza"]);
  });

  it("caps the limit at 100 and brings page 0 and nonsense back to the first page", async () => {
    await createProfile(db(), { name: "Ivone Barros" });
    expect(await searchProfiles({ term: "ivone", location: null, page: 0, limit: 1000 })).toMatchObject({
      page: 1,
      limit: 100,
      total: 1,
    });
    expect(await listPublicProfiles({ location: null, page: Number.NaN, limit: -3 })).toMatchObject({
      page: 1,
      limit: 1,
    });
  });

  it("answers an empty page when nothing matches", async () => {
    expect(await searchProfiles({ term: "ninguém", location: null })).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 6,
      totalPages: 0,
    });
  });
});

describe("the weight computed in SQL", () => {
  const CITIES = ["São Paulo", "sao paulo", "Campinas", "SANTOS", "Santos", "Belém", "belem", ""];
  const STATES = ["SP", "sp", "PA", "RJ"];
  const COUNTRIES = ["Brasil", "brasil", "Portugal"];
  const place = fc.record({
    city: fc.constantFrom(...CITIES),
    state: fc.constantFrom(...STATES),
    country: fc.constantFrom(...COUNTRIES),
  });

  it("always equals locationWeight() and never increases down the list", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(place, fc.array(place, { minLength: 1, maxLength: 5 }), async (visitor, places) => {
        run += 1;
        const tag = `zqx${run}k`;
        for (const [i, p] of places.entries()) {
          await createProfile(db(), {
            name: `Pessoa ${tag} ${i}`,
            city: p.city || null,
            state: p.state,
            country: p.country,
          });
        }
        const location = { ...visitor, state: visitor.state.toUpperCase() };
        const result = await searchProfiles({ term: tag, location, limit: 100 });
        expect(result.total).toBe(places.length);
        const expected = places.map((p) => locationWeight(location, p)).sort((a, b) => b - a);
        expect(result.items.map((item) => item.weight)).toEqual(expected);
        for (const item of result.items) {
          const index = Number(item.name.split(" ").at(-1));
          expect(item.weight).toBe(locationWeight(location, places[index]!));
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("search words", () => {
  it("folds accents and case, drops a leading @ and keeps at most 6 words", () => {
    expect(searchWords("  @Zé  da CONCEIÇÃO ")).toEqual(["ze", "da", "conceicao"]);
    expect(searchWords("a b c d e f g h")).toHaveLength(6);
    expect(searchWords("   ")).toEqual([]);
  });
});
