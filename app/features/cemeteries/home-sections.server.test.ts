import { describe, expect, it } from "vitest";
import { type VisitorLocation } from "~/shared/visitor";
import { locationSetCookie } from "~/features/location/location-cookie.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { createCemetery } from "../../../tests/factories";
import { HOME_CAROUSEL_SIZE, HOME_NEAR_SIZE, loadCemeterySections } from "./home-sections.server";

const { db } = setupTestDatabase();

/** The home page's request from a visitor whose location cookie says `location` (or none). */
function homeRequest(location: VisitorLocation | null): Request {
  const cookie = location ? locationSetCookie(location, false).split(";")[0]! : "";
  return new Request("http://localhost:3000/", { headers: cookie ? { cookie } : {} });
}

const names = (items: { name: string }[]) => items.map((c) => c.name);
const campinas: VisitorLocation = { city: "Campinas", state: "SP", country: "Brasil" };

async function seedCemeteries() {
  await createCemetery(db(), { name: "Cemitério Santo Amaro", city: "Recife", state: "PE", built: false });
  await createCemetery(db(), { name: "Cemitério Campo da Esperança", city: "Brasília", state: "DF", built: false });
  await createCemetery(db(), { name: "Cemitério Santa Izabel", city: "Belém", state: "PA" });
  await createCemetery(db(), { name: "Cemitério da Consolação", city: "São Paulo", state: "SP" });
  await createCemetery(db(), { name: "Cemitério da Saudade", city: "Campinas", state: "SP" });
}

describe("the home page's cemetery rows", () => {
  it("shows each cemetery once: those near the visitor in their row, the others in the carousel, built first", async () => {
    await seedCemeteries();
    const { carousel, near } = await loadCemeterySections(homeRequest(campinas));
    expect(names(near)).toEqual(["Cemitério da Saudade", "Cemitério da Consolação"]);
    expect(names(carousel)).toEqual([
      "Cemitério Santa Izabel",
      "Cemitério Campo da Esperança",
      "Cemitério Santo Amaro",
    ]);
    expect(carousel[0]!.built).toBe(true);
  });

  it("without a location: no near row, and every cemetery in the carousel, built first", async () => {
    await seedCemeteries();
    const { carousel, near } = await loadCemeterySections(homeRequest(null));
    expect(near).toEqual([]);
    expect(carousel.map((c) => c.built)).toEqual([true, true, true, false, false]);
  });

  it("no near row when nothing is in the visitor's state; an empty carousel when everything is", async () => {
    await seedCemeteries();
    const far = await loadCemeterySections(homeRequest({ city: "Manaus", state: "AM", country: "Brasil" }));
    expect(far.near).toEqual([]);
    expect(far.carousel).toHaveLength(5);

    const recife = await loadCemeterySections(homeRequest({ city: "Recife", state: "PE", country: "Brasil" }));
    expect(names(recife.near)).toEqual(["Cemitério Santo Amaro"]);
    // The carousel still opens on a built cemetery, not the unbuilt one next door.
    expect(recife.carousel[0]!.built).toBe(true);
    expect(names(recife.carousel)).not.toContain("Cemitério Santo Amaro");
  });

  it("keeps the carousel full when many cemeteries are near", async () => {
    for (let i = 1; i <= HOME_NEAR_SIZE + 2; i++) {
      await createCemetery(db(), { name: `Cemitério Paulista ${String(i).padStart(2, "0")}`, state: "SP" });
    }
    for (let i = 1; i <= HOME_CAROUSEL_SIZE + 2; i++) {
      await createCemetery(db(), {
        name: `Cemitério Gaúcho ${String(i).padStart(2, "0")}`,
        city: "Pelotas",
        state: "RS",
      });
    }
    const { carousel, near } = await loadCemeterySections(homeRequest(campinas));
    expect(near).toHaveLength(HOME_NEAR_SIZE);
    expect(carousel).toHaveLength(HOME_CAROUSEL_SIZE);
    const nearIds = new Set(near.map((c) => c.id));
    expect(carousel.filter((c) => nearIds.has(c.id))).toEqual([]);
    // The state's cemeteries that did not fit the near row lead the carousel (nearest first).
    expect(names(carousel.slice(0, 2))).toEqual(["Cemitério Paulista 09", "Cemitério Paulista 10"]);
  });
});
