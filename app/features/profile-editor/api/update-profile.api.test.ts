import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileKinships, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { ABOUT, BASICS } from "../steps/profile-form.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();

/** The spec's field names: `kinship` and `profileAccess`, with the memorial's id. */
function body(id: string, overrides: Record<string, unknown> = {}) {
  const { access, ...about } = ABOUT;
  return {
    id,
    ...BASICS,
    ...about,
    username: "@maria.editada",
    profileAccess: access,
    interests: [{ description: "Jardinagem" }, { description: "" }],
    kinship: [
      { name: "João Souza", degree: "Filho" },
      { name: " ", degree: " " },
    ],
    ...overrides,
  };
}

const update = (json: unknown, cookie?: string) =>
  api.call("PUT", "/api/profile/updateProfile", { json, headers: cookie ? { cookie } : undefined });

async function ownedMemorial(username = "maria.antes") {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.user.id, username });
  await db().insert(profileKinships).values({ profileId: profile.id, name: "Velho", degree: "Primo" });
  return { owner, profile };
}

describe("PUT /api/profile/updateProfile", () => {
  it("saves the memorial and answers {success, id, username}; the family tree is replaced", async () => {
    const { owner, profile } = await ownedMemorial();
    const res = await update(body(profile.id), owner.cookie);
    expect(res).toMatchObject({ status: 200, body: { success: true, id: profile.id, username: "maria.editada" } });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ username: "maria.editada", bio: ABOUT.bio, access: "Public" });
    const kin = await db()
      .select({ name: profileKinships.name, degree: profileKinships.degree })
      .from(profileKinships)
      .where(eq(profileKinships.profileId, profile.id))
      .orderBy(asc(profileKinships.position));
    expect(kin).toEqual([{ name: "João Souza", degree: "Filho" }]);
  });

  it("owner only: 401 anonymous, 403 another user, 404 unknown; an admin may", async () => {
    const { profile } = await ownedMemorial();
    const stranger = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    expect((await update(body(profile.id))).status).toBe(401);
    expect((await update(body(profile.id), stranger.cookie)).status).toBe(403);
    expect((await update(body(crypto.randomUUID()), stranger.cookie)).status).toBe(404);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row?.username).toBe("maria.antes");
    expect((await update(body(profile.id, { bio: "Do admin." }), admin.cookie)).status).toBe(200);
  });

  it("refuses bad input (400 with fields) and odd bodies, never a 500", async () => {
    const { owner, profile } = await ownedMemorial();
    const bad = await update(
      body(profile.id, { name: "", profileAccess: "Secreto", birthDate: "31/12/1990" }),
      owner.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      fields: {
        name: "Preencha o nome do homenageado para continuar",
        access: "Selecione o tipo de perfil",
        birthDate: "Informe uma data válida.",
      },
    });
    for (const odd of [null, [], "texto", body("nao-e-uuid"), { ...body(profile.id), kinship: "x" }]) {
      expect((await update(odd, owner.cookie)).status).toBe(400);
    }
  });

  it("of N memorials renamed to one username at the same time, exactly one wins", async () => {
    const memorials = await Promise.all(["aa.um", "bb.dois", "cc.tres", "dd.quatro", "ee.cinco"].map(ownedMemorial));
    const answers = await Promise.all(
      memorials.map(({ owner, profile }) => update(body(profile.id, { username: "@mesmo.nome" }), owner.cookie)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      success: false,
      message: "Este apelido já está em uso. Por favor, escolha outro.",
    });
  });
});
