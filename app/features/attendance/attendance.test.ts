import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { memorialCast, type MemorialCast } from "~/features/memorial/memorial.test-helpers";
import { loadViewableProfileById, type Viewer } from "~/features/profiles/profile-access.server";
import { TooManyRequestsError, ValidationError } from "~/shared/http/errors";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { createAttendance } from "../../../tests/factories";
import { ATTENDANCE_MESSAGES, attendanceSchema } from "./attendance.schema";
import { attendProfile, listAttendances } from "./attendance.server";
import { recordVisit } from "./visits.server";

const { db } = setupTestDatabase();
const api = startTestApi();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
});

const viewOf = (profileId: string, viewer: Viewer = null, token?: string) =>
  loadViewableProfileById({ viewer, profileId, token });
const GOOD = { name: "Zé da Esquina", email: "ze@exemplo.com", cellphone: "(11) 98765-4321" };

describe("attendProfile", () => {
  it("stores a valid sign-up with the cellphone as digits", async () => {
    const view = await viewOf(cast.publicProfile.id);
    await attendProfile(view, GOOD, { ip: "10.0.0.1" });
    const owner = await viewOf(cast.publicProfile.id, { id: cast.owner.user.id, type: "regular" });
    expect((await listAttendances(owner)).items).toMatchObject([
      { name: "Zé da Esquina", email: "ze@exemplo.com", cellphone: "11987654321" },
    ]);
  });

  it("refuses invalid input with the shared pt-BR messages", async () => {
    const view = await viewOf(cast.publicProfile.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...GOOD, name: "  " }, ATTENDANCE_MESSAGES.name],
      [{ ...GOOD, name: "Zé\u0000" }, ATTENDANCE_MESSAGES.name],
      [{ ...GOOD, email: "ze@" }, "Insira um e-mail válido."],
      [{ ...GOOD, cellphone: "1198765432" }, "O número de celular deve ter 11 dígitos, incluindo o DDD."],
      [{ ...GOOD, cellphone: "" }, "Insira um número de celular válido."],
      [{ name: "Só nome" }, "Insira um e-mail válido."],
    ];
    for (const [input, message] of cases) {
      const error = await attendProfile(view, input, { ip: "10.0.0.2" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as Error).message).toBe(message);
    }
    expect((await listAttendances(view)).total).toBe(0);
  });

  it("accepts any 11-digit cellphone however it is typed, and nothing else", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), fc.constantFrom("", " ", "-", "()"), (digits, noise) => {
        const typed = digits.split("").join(noise);
        const result = attendanceSchema.safeParse({ ...GOOD, cellphone: typed.slice(0, 40) });
        expect(result.success).toBe(digits.length === 11 && typed.length <= 40);
      }),
    );
  });

  it("limits sign-ups per address: 5 per memorial in 10 minutes, 30 per hour overall, with a 429", async () => {
    const view = await viewOf(cast.publicProfile.id);
    for (let i = 0; i < 5; i++) await attendProfile(view, GOOD, { ip: "10.0.0.3" });
    const error = await attendProfile(view, GOOD, { ip: "10.0.0.3" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).message).toBe(ATTENDANCE_MESSAGES.tooMany);
    // Another address is not affected.
    await expect(attendProfile(view, GOOD, { ip: "10.0.0.4" })).resolves.toBeTruthy();
    // Across memorials, the hourly cap applies.
    await db().execute(sql`update rate_limit_buckets set hits = 30 where key = 'attend:10.0.0.4'`);
    const other = await viewOf(cast.privateProfile.id, null, cast.privateProfile.accessToken);
    await expect(attendProfile(other, GOOD, { ip: "10.0.0.4" })).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});

describe("listAttendances", () => {
  it("shows 5 per page, newest first, with contacts only for the owner and admins", async () => {
    for (let i = 0; i < 7; i++)
      await createAttendance(db(), {
        profileId: cast.publicProfile.id,
        name: `P${i}`,
        attendedAt: new Date(Date.now() - i * 60_000),
      });
    const visitor = await listAttendances(await viewOf(cast.publicProfile.id));
    expect(visitor.items.map((a) => a.name)).toEqual(["P0", "P1", "P2", "P3", "P4"]);
    expect(visitor.total).toBe(7);
    expect(visitor.items[0]).not.toHaveProperty("email");
    expect(visitor.items[0]).not.toHaveProperty("cellphone");
    const second = await listAttendances(await viewOf(cast.publicProfile.id), 2);
    expect(second.items.map((a) => a.name)).toEqual(["P5", "P6"]);
    for (const who of [cast.owner, cast.admin]) {
      const list = await listAttendances(await viewOf(cast.publicProfile.id, { id: who.user.id, type: who.user.type }));
      expect(list.items[0]).toHaveProperty("email");
      expect(list.items[0]).toHaveProperty("cellphone", "11987654321");
    }
  });
});

describe("recordVisit", () => {
  it("adds up visits per memorial and day (America/Sao_Paulo) in one row", async () => {
    const view = await viewOf(cast.publicProfile.id);
    await Promise.all(Array.from({ length: 4 }, (_, i) => recordVisit(view, { ip: `10.1.0.${i}` })));
    await recordVisit(view);
    const rows = await selectRows<{ day: string; count: number }>(
      db(),
      sql`select day::text as day, count from profile_visits where profile_id = ${cast.publicProfile.id}`,
    );
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    expect(rows).toEqual([{ day: today, count: 5 }]);
  });

  it("stops counting one address that keeps reloading", async () => {
    const view = await viewOf(cast.publicProfile.id);
    const counted = [];
    for (let i = 0; i < 12; i++) counted.push(await recordVisit(view, { ip: "10.2.0.1" }));
    expect(counted.filter(Boolean)).toHaveLength(10);
  });
});

describe("/api/event/*", () => {
  it("POST attendProfile answers 201 'Presença registrada', then the list shows the name only", async () => {
    const res = await api.call("POST", "/api/event/attendProfile", {
      json: { ...GOOD, profileId: cast.publicProfile.id },
    });
    expect(res).toMatchObject({ status: 201, body: { success: true, message: "Presença registrada" } });
    const list = await api.call<{ attendances: Record<string, unknown>[]; total: number; limit: number }>(
      "GET",
      `/api/event/getAttendanceListByProfileId/${cast.publicProfile.id}`,
    );
    expect(list.body.total).toBe(1);
    expect(list.body.limit).toBe(5);
    expect(Object.keys(list.body.attendances[0]!).sort()).toEqual(["attendanced_at", "id", "name"]);
    const owner = await api.call<{ attendances: Record<string, unknown>[] }>(
      "GET",
      `/api/event/getAttendanceListByProfileId/${cast.publicProfile.id}`,
      { headers: { cookie: cast.owner.cookie } },
    );
    expect(owner.body.attendances[0]).toMatchObject({ email: "ze@exemplo.com", cellphone: "11987654321" });
  });

  it("POST attendProfile answers 400 with the field messages for bad input, never 500", async () => {
    const bad = await api.call<{ fields: Record<string, string> }>("POST", "/api/event/attendProfile", {
      json: { profileId: cast.publicProfile.id, name: "A", email: "x", cellphone: "12" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: "Insira um e-mail válido." });
    for (const json of [{ ...GOOD, profileId: "nope" }, { ...GOOD }, [1, 2], "texto"]) {
      expect((await api.call("POST", "/api/event/attendProfile", { json })).status).toBe(400);
    }
    expect((await api.call("POST", "/api/event/attendProfile", { raw: "{nope" })).status).toBe(400);
  });

  it("answers 429 once an address signed too often", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await api.call("POST", "/api/event/attendProfile", { json: { ...GOOD, profileId: cast.publicProfile.id } }))
          .status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("guards private and inactive memorials on every call", async () => {
    const id = cast.privateProfile.id;
    await createAttendance(db(), { profileId: id });
    const list = `/api/event/getAttendanceListByProfileId/${id}`;
    expect((await api.call("GET", list)).status).toBe(404);
    expect((await api.call("GET", list, { headers: { cookie: cast.stranger.cookie } })).status).toBe(404);
    expect((await api.call("GET", `${list}?token=${cast.privateProfile.accessToken}`)).status).toBe(200);
    expect((await api.call("GET", list, { headers: { cookie: cast.admin.cookie } })).status).toBe(200);
    const body = { ...GOOD, profileId: id };
    expect((await api.call("POST", "/api/event/attendProfile", { json: body })).status).toBe(404);
    expect(
      (
        await api.call("POST", "/api/event/attendProfile", {
          json: { ...body, token: cast.privateProfile.accessToken },
        })
      ).status,
    ).toBe(201);
    expect((await api.call("POST", "/api/event/visitProfile", { json: { profileId: id } })).status).toBe(404);
    expect(
      (await api.call("POST", "/api/event/visitProfile", { json: { profileId: cast.inactiveProfile.id } })).status,
    ).toBe(404);
    expect((await api.call("GET", "/api/event/getAttendanceListByProfileId/x")).status).toBe(400);
  });

  it("POST visitProfile counts the visit", async () => {
    const res = await api.call("POST", "/api/event/visitProfile", { json: { profileId: cast.publicProfile.id } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const [row] = await selectRows<{ count: number }>(
      db(),
      sql`select count from profile_visits where profile_id = ${cast.publicProfile.id}`,
    );
    expect(row?.count).toBe(1);
    expect((await api.call("POST", "/api/event/visitProfile", { json: {} })).status).toBe(400);
  });
});
