import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plaqueHashes, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { PLAQUE_HASH_COOKIE } from "~/features/plaques/plaque-cookie.server";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { profileForm } from "../steps/profile-form.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();

/** The spec's field names: `kinship` and `profileAccess`. */
function body(overrides: Record<string, unknown> = {}) {
  const { kinships, access, ...rest } = profileForm();
  return { ...rest, kinship: kinships, profileAccess: access, ...overrides };
}

const register = (json: unknown, cookie?: string) =>
  api.call("POST", "/api/profile/registerProfile", { json, headers: cookie ? { cookie } : undefined });

describe("POST /api/profile/registerProfile", () => {
  it("answers {success, id, hash} and creates the memorial, not yet activated", async () => {
    const { cookie, user } = await signedInUser(db());
    const res = await register(body(), cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      username: "maria.souza",
      hash: expect.stringMatching(/^[A-Z]{10}$/),
    });
    const [row] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, String(res.body.id)));
    expect(row).toMatchObject({ userId: user.id, activatedByUser: false, type: "Free" });
  });

  it("refuses the anonymous (401), bad input (400 with fields) and a taken username (409), never a 500", async () => {
    expect((await register(body())).status).toBe(401);
    const { cookie } = await signedInUser(db());
    const bad = await register(body({ name: "", profileAccess: "Secreto", birthDate: "31/12/1990" }), cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      fields: { name: "Preencha o nome do homenageado para continuar", access: "Selecione o tipo de perfil" },
    });
    for (const odd of [null, [], "texto", { ...body(), interests: "x" }]) {
      expect((await register(odd, cookie)).status).toBe(400);
    }
    expect((await register(body(), cookie)).status).toBe(200);
    const taken = await register(body({ username: "@MARIA.SOUZA" }), cookie);
    expect(taken).toMatchObject({
      status: 409,
      body: { success: false, message: "Este apelido já está em uso. Por favor, escolha outro." },
    });
  });

  it("links the unlinked plaque scanned before (its cookie)", async () => {
    const { cookie } = await signedInUser(db());
    await db().insert(plaqueHashes).values({ hash: "QRCODEVAZI" });
    const res = await register(body(), `${cookie}; ${PLAQUE_HASH_COOKIE}=QRCODEVAZI`);
    expect(res.body).toMatchObject({ success: true, hash: "QRCODEVAZI" });
  });

  it("of N concurrent requests with one username exactly one succeeds", async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => signedInUser(db())));
    const answers = await Promise.all(people.map((p) => register(body({ username: "@mesmo.nome" }), p.cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("any value in any field is answered 200, 400 or 409, never a 500", async () => {
    const { cookie } = await signedInUser(db());
    const fields = Object.keys(body());
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 }), async (field, value) => {
        const res = await register(body({ [field]: value, username: `@fuzz${(run += 1)}` }), cookie);
        expect([200, 400, 409]).toContain(res.status);
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});
