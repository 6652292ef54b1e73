import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";
import { MemoriesSection } from "./components/memories-section";
import { shortBio } from "./components/profile-card";
import { loadMemoriesSection, type MemoriesSectionData } from "./memories-section.server";

const { db } = setupTestDatabase();

const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { cookie } : {} }) as Request;

function render(data: MemoriesSectionData): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <MemoriesSection data={data} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** `count` memorials, Pessoa 00 the newest. */
async function createMany(count: number, values: { city?: string; state?: string } = {}) {
  const owner = await createUser(db());
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(Date.UTC(2025, 0, 1) - i * 60_000);
    await createProfile(db(), { name: `Pessoa ${String(i).padStart(2, "0")}`, userId: owner.id, createdAt, ...values });
  }
}

describe("'Memórias que talvez você conheça'", () => {
  it("shows 4 memorials per page and at most 3 page buttons, as links back to the section", async () => {
    await createMany(15);
    const data = await loadMemoriesSection(request(), "2");
    expect(data.items.map((p) => p.name)).toEqual(["Pessoa 04", "Pessoa 05", "Pessoa 06", "Pessoa 07"]);
    expect(data).toMatchObject({ page: 2, totalPages: 3 });
    const html = render(data);
    expect(html).toContain("Memórias que talvez você conheça");
    expect(html).toContain('id="memorias"');
    for (const n of [1, 2, 3]) expect(html).toContain(`href="/?memorias=${n}#memorias"`);
    expect(html).not.toContain("memorias=4");
    expect(html.match(/aria-current="page"[^>]*>2</)).not.toBeNull();
    expect(html).toContain('href="/searchProfiles"');
    expect(html).toContain("Ver tudo");
  });

  it("brings nonsense and pages past the third to a page that exists", async () => {
    await createMany(6);
    expect(await loadMemoriesSection(request(), "abc")).toMatchObject({ page: 1, totalPages: 2 });
    expect(await loadMemoriesSection(request(), 0)).toMatchObject({ page: 1 });
    const last = await loadMemoriesSection(request(), "9");
    expect(last).toMatchObject({ page: 2, totalPages: 2 });
    expect(last.items).toHaveLength(2);
  });

  it("puts the visitor's city first and never shows private memorials", async () => {
    await createMany(5, { city: "Natal", state: "RN" });
    await createProfile(db(), { name: "Zuleica de Manaus", city: "Manaus", state: "AM" });
    await createProfile(db(), { name: "Yara Privada", city: "Manaus", state: "AM", access: "Private" });
    const cookie = `memorial_location=${encodeURIComponent(JSON.stringify({ city: "Manaus", state: "AM", country: "Brasil" }))}`;
    const data = await loadMemoriesSection(request(cookie), 1);
    expect(data.items[0]?.name).toBe("Zuleica de Manaus");
    expect(data.items.map((p) => p.name)).not.toContain("Yara Privada");
  });

  it("cuts the bio to 70 characters and renders nothing without memorials", async () => {
    const bio = "Professora de piano por quarenta anos, ensinou três gerações de crianças do bairro a tocar.";
    await createProfile(db(), { name: "Olga Bastos", bio });
    const html = render(await loadMemoriesSection(request(), 1));
    expect(html).toContain(shortBio(bio));
    expect(html).not.toContain(bio);
    // One page: no page buttons.
    expect(html).not.toContain("Páginas de memórias");
    expect(render({ items: [], page: 1, totalPages: 0 })).toBe("");
  });
});

describe("shortBio", () => {
  it("keeps short texts and cuts long ones to at most 70 characters plus an ellipsis", () => {
    expect(shortBio("Curta.")).toBe("Curta.");
    expect(shortBio(null)).toBe("");
    const cut = shortBio("a".repeat(69) + " palavra seguinte muito longa");
    expect(cut.length).toBeLessThanOrEqual(71);
    expect(cut.endsWith("…")).toBe(true);
    const words = shortBio("Estudou as baleias-francas por vinte anos e ensinou a ilha inteira a olhar o mar.");
    expect(words).toBe("Estudou as baleias-francas por vinte anos e ensinou a ilha inteira a…");
  });
});
