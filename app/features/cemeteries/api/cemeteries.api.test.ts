import { describe, expect, it } from "vitest";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { createCemetery, createProfile } from "../../../../tests/factories";

const { db } = setupTestDatabase();
const api = startTestApi();

interface CemeteryJson {
  id: number;
  nome: string;
  cidade: string;
  estado: string;
  construido: boolean;
  image: string | null;
  image_directory: string | null;
}

interface ListJson {
  success: boolean;
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}
type CemeteryList = ListJson & { cemiterios: CemeteryJson[] };
type ProfileList = ListJson & {
  profiles: { id: string; username: string; name: string; bio: string | null; imageDirectory: string | null }[];
};

describe("GET /api/cemiterios", () => {
  it("lists cemeteries with the spec's field names, searching name or city without accents", async () => {
    const belem = await createCemetery(db(), {
      name: "Cemitério Santa Izabel",
      city: "Belém",
      state: "PA",
      imagePath: "cemeteries/abc",
    });
    await createCemetery(db(), { name: "Cemitério Santo Amaro", city: "Recife", state: "PE", built: false });
    const res = await api.call<CemeteryList>("GET", "/api/cemiterios?search=belem");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 1, page: 1, limit: 6, totalPages: 1 });
    expect(res.body.cemiterios).toEqual([
      {
        id: belem.id,
        nome: "Cemitério Santa Izabel",
        cidade: "Belém",
        estado: "PA",
        construido: true,
        image: "/media/cemeteries/abc-640.jpg",
        image_directory: "cemeteries/abc",
      },
    ]);
    const all = await api.call<CemeteryList>("GET", "/api/cemiterios");
    expect(all.body.cemiterios.map((c) => [c.nome, c.construido])).toEqual([
      ["Cemitério Santa Izabel", true],
      ["Cemitério Santo Amaro", false],
    ]);
  });

  it("pages on the server and caps the limit at 100", async () => {
    for (let i = 1; i <= 8; i++) await createCemetery(db(), { name: `Cemitério ${i}` });
    const second = await api.call<CemeteryList>("GET", "/api/cemiterios?page=2&limit=5");
    expect(second.body).toMatchObject({ total: 8, page: 2, limit: 5, totalPages: 2 });
    expect(second.body.cemiterios).toHaveLength(3);
    const capped = await api.call<CemeteryList>("GET", "/api/cemiterios?limit=1000");
    expect(capped.body).toMatchObject({ limit: 100, totalPages: 1 });
    expect(capped.body.cemiterios).toHaveLength(8);
  });

  it.each([
    "?page=abc&limit=xyz",
    "?page=-5&limit=0",
    "?page=99999999999999999999999",
    "?page=1e9",
    "?search=%25%25%25",
    "?search=a&search=b",
    `?search=${"x".repeat(5000)}`,
  ])("answers malformed input %s without an error", async (query) => {
    await createCemetery(db());
    const res = await api.call<CemeteryList>("GET", `/api/cemiterios${query}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.limit).toBeGreaterThanOrEqual(1);
    expect(res.body.limit).toBeLessThanOrEqual(100);
  });
});

describe("GET /api/cemiterios/:id", () => {
  it("returns one cemetery, built or not", async () => {
    const recife = await createCemetery(db(), { name: "Cemitério Santo Amaro", city: "Recife", built: false });
    const res = await api.call<{ success: boolean; cemiterio: CemeteryJson }>("GET", `/api/cemiterios/${recife.id}`);
    expect(res.status).toBe(200);
    expect(res.body.cemiterio).toMatchObject({ id: recife.id, nome: "Cemitério Santo Amaro", construido: false });
    expect(res.body.cemiterio.image).toBeNull();
  });

  it.each(["999999", "abc", "1.5", "-1", "0", "99999999999999", "%27%20or%201%3D1"])(
    "answers 404 for %s",
    async (id) => {
      await createCemetery(db());
      const res = await api.call("GET", `/api/cemiterios/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Cemitério não encontrado." });
    },
  );
});

describe("GET /api/cemiterios/profiles/:id", () => {
  it("lists only public, activated memorials, searchable by name or username", async () => {
    const cemetery = await createCemetery(db());
    const maria = await createProfile(db(), {
      cemeteryId: cemetery.id,
      name: "Maria Conceição",
      username: "maria.conceicao",
      bio: "Professora.",
      imagePath: "portraits/m",
    });
    await createProfile(db(), { cemeteryId: cemetery.id, name: "João Batista" });
    await createProfile(db(), { cemeteryId: cemetery.id, name: "Maria Privada", access: "Private" });
    await createProfile(db(), { cemeteryId: cemetery.id, name: "Maria Rascunho", activatedByUser: false });
    const all = await api.call<ProfileList>("GET", `/api/cemiterios/profiles/${cemetery.id}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 2, page: 1, limit: 6, totalPages: 1 });
    expect(all.body.profiles.map((p) => p.name)).toEqual(["João Batista", "Maria Conceição"]);
    const found = await api.call<ProfileList>("GET", `/api/cemiterios/profiles/${cemetery.id}?search=CONCEICAO`);
    expect(found.body.profiles).toEqual([
      {
        id: maria.id,
        username: "maria.conceicao",
        name: "Maria Conceição",
        bio: "Professora.",
        imageDirectory: "portraits/m",
      },
    ]);
    const none = await api.call<ProfileList>("GET", `/api/cemiterios/profiles/${cemetery.id}?search=privada`);
    expect(none.body).toMatchObject({ total: 0, profiles: [] });
  });

  it("pages and caps the limit", async () => {
    const cemetery = await createCemetery(db());
    for (let i = 1; i <= 3; i++) await createProfile(db(), { cemeteryId: cemetery.id, name: `Pessoa ${i}` });
    const page = await api.call<ProfileList>("GET", `/api/cemiterios/profiles/${cemetery.id}?page=2&limit=2`);
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(page.body.profiles.map((p) => p.name)).toEqual(["Pessoa 3"]);
    const capped = await api.call<ProfileList>("GET", `/api/cemiterios/profiles/${cemetery.id}?limit=1000&page=abc`);
    expect(capped.body).toMatchObject({ limit: 100, page: 1 });
    const past = await api.call<ProfileList>("GET", `/api/cemiterios/profiles/${cemetery.id}?page=99999999`);
    expect(past.status).toBe(200);
    expect(past.body.profiles).toEqual([]);
  });

  it.each(["424242", "abc", "-3", "1.0"])("answers 404 for the unknown cemetery %s", async (id) => {
    const res = await api.call("GET", `/api/cemiterios/profiles/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "Cemitério não encontrado." });
  });
});
