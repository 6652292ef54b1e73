import { beforeEach, describe, expect, it } from "vitest";
import { memorialCast, type MemorialCast } from "~/features/memorial/memorial.test-helpers";
import { loadViewableProfileById } from "~/features/profiles/profile-access.server";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { addDays, createTribute } from "../../../tests/factories";
import { countBurningCandles, listSettledTributes, tributeSummary } from "./tributes.server";

const { db } = setupTestDatabase();
const api = startTestApi();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
});

const DAY = 24 * 60 * 60 * 1000;
const publicView = () => loadViewableProfileById({ viewer: null, profileId: cast.publicProfile.id });

/** A candle paid `daysAgo` days ago that burns `days` days. */
async function candle(profileId: string, daysAgo: number, days: 7 | 14 = 7, name = "Vela") {
  const paidAt = new Date(Date.now() - daysAgo * DAY);
  return createTribute(db(), { profileId, type: "Candle", candleDays: days, paidAt, name });
}

describe("settled tributes", () => {
  it("lists only paid tributes, newest first, and filters by type", async () => {
    const id = cast.publicProfile.id;
    await createTribute(db(), {
      profileId: id,
      type: "Message",
      name: "Antiga",
      paidAt: new Date(Date.now() - 3 * DAY),
    });
    await createTribute(db(), { profileId: id, type: "Photo", name: "Foto", paidAt: new Date(Date.now() - 2 * DAY) });
    await candle(id, 1, 7, "Vela recente");
    await createTribute(db(), { profileId: id, type: "Message", name: "Pendente", status: "pending", paidAt: null });
    await createTribute(db(), { profileId: id, type: "Message", name: "Expirada", status: "expired", paidAt: null });
    const view = await publicView();
    const all = await listSettledTributes(view, {});
    expect(all.items.map((t) => t.name)).toEqual(["Vela recente", "Foto", "Antiga"]);
    expect(all.total).toBe(3);
    expect((await listSettledTributes(view, { type: "Message" })).items.map((t) => t.name)).toEqual(["Antiga"]);
    const { counts } = await tributeSummary(view);
    expect(counts).toEqual({ Candle: 1, Flower: 0, Message: 1, Photo: 1, total: 3 });
    // With the counts already read, the list's total is taken from them (no count of its own).
    const known = await listSettledTributes(view, { type: "Message", counts });
    expect(known.total).toBe(1);
    expect(known.items.map((t) => t.name)).toEqual(["Antiga"]);
  });

  it("pages on the server", async () => {
    for (let i = 0; i < 12; i++)
      await createTribute(db(), {
        profileId: cast.publicProfile.id,
        type: "Message",
        name: `M${i}`,
        paidAt: new Date(Date.now() - i * 60_000),
      });
    const view = await publicView();
    const second = await listSettledTributes(view, { page: 2, limit: 5 });
    expect(second.items.map((t) => t.name)).toEqual(["M5", "M6", "M7", "M8", "M9"]);
    expect((await listSettledTributes(view, { page: 3, limit: 5 })).items).toHaveLength(2);
    expect((await listSettledTributes(view, { page: 9, limit: 1000 })).limit).toBe(100);
  });

  it("counts candles burning now; extinguished ones stay listed as extinguished", async () => {
    const id = cast.publicProfile.id;
    await candle(id, 1, 7, "Acesa");
    await candle(id, 10, 14, "Acesa de 14 dias");
    await candle(id, 8, 7, "Apagada");
    await createTribute(db(), { profileId: id, type: "Candle", status: "pending", paidAt: null, name: "Não paga" });
    const view = await publicView();
    expect(await countBurningCandles(view)).toBe(2);
    expect((await tributeSummary(view)).burning).toBe(2);
    const list = await listSettledTributes(view, { type: "Candle" });
    expect(Object.fromEntries(list.items.map((t) => [t.name, t.burning]))).toEqual({
      Acesa: true,
      "Acesa de 14 dias": true,
      Apagada: false,
    });
    const burnsUntil = list.items.find((t) => t.name === "Acesa")!.burnsUntil!;
    expect(Math.abs(new Date(burnsUntil).getTime() - addDays(new Date(), 6).getTime())).toBeLessThan(60_000);
  });
});

describe("GET /api/tribute/*", () => {
  it("answers the spec's fields for settled tributes only", async () => {
    const id = cast.publicProfile.id;
    await createTribute(db(), { profileId: id, type: "Message", name: "Rita", body: "Saudades" });
    await createTribute(db(), { profileId: id, type: "Message", name: "Pendente", status: "pending", paidAt: null });
    const res = await api.call<{ tributes: Record<string, unknown>[]; total: number }>(
      "GET",
      `/api/tribute/getTributesByProfileId/${id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(Object.keys(res.body.tributes[0]!).sort()).toEqual(
      ["body", "created_at", "id", "image_path", "name", "tribute_type"].sort(),
    );
    expect(res.body.tributes[0]).toMatchObject({ tribute_type: "Message", name: "Rita", body: "Saudades" });
    const filtered = await api.call<{ total: number }>("GET", `/api/tribute/getTributesByProfileId/${id}?type=velas`);
    expect(filtered.body.total).toBe(0);
  });

  it("counts burning candles", async () => {
    await candle(cast.publicProfile.id, 0);
    await candle(cast.publicProfile.id, 30);
    const res = await api.call("GET", `/api/tribute/getCandleCount/${cast.publicProfile.id}`);
    expect(res).toMatchObject({ status: 200, body: { success: true, count: 1 } });
  });

  it("keeps private memorials private, and refuses unknown and malformed ids", async () => {
    const id = cast.privateProfile.id;
    await candle(id, 0);
    for (const path of [`/api/tribute/getTributesByProfileId/${id}`, `/api/tribute/getCandleCount/${id}`]) {
      expect((await api.call("GET", path)).status).toBe(404);
      expect((await api.call("GET", path, { headers: { cookie: cast.stranger.cookie } })).status).toBe(404);
      expect((await api.call("GET", `${path}?token=${cast.privateProfile.accessToken}`)).status).toBe(200);
      expect((await api.call("GET", path, { headers: { cookie: cast.owner.cookie } })).status).toBe(200);
      expect((await api.call("GET", path, { headers: { cookie: cast.admin.cookie } })).status).toBe(200);
    }
    expect((await api.call("GET", `/api/tribute/getCandleCount/${id}`)).body).toEqual({
      success: false,
      message: "Erro ao buscar velas acesas no perfil",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await api.call("GET", `/api/tribute/getTributesByProfileId/${unknown}`)).status).toBe(404);
    expect((await api.call("GET", "/api/tribute/getTributesByProfileId/abc")).status).toBe(400);
    expect((await api.call("GET", "/api/tribute/getCandleCount/abc")).status).toBe(400);
  });
});
