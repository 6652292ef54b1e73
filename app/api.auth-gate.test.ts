import { describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { startTestApi } from "../tests/support/api";
import { setupTestDatabase } from "../tests/support/database";
import { apiCatalogue } from "./api.contract";

/*
 * Issue 20: who is asking is settled before what they sent. Every call whose contract needs a
 * session answers an anonymous caller 401 whatever the body (malformed, wrong types, not even
 * JSON), and every call reserved to some account types answers another type 403 before it reads
 * the body.
 */

const { db } = setupTestDatabase();
const api = startTestApi();

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, SOME_ID);
const BAD_BODY = { amount: "1e9", email: 42, profile: [], idempotencyKey: "?" };

function badForm(): FormData {
  const form = new FormData();
  form.set("profileId", "not-an-id");
  form.set("image", new Blob(["not an image"], { type: "text/plain" }), "x.txt");
  return form;
}

const needsSession = apiCatalogue.filter((op) => op.session === "required");
const forRoles = apiCatalogue.filter((op) => op.roles !== undefined);

describe("authentication before body validation", () => {
  it("walks a real list: the catalogue has calls that need a session, some of them for some roles only", () => {
    expect(needsSession.length).toBeGreaterThan(30);
    expect(forRoles.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toEqual(
      expect.arrayContaining(["GET /api/auth/getUserByEmail", "POST /api/profile/assignPlan/{id}"]),
    );
  });

  it.each(needsSession.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    "%s: anonymous with a bad body is 401",
    async (_name, op) => {
      const method = op.method.toUpperCase();
      const withBody = method !== "GET" && method !== "DELETE";
      const options = op.request?.multipart ? { form: badForm() } : withBody ? { json: BAD_BODY } : {};
      const answer = await api.call(method, `${pathOf(op.path)}?email=nope`, options);
      expect(answer).toMatchObject({ status: 401, body: { success: false } });
      if (withBody && !op.request?.multipart) {
        const broken = await api.call(method, pathOf(op.path), { raw: "{not json" });
        expect(broken.status).toBe(401);
      }
    },
  );

  it.each(forRoles.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    "%s: a signed-in account of another type with a bad body is 403",
    async (_name, op) => {
      const outsider = (["regular", "partner", "admin"] as const).find((type) => !op.roles!.includes(type))!;
      const { cookie } = await signedInUser(db(), { type: outsider });
      const method = op.method.toUpperCase();
      const withBody = method !== "GET" && method !== "DELETE";
      const answer = await api.call(method, `${pathOf(op.path)}?email=nope`, {
        ...(op.request?.multipart ? { form: badForm() } : withBody ? { json: BAD_BODY } : {}),
        headers: { cookie },
      });
      expect(answer).toMatchObject({ status: 403, body: { success: false } });
    },
  );
});
