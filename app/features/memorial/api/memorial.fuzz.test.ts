import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";

setupTestDatabase();
const api = startTestApi();

const READS = [
  "/api/profile/getProfileByUsername/",
  "/api/profile/getStaticByUsername/",
  "/api/profile/getProfileById/",
  "/api/profile/getProfileIdByUsername/",
  "/api/profile/getGalleryImagesByProfileId/",
  "/api/tribute/getTributesByProfileId/",
  "/api/tribute/getCandleCount/",
  "/api/event/getAttendanceListByProfileId/",
];

const clientError = (status: number, body: unknown) => {
  expect(status).toBeLessThan(500);
  if (status >= 400) expect(body).toMatchObject({ success: false, message: expect.any(String) });
};

describe("the memorial calls never answer bad input with a 500", () => {
  it.each(READS)("GET %s with any segment and query", async (route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", minLength: 1, maxLength: 60 }),
        fc.string({ unit: "binary", maxLength: 40 }),
        async (segment, q) => {
          const res = await api.call(
            "GET",
            `${route}${encodeURIComponent(segment)}?token=${encodeURIComponent(q)}&page=${encodeURIComponent(q)}&type=${encodeURIComponent(q)}`,
          );
          clientError(res.status, res.body);
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each(["/api/event/attendProfile", "/api/event/visitProfile"])("POST %s with any JSON", async (route) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const res = await api.call("POST", route, { json: value });
        clientError(res.status, res.body);
        expect(res.status).not.toBe(201);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses control characters, which Postgres text cannot hold, with a 4xx", async () => {
    for (const route of READS) {
      const res = await api.call("GET", `${route}a%00b?token=%00`);
      clientError(res.status, res.body);
    }
    const profileId = "00000000-0000-4000-8000-000000000000";
    for (const json of [
      { profileId, name: "a\u0000b", email: "a@b.com", cellphone: "11987654321", token: "\u0000" },
      { profileId: "\u0000", name: "x" },
    ]) {
      const res = await api.call("POST", "/api/event/attendProfile", { json });
      clientError(res.status, res.body);
    }
  });
});
