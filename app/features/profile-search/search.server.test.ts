import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { locationWeight } from "~/features/location/location";
import { type VisitorLocation } from "~/shared/visitor";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";
import { foldText } from "~/shared/format/format";
import { listPublicProfiles, LOOK_AHEAD_PAGES, searchProfiles } from "./search.server";
import { searchKey } from "~/shared/search/search-key";
import { searchWords } from "~/shared/search/search-words";

const { db } = setupTestDatabase();

const CAMPINAS: VisitorLocation = { city: "Campinas", state: "SP", country: "Brasil" };
const SAO_PAULO: VisitorLocation = { city: "São Paulo", state: "SP", country: "Brasil" };

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);
/** A creation time `minutes` after a fixed start, so recency is explicit and ties are possible. */
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));

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

  it("puts the most recent memorial first inside a location bucket, with or without a location", async () => {
    await createProfile(db(), { name: "Ana Antiga", city: "Campinas", state: "SP", createdAt: at(1) });
    await createProfile(db(), { name: "Ana Recente", city: "Campinas", state: "SP", createdAt: at(30) });
    await createProfile(db(), { name: "Ana Meio", city: "Campinas", state: "SP", createdAt: at(10) });
    await createProfile(db(), { name: "Ana Nova de Recife", city: "Recife", state: "PE", createdAt: at(50) });
    expect(names(await searchProfiles({ term: "ana", location: CAMPINAS }))).toEqual([
      "Ana Recente",
      "Ana Meio",
      "Ana Antiga",
      "Ana Nova de Recife",
    ]);
    expect(names(await searchProfiles({ term: "ana", location: null }))).toEqual([
      "Ana Nova de Recife",
      "Ana Recente",
      "Ana Meio",
      "Ana Antiga",
    ]);
    const list = await listPublicProfiles({ location: CAMPINAS });
    expect(names(list)).toEqual(["Ana Recente", "Ana Meio", "Ana Antiga", "Ana Nova de Recife"]);
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

  it("finds a city's memorials from anywhere, each in its own location bucket", async () => {
    await createProfile(db(), { name: "Jair Bastos", city: "Belo Horizonte", state: "MG", createdAt: at(1) });
    await createProfile(db(), { name: "Lia Belo", city: "São Paulo", state: "SP", createdAt: at(2) });
    await createProfile(db(), { name: "Caio Prado", city: "Monte Belo", state: "SP", createdAt: at(3) });
    await createProfile(db(), { name: "Rui Campos", city: "Campinas", state: "SP", createdAt: at(4) });
    // From São Paulo: the name in the city bucket, Monte Belo in the state one, then Belo Horizonte.
    const fromSaoPaulo = await searchProfiles({ term: "belo", location: SAO_PAULO });
    expect(fromSaoPaulo.items.map((item) => [item.name, item.weight])).toEqual([
      ["Lia Belo", 3],
      ["Caio Prado", 2],
      ["Jair Bastos", 1],
    ]);
    // A visitor in the city itself: every memorial of the city matches its name.
    const fromCampinas = await searchProfiles({ term: "campinas", location: CAMPINAS });
    expect(names(fromCampinas)).toEqual(["Rui Campos"]);
    // A word of the visitor's own city and a word of the name, together.
    expect(names(await searchProfiles({ term: "paulo lia", location: SAO_PAULO }))).toEqual(["Lia Belo"]);
    expect(names(await searchProfiles({ term: "horizonte jair", location: SAO_PAULO }))).toEqual(["Jair Bastos"]);
  });

  it("finds a memorial by a city it was moved to", async () => {
    const moved = await createProfile(db(), { name: "Célia Rocha", city: "Recife", state: "PE" });
    await db().update(profiles).set({ city: "Caruaru" }).where(eq(profiles.id, moved.id));
    expect(names(await searchProfiles({ term: "caruaru", location: SAO_PAULO }))).toEqual(["Célia Rocha"]);
    expect(names(await searchProfiles({ term: "recife", location: null }))).toEqual([]);
  });

  it("needs every word somewhere in the name, username or city", async () => {
    await createProfile(db(), { name: "Maria Aparecida dos Santos", city: "Salvador", state: "BA" });
    await createProfile(db(), { name: "Maria Lúcia Prado", city: "Salvador", state: "BA" });
    expect(names(await searchProfiles({ term: "maria santos", location: null }))).toEqual([
      "Maria Aparecida dos Santos",
    ]);
    expect(names(await searchProfiles({ term: "maria salvador", location: null }))).toHaveLength(2);
    expect(names(await searchProfiles({ term: "maria salvador", location: SAO_PAULO }))).toHaveLength(2);
    expect(names(await searchProfiles({ term: "lucia santos", location: null }))).toEqual([]);
  });

  it("treats % and _ as text, not wildcards", async () => {
    await createProfile(db(), { name: "Helena Paiva" });
    expect((await searchProfiles({ term: "%", location: null })).total).toBe(0);
    expect((await searchProfiles({ term: "h_lena", location: null })).total).toBe(0);
    expect((await searchProfiles({ term: "%", location: SAO_PAULO })).total).toBe(0);
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
    expect(list).toMatchObject({ total: 1, totalIsExact: true });
  });
});

describe("paging", () => {
  /** `count` public memorials of one city, named Pessoa 01.. from the newest down. */
  async function createMany(count: number) {
    const owner = await createUser(db());
    for (let i = 1; i <= count; i++) {
      const name = `Pessoa ${String(i).padStart(2, "0")} Souza`;
      await createProfile(db(), {
        name,
        city: "Teixeira de Freitas",
        state: "BA",
        userId: owner.id,
        createdAt: at(-i),
      });
    }
  }
  const search = (page: number, limit = 3) =>
    searchProfiles({ term: "teixeira de freitas", location: null, page, limit });

  it("counts the results only a few pages ahead: exact near the end, a lower bound before", async () => {
    await createMany(7);
    const first = await search(1);
    expect(names(first)).toEqual(["Pessoa 01 Souza", "Pessoa 02 Souza", "Pessoa 03 Souza"]);
    expect(first).toMatchObject({ page: 1, limit: 3, hasNext: true, total: 7, totalPages: 3, totalIsExact: true });
    const last = await search(3);
    expect(names(last)).toEqual(["Pessoa 07 Souza"]);
    expect(last).toMatchObject({ hasNext: false, total: 7, totalPages: 3, totalIsExact: true });
    // 2 per page: page 1 counts up to 1 + LOOK_AHEAD_PAGES pages and one result more.
    const counted = (1 + LOOK_AHEAD_PAGES) * 1 + 1;
    expect(await searchProfiles({ term: "souza", location: null, limit: 1 })).toMatchObject({
      hasNext: true,
      total: counted,
      totalPages: counted,
      totalIsExact: false,
    });
  });

  it("moves the look-ahead with the page and says when it reached the end", async () => {
    await createMany(25);
    const first = await search(1, 2);
    expect(first).toMatchObject({ hasNext: true, total: 11, totalPages: 6, totalIsExact: false });
    const sixth = await search(6, 2);
    expect(names(sixth)).toEqual(["Pessoa 11 Souza", "Pessoa 12 Souza"]);
    expect(sixth).toMatchObject({ hasNext: true, total: 21, totalPages: 11, totalIsExact: false });
    const ninth = await search(9, 2);
    expect(ninth).toMatchObject({ hasNext: true, total: 25, totalPages: 13, totalIsExact: true });
    const lastPage = await search(13, 2);
    expect(names(lastPage)).toEqual(["Pessoa 25 Souza"]);
    expect(lastPage.hasNext).toBe(false);
  });

  it("answers no items past the end, with the exact total to find the last page", async () => {
    await createMany(7);
    expect(await search(4)).toMatchObject({ items: [], hasNext: false, total: 7, page: 4, totalPages: 3 });
    expect(await search(500)).toMatchObject({ items: [], total: 7, totalPages: 3, totalIsExact: true });
    const list = await listPublicProfiles({ location: null, page: 2, limit: 5 });
    expect(names(list)).toEqual(["Pessoa 06 Souza", "Pessoa 07 Souza"]);
    expect(list).toMatchObject({ hasNext: false, totalPages: 2 });
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
    expect(await searchProfiles({ term: "ninguém", location: CAMPINAS })).toEqual({
      items: [],
      page: 1,
      limit: 6,
      hasNext: false,
      total: 0,
      totalPages: 0,
      totalIsExact: true,
    });
  });
});

describe("paging through every page", () => {
  const CITIES = [
    ["Campinas", "SP", "Brasil"],
    ["São Paulo", "SP", "Brasil"],
    ["Santos", "sp", "Brasil"],
    ["Belém", "PA", "Brasil"],
    ["Santarém", "PA", "brasil"],
    ["Lisboa", "LX", "Portugal"],
    [null, "SP", "Brasil"],
    [null, null, "Brasil"],
  ] as const;
  const VISITORS: (VisitorLocation | null)[] = [
    null,
    CAMPINAS,
    { city: "Belem", state: "PA", country: "Brasil" },
    { city: "", state: "SP", country: "Brasil" },
    { city: "Porto", state: "PT", country: "Portugal" },
  ];
  const memorial = fc.record({
    place: fc.integer({ min: 0, max: CITIES.length - 1 }),
    word: fc.constantFrom("Rosa", "Rosana", "Prado", "Santos", "Souza", "Lourdes"),
    minute: fc.integer({ min: 0, max: 5 }),
    access: fc.constantFrom("Public", "Public", "Public", "Private"),
    activated: fc.constantFrom(true, true, true, false),
  });

  it("returns every matching public memorial exactly once, in the ranked order", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(memorial, { minLength: 0, maxLength: 20 }),
        fc.constantFrom(...VISITORS),
        fc.constantFrom("", "rosa", "santos", "ros san", "SP", "sousa", "rossa sant", "lou"),
        fc.integer({ min: 1, max: 3 }),
        async (memorials, location, term, limit) => {
          run += 1;
          const tag = `kq${run}z`;
          const owner = await createUser(db());
          const created: (Awaited<ReturnType<typeof createProfile>> & { weight: number })[] = [];
          for (const [i, m] of memorials.entries()) {
            const [city, state, country] = CITIES[m.place]!;
            const row = await createProfile(db(), {
              name: `${m.word} ${tag} ${i}`,
              username: `${tag}.${i}`,
              city,
              state,
              country,
              access: m.access as "Public" | "Private",
              activatedByUser: m.activated,
              createdAt: at(m.minute),
              userId: owner.id,
            });
            created.push({ ...row, weight: locationWeight(location, { city, state, country }) });
          }
          // The model of decision 051: every word as typed in the name or username (or the city)
          // first; then every word's spelling key in the key of the name (or the city).
          const words = searchWords(`${term} ${tag}`);
          type Created = (typeof created)[number];
          const rank = (a: Created, b: Created) =>
            b.weight - a.weight ||
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
          const visible = created
            .filter((p) => p.access === "Public" && p.activatedByUser)
            .map((p) => {
              const typedText = foldText(`${p.name} ${p.username}`);
              const city = foldText(p.city ?? "");
              const key = searchKey(p.name);
              const typed = words.every((w) => typedText.includes(w.typed) || city.includes(w.typed));
              const variant = words.every((w) => key.includes(w.key) || city.includes(w.typed));
              return { ...p, typed, variant: variant && !typed };
            });
          const expected = [
            ...visible.filter((p) => p.typed).sort(rank),
            ...visible.filter((p) => p.variant).sort(rank),
          ];
          const seen: { id: string; weight: number }[] = [];
          for (let page = 1; ; page++) {
            const result = await searchProfiles({ term: `${term} ${tag}`, location, page, limit });
            seen.push(...result.items.map((item) => ({ id: item.id, weight: item.weight })));
            const lookAhead = (page + LOOK_AHEAD_PAGES) * limit + 1;
            const counted = Math.min(expected.length, lookAhead);
            expect(result).toMatchObject({
              hasNext: expected.length > page * limit,
              total: counted,
              totalPages: Math.ceil(counted / limit),
              totalIsExact: expected.length < lookAhead,
            });
            if (!result.hasNext) break;
          }
          expect(seen).toEqual(expected.map((p) => ({ id: p.id, weight: p.weight })));
        },
      ),
      { numRuns: 40 },
    );
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
  const typed = (term: string) => searchWords(term).map((word) => word.typed);

  it("folds accents and case, drops a leading @ and keeps at most 6 words", () => {
    expect(typed("  @Zé  do CONCEIÇÃO ")).toEqual(["ze", "conceicao"]);
    expect(typed("a b c d f g h i")).toHaveLength(6);
    expect(typed("   ")).toEqual([]);
  });

  it("leaves out the joining words only when other words remain, and repeated words", () => {
    expect(typed("maria da silva e souza")).toEqual(["maria", "silva", "souza"]);
    expect(typed("da")).toEqual(["da"]);
    expect(typed("dona lourdes lourdes")).toEqual(["dona", "lourdes"]);
  });

  it("keys each word, or keeps it as typed when its key is shorter than a trigram", () => {
    expect(searchWords("Lourdes souza LUC lucia lou paulo")).toEqual([
      { typed: "lourdes", key: "lurdes" },
      { typed: "souza", key: "susa" },
      { typed: "luc", key: "luc" },
      { typed: "lucia", key: "lusia" },
      { typed: "lou", key: "lou" },
      { typed: "paulo", key: "paulo" },
    ]);
  });
});
