import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { ABOUT, BASICS, SECURITY } from "../steps/profile-form.test-helpers";
import { verifySecurityAnswer } from "../store/security-answers.server";

const { db } = setupTestDatabase();
const api = startTestApi();

/** The spec's payload: profile (with `profileAccess`), kinship, interests, id. */
function body(id: string, overrides: Record<string, unknown> = {}) {
  const { access, ...about } = ABOUT;
  return {
    id,
    profile: { ...BASICS, ...about, profileAccess: access, ...SECURITY, ...overrides },
    kinship: [{ name: "João Souza", degree: "Filho" }],
    interests: [{ description: "Jardinagem" }, { description: "" }],
  };
}

const complete = (json: unknown, cookie?: string) =>
  api.call("PUT", "/api/profile/completeProfile", { json, headers: cookie ? { cookie } : undefined });
const editable = (id: string, cookie?: string) =>
  api.call("GET", `/api/profile/getProfileForCompletion/${id}`, { headers: cookie ? { cookie } : undefined });

async function unactivatedOf(userId: string) {
  return createProfile(db(), { userId, name: "Pedro Álvares", username: "pedro.alvares", activatedByUser: false });
}

describe("PUT /api/profile/completeProfile", () => {
  it("completes and activates the administrator's memorial, answers hashed", async () => {
    const { cookie, user } = await signedInUser(db());
    const profile = await unactivatedOf(user.id);
    const res = await complete(body(profile.id), cookie);
    expect(res).toMatchObject({ status: 200, body: { success: true, id: profile.id, username: "maria.souza" } });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ activatedByUser: true, name: BASICS.name, hometown: ABOUT.hometown });
    expect(JSON.stringify(row)).not.toContain("Júlia");
    expect(await verifySecurityAnswer("julia conceicao souza", row!.securityMotherNameHash)).toBe(true);
    // Once activated, the public memorial reading by id (the spec's getProfileById) shows it to anyone.
    const open = await api.call("GET", `/api/profile/getProfileById/${profile.id}`);
    expect(open).toMatchObject({ status: 200, body: { profile: { username: "maria.souza" } } });
  });

  it("refuses the anonymous (401), others (403), bad input (400 with the spec's messages), never a 500", async () => {
    const owner = await signedInUser(db());
    const profile = await unactivatedOf(owner.user.id);
    expect((await complete(body(profile.id))).status).toBe(401);
    const stranger = await signedInUser(db());
    expect((await complete(body(profile.id), stranger.cookie)).status).toBe(403);
    const bad = await complete(body(profile.id, { bio: "", cidadeNatalMaeFalecido: " " }), owner.cookie);
    expect(bad).toMatchObject({
      status: 400,
      body: {
        success: false,
        fields: {
          bio: "Escreva uma mensagem para o homenageado para continuar",
          cidadeNatalMaeFalecido: "Preencha a cidade natal da mãe do homenageado para continuar",
        },
      },
    });
    for (const odd of [null, [], "texto", { id: profile.id }, { ...body(profile.id), profile: "x" }]) {
      expect((await complete(odd, owner.cookie)).status).toBe(400);
    }
    expect((await complete(body("00000000-0000-4000-8000-000000000000"), owner.cookie)).status).toBe(404);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ activatedByUser: false, name: "Pedro Álvares" });
  });
});

describe("GET /api/profile/getProfileForCompletion/{id}", () => {
  it("gives the administrator the editable data, never the answers; others 403 or 404", async () => {
    const owner = await signedInUser(db());
    const profile = await unactivatedOf(owner.user.id);
    const res = await editable(profile.id, owner.cookie);
    expect(res).toMatchObject({
      status: 200,
      body: { profile: { id: profile.id, username: "pedro.alvares", activatedByUser: false, profileAccess: "Public" } },
    });
    await complete(body(profile.id), owner.cookie);
    const after = await editable(profile.id, owner.cookie);
    expect(after.body).toMatchObject({ profile: { interests: [{ description: "Jardinagem" }], bio: ABOUT.bio } });
    expect(JSON.stringify(after.body)).not.toMatch(/security|Júlia|Ouro Preto/i);
    const stranger = await signedInUser(db());
    expect((await editable(profile.id, stranger.cookie)).status).toBe(403);
    expect((await editable(profile.id)).status).toBe(401);
    expect((await editable("nao-e-id", owner.cookie)).status).toBe(400);
  });
});
