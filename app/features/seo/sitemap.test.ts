import { beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { createCemetery, createProfile, createUser } from "../../../tests/factories";
import { sitemapDocument, sitemapPartDocument, sitemapPartResponse, sitemapPlan } from "./sitemap.server";
import { sitemapPartNumber } from "./sitemap-xml";

const { db } = setupTestDatabase();

const BASE = "https://memorial.example";
const SMALL = { maxUrls: 30 };

/** n ids spread evenly over the uuid key space, in order. */
const spreadIds = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${Math.floor(((i + 0.5) * 2 ** 32) / n)
        .toString(16)
        .padStart(8, "0")}-0000-4000-8000-000000000000`,
  );

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

let ownerId: string;

beforeEach(async () => {
  ownerId = (await createUser(db())).id;
});

async function publicMemorials(ids: string[]): Promise<string[]> {
  const usernames: string[] = [];
  for (const [i, id] of ids.entries()) {
    const profile = await createProfile(db(), { id, userId: ownerId, name: `Memória Pública ${i}` });
    usernames.push(profile.username);
  }
  return usernames;
}

describe("sitemap.xml", () => {
  it("lists public memorials and built cemeteries, never private, unfinished or unbuilt ones", async () => {
    const [open] = await publicMemorials(spreadIds(1));
    const hidden = await createProfile(db(), { userId: ownerId, name: "Reservada Silva", access: "Private" });
    const draft = await createProfile(db(), { userId: ownerId, name: "Rascunho Souza", activatedByUser: false });
    const built = await createCemetery(db(), { built: true });
    const soon = await createCemetery(db(), { built: false });

    const xml = await sitemapDocument(BASE);
    expect(xml).toContain("<urlset");
    const all = locs(xml);
    expect(all).toContain(`${BASE}/profile/${open}`);
    expect(all).toContain(`${BASE}/cemiterio/${built.id}`);
    expect(all).toContain(`${BASE}/post?artigo=como-superar-uma-perda`);
    expect(all).toContain(`${BASE}/contrato-plano-ouro`);
    expect(all).not.toContain(`${BASE}/profile/${hidden.username}`);
    expect(all).not.toContain(`${BASE}/profile/${draft.username}`);
    expect(all).not.toContain(`${BASE}/cemiterio/${soon.id}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("becomes an index of parts above the limit; the parts hold every public address exactly once", async () => {
    const usernames = await publicMemorials(spreadIds(45));
    await createProfile(db(), { userId: ownerId, name: "Reservada Silva", access: "Private" });
    await createProfile(db(), { userId: ownerId, name: "Rascunho Souza", activatedByUser: false });
    const near = await createCemetery(db(), { built: true });
    const far = await createCemetery(db(), { id: 45, built: true });
    await createCemetery(db(), { id: 50, built: false });

    const index = await sitemapDocument(BASE, SMALL);
    expect(index).toContain("<sitemapindex");
    const parts = locs(index);
    // Pages; cemetery ids (0, 30] and (30, 60]; three ranges of memorials (45 / 20 per part, rounded up).
    expect(parts).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${BASE}/sitemap-${n}.xml`));

    const seen: string[][] = [];
    for (let n = 1; n <= parts.length; n++) {
      const part = locs((await sitemapPartDocument(BASE, n, SMALL))!);
      if (n > 1) expect(part.length).toBeLessThanOrEqual(SMALL.maxUrls);
      seen.push(part);
    }
    expect(seen[0]).toContain(`${BASE}/sobre-nos`);
    expect(seen[1]).toEqual([`${BASE}/cemiterio/${near.id}`]);
    expect(seen[2]).toEqual([`${BASE}/cemiterio/${far.id}`]);
    const memorials = seen.slice(3);
    expect(memorials.map((part) => part.length)).toEqual([15, 15, 15]);
    // Ordered by id within and across parts: the order the ids were created in.
    expect(memorials.flat()).toEqual(usernames.map((u) => `${BASE}/profile/${u}`));
    expect(await sitemapPartDocument(BASE, 7, SMALL)).toBeNull();
  });

  it("splits the memorials into ranges that cover the whole key space without overlap", async () => {
    await publicMemorials(spreadIds(61));
    const { parts } = await sitemapPlan(SMALL);
    const ranges = parts.filter((p) => p.kind === "profiles");
    expect(ranges).toHaveLength(4);
    expect(ranges[0]).not.toHaveProperty("fromId");
    expect(ranges.at(-1)).not.toHaveProperty("beforeId");
    const boundaries = ranges.slice(1).map((range) => range.fromId!);
    expect([...boundaries].sort()).toEqual(boundaries);
    expect(new Set(boundaries).size).toBe(boundaries.length);
    for (let k = 1; k < ranges.length; k++) expect(ranges[k]!.fromId).toBe(ranges[k - 1]!.beforeId);
  });

  it("never puts more than the limit in a part, even when ids crowd into one range", async () => {
    const crowded = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    await publicMemorials(crowded);
    const { parts } = await sitemapPlan(SMALL);
    const first = parts.findIndex((p) => p.kind === "profiles") + 1;
    const part = locs((await sitemapPartDocument(BASE, first, SMALL))!);
    expect(part).toHaveLength(SMALL.maxUrls);
  });

  it("serves /sitemap-<n>.xml and nothing else through the catch-all", async () => {
    expect(sitemapPartNumber("/sitemap-1.xml")).toBe(1);
    for (const path of ["/sitemap-0.xml", "/sitemap-01.xml", "/sitemap-x.xml", "/sitemap.xml", "/a/sitemap-1.xml"]) {
      expect(sitemapPartNumber(path), path).toBeUndefined();
    }
    const first = await sitemapPartResponse(new Request(`${BASE}/sitemap-1.xml`), { origin: "http://localhost:3000" });
    expect(first?.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(await first!.text()).toContain(`<loc>http://localhost:3000/blog</loc>`);
    expect(
      await sitemapPartResponse(new Request(`${BASE}/sitemap-99.xml`), { origin: "http://localhost:3000" }),
    ).toBeNull();
    expect(await sitemapPartResponse(new Request(`${BASE}/qualquer`), { origin: "http://localhost:3000" })).toBeNull();
  });
});
