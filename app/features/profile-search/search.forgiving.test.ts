import { describe, expect, it } from "vitest";
import type { VisitorLocation } from "~/shared/visitor";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";
import { searchProfiles } from "./search.server";
import { suggestProfileNames } from "./suggestions.server";

const { db } = setupTestDatabase();

const SAO_PAULO: VisitorLocation = { city: "São Paulo", state: "SP", country: "Brasil" };
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));

/** Memorials as the demo has them: full names, the nickname the family knew them by, a city. */
const MEMORIALS: { name: string; surname?: string; city: string; state: string }[] = [
  { name: "Maria de Lourdes Ferreira", surname: "Dona Lourdes", city: "Belo Horizonte", state: "MG" },
  { name: "José Carlos da Silva", surname: "Zé Carlos", city: "Rio de Janeiro", state: "RJ" },
  { name: "Luiz Fernando de Souza", city: "Salvador", state: "BA" },
  { name: "Antônio Carlos Sousa", surname: "Seu Toninho", city: "Recife", state: "PE" },
  { name: "Teresa Cristina Alves", surname: "Tetê", city: "São Paulo", state: "SP" },
  { name: "Maria da Conceição Nóbrega", surname: "Dona Ceiça", city: "Fortaleza", state: "CE" },
  { name: "Isabel Cristina Mattos", city: "Curitiba", state: "PR" },
  { name: "Keli Aparecida Rocha", surname: "Kelly", city: "Campinas", state: "SP" },
  { name: "Kátia Regina Pereira", city: "Manaus", state: "AM" },
  { name: "Rafael Henrique Gomes", surname: "Rafa", city: "Porto Alegre", state: "RS" },
  { name: "Tiago Nascimento", city: "Belém", state: "PA" },
  { name: "Ivone Batista", surname: "Vovó Ivone", city: "Goiânia", state: "GO" },
  { name: "Valter Gonçalves", city: "Niterói", state: "RJ" },
  { name: "Elena Marques", city: "Santos", state: "SP" },
  { name: "Lúcia Helena Prado", surname: "Lucinha", city: "Vitória", state: "ES" },
  { name: "Raimundo Queiroz", surname: "Seu Mundico", city: "Teresina", state: "PI" },
  { name: "Welington Dias", city: "São Luís", state: "MA" },
  { name: "Grasiele Santos", city: "Natal", state: "RN" },
];

/** Others with near names, newer than the ones looked for, so a wrong match would take their place. */
const NEIGHBOURS = [
  "Lucas Pereira",
  "Luana Souto",
  "Teodoro Alves",
  "Maria Silva",
  "José Lima",
  "Carlos Souto",
  "Isadora Matias",
  "Helio Mattos",
  "Rafaela Gomide",
  "Tiago Lurdino",
  "Ana Lúcia Ferreira",
  "Marcos Queiroga",
  "Elenice Marques",
  "Sousa Andrade Neto",
];

/** Queries as people type them, and the memorial each must find on page 1. */
const QUERIES: [query: string, finds: string][] = [
  ["lurdes", "Maria de Lourdes Ferreira"],
  ["dona lourdes", "Maria de Lourdes Ferreira"],
  ["dona lurdes", "Maria de Lourdes Ferreira"],
  ["Lourdes Ferreira", "Maria de Lourdes Ferreira"],
  ["ferreira lourdes", "Maria de Lourdes Ferreira"],
  ["maria lurdes", "Maria de Lourdes Ferreira"],
  ["lour", "Maria de Lourdes Ferreira"],
  ["jose silva", "José Carlos da Silva"],
  ["silva josé", "José Carlos da Silva"],
  ["ze carlos", "José Carlos da Silva"],
  ["jose carlos da silva", "José Carlos da Silva"],
  ["souza", "Antônio Carlos Sousa"],
  ["sousa", "Luiz Fernando de Souza"],
  ["luis fernando", "Luiz Fernando de Souza"],
  ["luiz sousa", "Luiz Fernando de Souza"],
  ["tereza", "Teresa Cristina Alves"],
  ["thereza alves", "Teresa Cristina Alves"],
  ["tete", "Teresa Cristina Alves"],
  ["conceicao", "Maria da Conceição Nóbrega"],
  ["conseicao nobrega", "Maria da Conceição Nóbrega"],
  ["dona ceica", "Maria da Conceição Nóbrega"],
  ["izabel", "Isabel Cristina Mattos"],
  ["isabel matos", "Isabel Cristina Mattos"],
  ["kelly rocha", "Keli Aparecida Rocha"],
  ["keli", "Keli Aparecida Rocha"],
  ["catia pereira", "Kátia Regina Pereira"],
  ["raphael gomes", "Rafael Henrique Gomes"],
  ["enrique", "Rafael Henrique Gomes"],
  ["thiago nasimento", "Tiago Nascimento"],
  ["yvone", "Ivone Batista"],
  ["walter goncalves", "Valter Gonçalves"],
  ["helena marques", "Elena Marques"],
  ["lusia prado", "Lúcia Helena Prado"],
  ["luc prado", "Lúcia Helena Prado"],
  ["queiros", "Raimundo Queiroz"],
  ["mundico", "Raimundo Queiroz"],
  ["wellington", "Welington Dias"],
  ["graciele", "Grasiele Santos"],
];

async function fillMemorials(): Promise<void> {
  const owner = await createUser(db());
  // Created in an order unrelated to the lists, the neighbours newest.
  for (const [i, m] of MEMORIALS.entries()) {
    await createProfile(db(), { ...m, userId: owner.id, createdAt: at((i * 7) % MEMORIALS.length) });
  }
  for (const [i, name] of NEIGHBOURS.entries()) {
    await createProfile(db(), { name, city: "São Paulo", state: "SP", userId: owner.id, createdAt: at(100 + i) });
  }
  await createProfile(db(), { name: "Maria de Lourdes Privada", access: "Private", userId: owner.id });
}

describe("a search that forgives", () => {
  it(`finds each of ${QUERIES.length} queries as people type them on page 1, from anywhere`, async () => {
    await fillMemorials();
    const misses: string[] = [];
    for (const location of [SAO_PAULO, null]) {
      for (const [query, finds] of QUERIES) {
        const page = await searchProfiles({ term: query, location, page: 1, limit: 6 });
        const names = page.items.map((item) => item.name);
        if (!names.includes(finds)) misses.push(`'${query}' → ${names.join(", ") || "nothing"}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it("ranks the memorials found as typed before those found by a variant, then by location", async () => {
    const owner = await createUser(db());
    await createProfile(db(), {
      name: "Maria Lurdes Nova",
      city: "São Paulo",
      state: "SP",
      userId: owner.id,
      createdAt: at(50),
    });
    await createProfile(db(), {
      name: "Lourdes Longe",
      city: "Manaus",
      state: "AM",
      userId: owner.id,
      createdAt: at(1),
    });
    await createProfile(db(), {
      name: "Lourdes Perto",
      city: "São Paulo",
      state: "SP",
      userId: owner.id,
      createdAt: at(2),
    });
    await createProfile(db(), {
      name: "Lurdes Capital",
      city: "São Paulo",
      state: "SP",
      userId: owner.id,
      createdAt: at(60),
    });
    const found = await searchProfiles({ term: "lourdes", location: SAO_PAULO });
    expect(found.items.map((item) => [item.name, item.weight])).toEqual([
      ["Lourdes Perto", 3],
      ["Lourdes Longe", 1],
      ["Lurdes Capital", 3],
      ["Maria Lurdes Nova", 3],
    ]);
    // Typed as the others spell it, the other way round.
    const other = await searchProfiles({ term: "lurdes", location: SAO_PAULO });
    expect(other.items.map((item) => item.name)).toEqual([
      "Lurdes Capital",
      "Maria Lurdes Nova",
      "Lourdes Perto",
      "Lourdes Longe",
    ]);
    expect(other.total).toBe(4);
  });

  it("never finds a private memorial, nor a name that only shares letters", async () => {
    await fillMemorials();
    const lurdes = await searchProfiles({ term: "lurdes", location: null, limit: 100 });
    expect(lurdes.items.map((item) => item.name)).toEqual(["Maria de Lourdes Ferreira"]);
    const lucas = await searchProfiles({ term: "lucas", location: null, limit: 100 });
    expect(lucas.items.map((item) => item.name)).toEqual(["Lucas Pereira"]);
    expect((await searchProfiles({ term: "xyzw", location: null })).total).toBe(0);
  });

  it("suggests the closest names when nothing is found", async () => {
    await fillMemorials();
    expect((await searchProfiles({ term: "lurdis ferreira", location: null })).total).toBe(0);
    expect((await suggestProfileNames("lurdis ferreira"))[0]).toBe("Maria de Lourdes Ferreira");
    expect((await suggestProfileNames("valtir gonsalvez"))[0]).toBe("Valter Gonçalves");
    expect(await suggestProfileNames("Privada")).toEqual([]);
    expect(await suggestProfileNames("xyzw")).toEqual([]);
    expect(await suggestProfileNames("a")).toEqual([]);
  });
});
