import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locationWeight } from "~/features/location/location";
import { type VisitorLocation } from "~/shared/visitor";
import { NotFoundError } from "~/shared/http/errors";
import { setupTestDatabase } from "../../../tests/support/database";
import { createCemetery, createProfile } from "../../../tests/factories";
import {
  cemeteriesForHome,
  cemeteriesNear,
  cemeteryId,
  cemeteryProfiles,
  getCemetery,
  searchCemeteries,
  suggestCemeteryNames,
} from "./cemeteries.server";

const { db } = setupTestDatabase();

async function seedCemeteries() {
  return {
    belem: await createCemetery(db(), { name: "Cemitério Santa Izabel", city: "Belém", state: "PA" }),
    consolacao: await createCemetery(db(), { name: "Cemitério da Consolação", city: "São Paulo", state: "SP" }),
    saudade: await createCemetery(db(), { name: "Cemitério da Saudade", city: "Campinas", state: "SP" }),
    recife: await createCemetery(db(), { name: "Cemitério Santo Amaro", city: "Recife", state: "PE", built: false }),
    brasilia: await createCemetery(db(), {
      name: "Cemitério Campo da Esperança",
      city: "Brasília",
      state: "DF",
      built: false,
    }),
  };
}

const names = (items: { name: string }[]) => items.map((c) => c.name);

describe("searchCemeteries", () => {
  it("matches the city ignoring accents and case", async () => {
    await seedCemeteries();
    expect(names((await searchCemeteries({ search: "belem" })).items)).toEqual(["Cemitério Santa Izabel"]);
    expect(names((await searchCemeteries({ search: "SAO PAULO" })).items)).toEqual(["Cemitério da Consolação"]);
    expect(names((await searchCemeteries({ search: "  brasília " })).items)).toEqual(["Cemitério Campo da Esperança"]);
  });

  it("matches the name ignoring accents and case", async () => {
    await seedCemeteries();
    expect(names((await searchCemeteries({ search: "consolacao" })).items)).toEqual(["Cemitério da Consolação"]);
    expect(names((await searchCemeteries({ search: "ESPERANÇA" })).items)).toEqual(["Cemitério Campo da Esperança"]);
  });

  it("lists built cemeteries first, then by name, and flags the unbuilt ones", async () => {
    await seedCemeteries();
    const { items, total, totalPages } = await searchCemeteries({ search: "cemiterio" });
    expect(total).toBe(5);
    expect(totalPages).toBe(1);
    expect(items.map((c) => [c.name, c.built])).toEqual([
      ["Cemitério da Consolação", true],
      ["Cemitério da Saudade", true],
      ["Cemitério Santa Izabel", true],
      ["Cemitério Campo da Esperança", false],
      ["Cemitério Santo Amaro", false],
    ]);
  });

  it("takes LIKE wildcards literally", async () => {
    await seedCemeteries();
    expect((await searchCemeteries({ search: "%" })).total).toBe(0);
    expect((await searchCemeteries({ search: "_" })).total).toBe(0);
    expect((await searchCemeteries({ search: "\\" })).total).toBe(0);
  });

  it("pages six at a time; page 0, non-numeric and past-the-end pages are handled", async () => {
    for (let i = 1; i <= 14; i++) await createCemetery(db(), { name: `Cemitério ${String(i).padStart(2, "0")}` });
    const first = await searchCemeteries({});
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 6, totalPages: 3 });
    expect(names(first.items)).toEqual(["01", "02", "03", "04", "05", "06"].map((n) => `Cemitério ${n}`));
    expect(names((await searchCemeteries({ page: 3 })).items)).toEqual(["Cemitério 13", "Cemitério 14"]);
    expect((await searchCemeteries({ page: 0 })).page).toBe(1);
    expect((await searchCemeteries({ page: "-2" })).page).toBe(1);
    expect((await searchCemeteries({ page: "abc" })).page).toBe(1);
    expect((await searchCemeteries({ page: "2.5" })).page).toBe(1);
    const past = await searchCemeteries({ page: "4" });
    expect(past).toMatchObject({ items: [], total: 14, page: 4, totalPages: 3 });
    expect((await searchCemeteries({ page: "99999999999999999999999" })).items).toEqual([]);
  });

  it("answers an empty page for a term nothing matches", async () => {
    await seedCemeteries();
    expect(await searchCemeteries({ search: "Manaus" })).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });
});

describe("a cemetery search that forgives (decision 051)", () => {
  async function seedForgiving() {
    await createCemetery(db(), { name: "Cemitério São João Batista", city: "Rio de Janeiro", state: "RJ" });
    await createCemetery(db(), { name: "Cemitério da Saudade", city: "Campinas", state: "SP", built: false });
    await createCemetery(db(), { name: "Cemitério Santa Izabel", city: "Belém", state: "PA" });
    await createCemetery(db(), { name: "Cemitério da Consolação", city: "São Paulo", state: "SP" });
    await createCemetery(db(), { name: "Cemitério do Bonfim", city: "Belo Horizonte", state: "MG" });
  }

  it.each([
    ["sao joao batista", "Cemitério São João Batista"],
    ["batista sao joao", "Cemitério São João Batista"],
    ["joao batista rio", "Cemitério São João Batista"],
    ["cemiterio da saudade", "Cemitério da Saudade"],
    ["saudade cemiterio", "Cemitério da Saudade"],
    ["saudade campinas", "Cemitério da Saudade"],
    ["santa isabel", "Cemitério Santa Izabel"],
    ["consolacao sao paulo", "Cemitério da Consolação"],
    ["bomfim", "Cemitério do Bonfim"],
  ])("'%s' finds %s first", async (search, name) => {
    await seedForgiving();
    const found = await searchCemeteries({ search });
    expect(found.items[0]?.name).toBe(name);
  });

  it("lists those found as typed before those found by a variant, built or not", async () => {
    await createCemetery(db(), { name: "Cemitério Isabel Unbuilt", built: false });
    await createCemetery(db(), { name: "Cemitério Izabel Built", built: true });
    const found = await searchCemeteries({ search: "isabel" });
    expect(found.items.map((c) => c.name)).toEqual(["Cemitério Isabel Unbuilt", "Cemitério Izabel Built"]);
    expect(found.total).toBe(2);
  });

  it("suggests the closest names when nothing is found", async () => {
    await seedForgiving();
    expect((await searchCemeteries({ search: "saldade" })).total).toBe(0);
    expect((await suggestCemeteryNames("saldade"))[0]).toBe("Cemitério da Saudade");
    expect((await suggestCemeteryNames("sao joao batsta"))[0]).toBe("Cemitério São João Batista");
    expect(await suggestCemeteryNames("xyzw")).toEqual([]);
    expect(await suggestCemeteryNames(["not", "a", "string"])).toEqual([]);
  });
});

describe("getCemetery", () => {
  it("returns built and unbuilt cemeteries by id", async () => {
    const { recife } = await seedCemeteries();
    expect(await getCemetery(String(recife.id))).toMatchObject({ name: "Cemitério Santo Amaro", built: false });
  });

  it.each(["999", "abc", "1.5", "-1", "0", "01", "99999999999", "", "1 or 1=1"])(
    "refuses %j as not found",
    async (id) => {
      await seedCemeteries();
      await expect(getCemetery(id)).rejects.toBeInstanceOf(NotFoundError);
    },
  );

  it("accepts only ids that fit the column", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = cemeteryId(text);
        return id === null || (Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 && String(id) === text);
      }),
    );
  });
});

describe("cemeteryProfiles", () => {
  it("lists only the public, activated memorials of that cemetery, by name", async () => {
    const { consolacao, saudade } = await seedCemeteries();
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Maria de Lourdes" });
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Antônio Carlos" });
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Helena Privada", access: "Private" });
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Carlos Inacabado", activatedByUser: false });
    await createProfile(db(), { cemeteryId: saudade.id, name: "Outro Cemitério" });
    const list = await cemeteryProfiles(String(consolacao.id));
    expect(list.total).toBe(2);
    expect(names(list.items)).toEqual(["Antônio Carlos", "Maria de Lourdes"]);
    expect(Object.keys(list.items[0]!).sort()).toEqual(["bio", "id", "imagePath", "name", "username"]);
  });

  it("searches by name or username, ignoring accents and case; never finds hidden memorials", async () => {
    const { consolacao } = await seedCemeteries();
    await createProfile(db(), { cemeteryId: consolacao.id, name: "José Antônio", username: "ze.tonho" });
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Joana Prado", username: "joana" });
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Antonia Oculta", access: "Private" });
    await createProfile(db(), { cemeteryId: consolacao.id, name: "Antonio Novo", activatedByUser: false });
    const search = async (term: string) => names((await cemeteryProfiles(consolacao.id, { search: term })).items);
    expect(await search("ANTONIO")).toEqual(["José Antônio"]);
    expect(await search("jose")).toEqual(["José Antônio"]);
    expect(await search("ze.tonho")).toEqual(["José Antônio"]);
    expect(await search("@joana")).toEqual(["Joana Prado"]);
    expect(await search("oculta")).toEqual([]);
    expect(await search("novo")).toEqual([]);
  });

  it("pages six at a time", async () => {
    const { consolacao } = await seedCemeteries();
    for (let i = 1; i <= 8; i++) await createProfile(db(), { cemeteryId: consolacao.id, name: `Pessoa ${i}` });
    const second = await cemeteryProfiles(consolacao.id, { page: "2" });
    expect(second).toMatchObject({ total: 8, page: 2, totalPages: 2 });
    expect(names(second.items)).toEqual(["Pessoa 7", "Pessoa 8"]);
    expect((await cemeteryProfiles(consolacao.id, { page: "x" })).page).toBe(1);
    expect((await cemeteryProfiles(consolacao.id, { page: "9" })).items).toEqual([]);
  });

  it("refuses unknown cemeteries", async () => {
    await expect(cemeteryProfiles("12345")).rejects.toBeInstanceOf(NotFoundError);
    await expect(cemeteryProfiles("abc")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("cemeteries for the home page", () => {
  const campinas: VisitorLocation = { city: "campinas", state: "SP", country: "Brasil" };

  it("puts built cemeteries first, then ranks by the visitor's location (city, then state), then by name", async () => {
    await seedCemeteries();
    expect(names(await cemeteriesForHome({ limit: 10, location: campinas }))).toEqual([
      "Cemitério da Saudade",
      "Cemitério da Consolação",
      "Cemitério Santa Izabel",
      "Cemitério Campo da Esperança",
      "Cemitério Santo Amaro",
    ]);
    // A visitor in Recife still gets a built cemetery first, not the unbuilt one next door.
    expect(
      names(await cemeteriesForHome({ limit: 1, location: { city: "Recife", state: "PE", country: "Brasil" } })),
    ).toEqual(["Cemitério da Consolação"]);
    expect(names(await cemeteriesForHome({ limit: 2, location: null }))).toEqual([
      "Cemitério da Consolação",
      "Cemitério da Saudade",
    ]);
  });

  it("orders built first, then exactly as locationWeight would", async () => {
    const places = [
      { city: "São Paulo", state: "SP" },
      { city: "Campinas", state: "SP" },
      { city: "Belém", state: "PA" },
      { city: "Recife", state: "PE" },
    ];
    for (const [i, place] of places.entries()) {
      await createCemetery(db(), { name: `C${i}a`, ...place });
      await createCemetery(db(), { name: `C${i}b`, ...place, built: false });
    }
    const all = await cemeteriesForHome({ limit: 100, location: null });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          city: fc.constantFrom("", "sao paulo", "SÃO PAULO", "Campinas", "belem", "Manaus"),
          state: fc.constantFrom("SP", "PA", "PE", "AM"),
          country: fc.constantFrom("Brasil", "brasil", "Portugal"),
        }),
        async (location) => {
          const ranked = await cemeteriesForHome({ limit: 100, location });
          const expected = [...all].sort(
            (a, b) =>
              Number(b.built) - Number(a.built) ||
              locationWeight(location, b) - locationWeight(location, a) ||
              (a.name < b.name ? -1 : 1),
          );
          expect(names(ranked)).toEqual(names(expected));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("finds cemeteries near the visitor: the same city first, then the rest of the state, else none", async () => {
    await seedCemeteries();
    expect(names(await cemeteriesNear(campinas, 6))).toEqual(["Cemitério da Saudade", "Cemitério da Consolação"]);
    expect(names(await cemeteriesNear(campinas, 1))).toEqual(["Cemitério da Saudade"]);
    expect(names(await cemeteriesNear({ city: "Santos", state: "SP", country: "Brasil" }, 6))).toEqual([
      "Cemitério da Consolação",
      "Cemitério da Saudade",
    ]);
    expect(names(await cemeteriesNear({ city: "", state: "PE", country: "Brasil" }, 6))).toEqual([
      "Cemitério Santo Amaro",
    ]);
    expect(await cemeteriesNear({ city: "Manaus", state: "AM", country: "Brasil" }, 6)).toEqual([]);
    expect(await cemeteriesNear(null, 6)).toEqual([]);
  });

  it("lists the built cemeteries of the same city before the unbuilt ones", async () => {
    await createCemetery(db(), { name: "Cemitério A em obras", city: "Campinas", state: "SP", built: false });
    await createCemetery(db(), { name: "Cemitério B pronto", city: "Campinas", state: "SP" });
    await createCemetery(db(), { name: "Cemitério C da capital", city: "São Paulo", state: "SP" });
    expect(names(await cemeteriesNear(campinas, 6))).toEqual([
      "Cemitério B pronto",
      "Cemitério A em obras",
      "Cemitério C da capital",
    ]);
  });
});
