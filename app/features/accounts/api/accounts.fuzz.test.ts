import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { signedInUser, useTempOutbox } from "../accounts.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();
let self: { id: string; cookie: string };

beforeEach(async () => {
  await useTempOutbox();
  const { user, cookie } = await signedInUser(db(), { type: "partner" });
  self = { id: user.id, cookie };
});

/** `{id}` is the signed-in user's own id, so the signed-in calls get past the permission checks. */
const WRITE_ROUTES: [string, string][] = [
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/logout"],
  ["POST", "/api/auth/forgotPassword"],
  ["POST", "/api/user/registerUser"],
  ["POST", "/api/user/registerPartner"],
  ["PUT", "/api/auth/activeUser/{id}"],
  ["PUT", "/api/user/updateUser/{id}"],
  ["PUT", "/api/auth/resetPassword?token=abcdefghijklmnopqrstuvwxyz"],
];
const withId = (route: string) => route.replace("{id}", self.id);

const FIELDS = ["name", "email", "cellphone", "document", "password", "confirmPassword", "newPassword"];
const FIELDS_MORE = ["currentPassword"];

/** Any JSON, and objects with the routes' own field names holding any JSON, which get further in. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(Object.fromEntries([...FIELDS, ...FIELDS_MORE].map((key) => [key, fc.jsonValue({ maxDepth: 2 })])), {
    requiredKeys: [],
  }),
  // Any characters, control characters and NUL included.
  fc.record(Object.fromEntries(FIELDS.map((key) => [key, fc.string({ unit: "binary", maxLength: 30 })])), {
    requiredKeys: [],
  }),
);

const expectClientError = (status: number, payload: unknown) => {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(payload).toMatchObject({ success: false });
    expect((payload as { message: string }).message).toMatch(/[a-zà-ú]{3}/i);
  }
};

describe("the accounts API never answers a bad request with a 500", () => {
  it.each(WRITE_ROUTES)("%s %s with any JSON body, anonymous or signed in", async (method, route) => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (json, signedIn) => {
        const headers: Record<string, string> = signedIn ? { cookie: self.cookie } : {};
        const res = await api.call(method, withId(route), { json, headers });
        expectClientError(res.status, res.body);
      }),
      { numRuns: 40 },
    );
  });

  it.each(WRITE_ROUTES)("%s %s with any raw body and content type", async (method, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        async (raw, type) => {
          const res = await api.call(method, withId(route), {
            raw,
            headers: { "content-type": type, cookie: self.cookie },
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 20 },
    );
  });

  it("GET routes and id routes with any path segment or query value", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 80 }), async (text) => {
        const segment = encodeURIComponent(text);
        const routes: [string, string][] = [
          ["GET", `/api/auth/verifyFirstAccess/${segment}`],
          ["GET", `/api/user/getUser/${segment}`],
          ["GET", `/api/auth/getUserByEmail?email=${segment}`],
          ["GET", `/api/auth/verifyToken?token=${segment}`],
          ["PUT", `/api/auth/activeUser/${segment}`],
          ["PUT", `/api/auth/resetPassword?token=${segment}`],
        ];
        for (const [method, route] of routes) {
          const json = method === "GET" ? undefined : {};
          const res = await api.call(method, route, { headers: { cookie: self.cookie }, json });
          expectClientError(res.status, res.body);
        }
      }),
      { numRuns: 30 },
    );
  });
});
