import { beforeEach, describe, expect, it } from "vitest";
import { createSession } from "~/features/accounts/sessions.server";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { createAttendance, createProfile, createTribute, createUser } from "../../../tests/factories";

const { db } = setupTestDatabase();
const api = startTestApi();

let owner: { id: string };
let cookie: string;

beforeEach(async () => {
  owner = await createUser(db(), { email: "dona@exemplo.com" });
  const session = await createSession(owner.id, {});
  cookie = `memorial_session=${session.token}`;
});

describe("my profiles and their activity", () => {
  it("lists the memorials the user administers, newest first, paged on the server", async () => {
    const older = await createProfile(db(), {
      userId: owner.id,
      name: "Antônio Lima",
      createdAt: new Date("2025-01-01"),
    });
    const newer = await createProfile(db(), {
      userId: owner.id,
      name: "Benedita Lima",
      activatedByUser: false,
      createdAt: new Date("2025-06-01"),
    });
    await createProfile(db(), { name: "De outra pessoa" });
    const res = await api.call<{ profiles: { id: string; activedByUser: boolean }[]; total: number }>(
      "GET",
      `/api/profile/getAllProfilesByUser/${owner.id}?page=1&limit=1`,
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.profiles.map((p) => p.id)).toEqual([newer.id]);
    expect(res.body.profiles[0]?.activedByUser).toBe(false);
    const second = await api.call<{ profiles: { id: string }[] }>(
      "GET",
      `/api/profile/getAllProfilesByUser/${owner.id}?page=2&limit=1`,
      { headers: { cookie } },
    );
    expect(second.body.profiles.map((p) => p.id)).toEqual([older.id]);
  });

  it("lists settled tributes and attendances, never pending ones", async () => {
    const profile = await createProfile(db(), { userId: owner.id, name: "Carmem Dias" });
    await createTribute(db(), {
      profileId: profile.id,
      type: "Candle",
      name: "Rita",
      paidAt: new Date("2026-01-02T10:00:00Z"),
    });
    await createTribute(db(), {
      profileId: profile.id,
      type: "Message",
      name: "Pendente",
      status: "pending",
      paidAt: null,
    });
    await createAttendance(db(), { profileId: profile.id, name: "Zé", attendedAt: new Date("2026-01-03T10:00:00Z") });
    const res = await api.call<{
      activities: { owner_name_tribute: string; tribute_type: string; profile_name: string }[];
      total: number;
    }>("GET", `/api/profile/getProfilesActivitiesByUser/${owner.id}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.activities.map((a) => [a.owner_name_tribute, a.tribute_type, a.profile_name])).toEqual([
      ["Zé", "Attend", "Carmem Dias"],
      ["Rita", "Candle", "Carmem Dias"],
    ]);
  });

  it("refuses anonymous visitors and other users, whatever the id", async () => {
    const stranger = await createUser(db(), { email: "estranho@exemplo.com" });
    const strangerCookie = `memorial_session=${(await createSession(stranger.id, {})).token}`;
    for (const path of ["getAllProfilesByUser", "getProfilesActivitiesByUser"]) {
      expect((await api.call("GET", `/api/profile/${path}/${owner.id}`)).status).toBe(401);
      expect(
        (await api.call("GET", `/api/profile/${path}/${owner.id}`, { headers: { cookie: strangerCookie } })).status,
      ).toBe(403);
      expect((await api.call("GET", `/api/profile/${path}/nao-e-uuid`, { headers: { cookie } })).status).toBe(400);
    }
  });

  it("lets an admin read anyone's lists", async () => {
    const admin = await createUser(db(), { email: "admin@exemplo.com", type: "admin" });
    const adminCookie = `memorial_session=${(await createSession(admin.id, {})).token}`;
    await createProfile(db(), { userId: owner.id });
    const res = await api.call<{ total: number }>("GET", `/api/profile/getAllProfilesByUser/${owner.id}`, {
      headers: { cookie: adminCookie },
    });
    expect(res).toMatchObject({ status: 200, body: { total: 1 } });
  });
});
