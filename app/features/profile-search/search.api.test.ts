import { describe, expect, it } from "vitest";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";

const { db } = setupTestDatabase();
const api = startTestApi();

interface ListBody {
  success: boolean;
  profiles: { name: string; username: string; weight: number; profileType: string; activedByUser: boolean }[];
  total: number;
  page: number;
  totalPages: number;
  hasNext: boolean;
  totalIsExact: boolean;
  message?: string;
}

const locationCookie = (city: string, state: string) =>
  `memorial_location=${encodeURIComponent(JSON.stringify({ city, state, country: "Brasil" }))}`;

describe("GET /api/profile/searchProfiles/:term", () => {
  it("answers the spec's list items, ranked by the location in the cookie", async () => {
    await createProfile(db(), { name: "Irene Moura", city: "Recife", state: "PE", type: "Ouro" });
    await createProfile(db(), { name: "Irene Cardoso", city: "Olinda", state: "PE" });
    await createProfile(db(), { name: "Irene Bastos", city: "Porto Alegre", state: "RS" });
    const anonymous = await api.call<ListBody>("GET", "/api/profile/searchProfiles/irene");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ success: true, total: 3, page: 1, totalPages: 1 });
    expect(anonymous.body.profiles.map((p) => p.weight)).toEqual([0, 0, 0]);
    const item = anonymous.body.profiles.find((p) => p.name === "Irene Moura")!;
    expect(Object.keys(item).sort()).toEqual(
      [
        "activedByUser",
        "bio",
        "birthDate",
        "city",
        "deathDate",
        "hometown",
        "id",
        "imageDirectory",
        "location",
        "name",
        "profileType",
        "religion",
        "state",
        "userId",
        "username",
        "weight",
      ].sort(),
    );
    expect(item).toMatchObject({ profileType: "Ouro", activedByUser: true, birthDate: "1940-05-12" });

    const fromRecife = await api.call<ListBody>("GET", "/api/profile/searchProfiles/IRENE", {
      headers: { cookie: locationCookie("Recife", "PE") },
    });
    expect(fromRecife.body.profiles.map((p) => [p.name, p.weight])).toEqual([
      ["Irene Moura", 3],
      ["Irene Cardoso", 2],
      ["Irene Bastos", 1],
    ]);
  });

  it("never lists private or not activated memorials", async () => {
    await createProfile(db(), { name: "Judite Pública" });
    await createProfile(db(), { name: "Judite Privada", access: "Private" });
    await createProfile(db(), { name: "Judite Rascunho", activatedByUser: false });
    const res = await api.call<ListBody>("GET", "/api/profile/searchProfiles/judite");
    expect(res.body.profiles.map((p) => p.name)).toEqual(["Judite Pública"]);
    expect(res.body.total).toBe(1);
  });

  it("pages with ?page=&limit=, 6 by default, the limit capped at 100 and page 0 read as 1", async () => {
    const owner = await createUser(db());
    for (let i = 1; i <= 8; i++) await createProfile(db(), { name: `Lauro Pinto ${i}`, userId: owner.id });
    const byDefault = await api.call<ListBody>("GET", "/api/profile/searchProfiles/lauro");
    expect(byDefault.body.profiles).toHaveLength(6);
    expect(byDefault.body).toMatchObject({ total: 8, page: 1, totalPages: 2 });
    const second = await api.call<ListBody>("GET", "/api/profile/searchProfiles/lauro?page=2");
    expect(second.body.profiles).toHaveLength(2);
    const capped = await api.call<ListBody>("GET", "/api/profile/searchProfiles/lauro?limit=1000");
    expect(capped.body).toMatchObject({ total: 8, totalPages: 1 });
    expect(capped.body.profiles).toHaveLength(8);
    const pageZero = await api.call<ListBody>("GET", "/api/profile/searchProfiles/lauro?page=0&limit=abc");
    expect(pageZero.status).toBe(200);
    expect(pageZero.body).toMatchObject({ page: 1, totalPages: 2 });
    const beyond = await api.call<ListBody>("GET", "/api/profile/searchProfiles/lauro?page=99");
    expect(beyond.body).toMatchObject({ success: true, profiles: [], total: 8, page: 99, hasNext: false });
  });

  it("counts only a few pages ahead: total is then a lower bound, and says so", async () => {
    const owner = await createUser(db());
    for (let i = 1; i <= 12; i++) await createProfile(db(), { name: `Nair Couto ${i}`, userId: owner.id });
    const first = await api.call<ListBody>("GET", "/api/profile/searchProfiles/nair?limit=2");
    // Up to four pages past the first, and one more result: at least 11, on at least 6 pages.
    expect(first.body).toMatchObject({ total: 11, totalPages: 6, hasNext: true, totalIsExact: false });
    const fourth = await api.call<ListBody>("GET", "/api/profile/searchProfiles/nair?limit=2&page=4");
    expect(fourth.body).toMatchObject({ total: 12, totalPages: 6, hasNext: true, totalIsExact: true });
    const last = await api.call<ListBody>("GET", "/api/profile/searchProfiles/nair?limit=2&page=6");
    expect(last.body).toMatchObject({ total: 12, totalPages: 6, hasNext: false, totalIsExact: true });
    expect(last.body.profiles).toHaveLength(2);
  });

  it("refuses a term longer than 100 characters and malformed escapes with a 400", async () => {
    const long = await api.call<ListBody>("GET", `/api/profile/searchProfiles/${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false });
    const malformed = await api.call<ListBody>("GET", "/api/profile/searchProfiles/%E0%A4%A");
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
  });

  it("finds accents, usernames and cities and answers no matches with an empty list", async () => {
    await createProfile(db(), { name: "Conceição Brandão", username: "dona.ceica", city: "Maceió", state: "AL" });
    for (const term of ["conceicao", "DONA.CEICA", "maceio", "@dona"]) {
      const res = await api.call<ListBody>("GET", `/api/profile/searchProfiles/${encodeURIComponent(term)}`);
      expect(
        res.body.profiles.map((p) => p.name),
        term,
      ).toEqual(["Conceição Brandão"]);
    }
    const none = await api.call<ListBody>("GET", "/api/profile/searchProfiles/xyzw");
    expect(none.body).toEqual({
      success: true,
      profiles: [],
      total: 0,
      page: 1,
      totalPages: 0,
      hasNext: false,
      totalIsExact: true,
    });
  });
});

describe("GET /api/profile/getAllProfiles", () => {
  it("lists public memorials ranked by location, then newest first, paged", async () => {
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    await createProfile(db(), { name: "Bento Rocha", city: "Belém", state: "PA", createdAt: at(1) });
    await createProfile(db(), { name: "Alzira Rocha", city: "Manaus", state: "AM", createdAt: at(3) });
    await createProfile(db(), { name: "Caio Rocha", city: "Santarém", state: "PA", createdAt: at(2) });
    await createProfile(db(), {
      name: "Oculto Rocha",
      access: "Private",
      city: "Belém",
      state: "PA",
      createdAt: at(4),
    });
    const anonymous = await api.call<ListBody>("GET", "/api/profile/getAllProfiles");
    expect(anonymous.body.profiles.map((p) => p.name)).toEqual(["Alzira Rocha", "Caio Rocha", "Bento Rocha"]);
    const fromBelem = await api.call<ListBody>("GET", "/api/profile/getAllProfiles?limit=2", {
      headers: { cookie: locationCookie("Belém", "PA") },
    });
    expect(fromBelem.body).toMatchObject({ total: 3, totalPages: 2 });
    expect(fromBelem.body.profiles.map((p) => [p.name, p.weight])).toEqual([
      ["Bento Rocha", 3],
      ["Caio Rocha", 2],
    ]);
    const capped = await api.call<ListBody>("GET", "/api/profile/getAllProfiles?limit=1000&page=0");
    expect(capped.body).toMatchObject({ page: 1, total: 3, totalPages: 1 });
  });

  it("ignores a tampered location cookie", async () => {
    await createProfile(db(), { name: "Dora Lins" });
    const res = await api.call<ListBody>("GET", "/api/profile/getAllProfiles", {
      headers: { cookie: "memorial_location=%7Bnot-json" },
    });
    expect(res.status).toBe(200);
    expect(res.body.profiles.map((p) => p.weight)).toEqual([0]);
  });
});
