import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileInterests, profileKinships, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { memorialVersion } from "~/features/memorial/memorial-cache.server";
import { fullProfile } from "~/features/memorial/memorial-profile.server";
import { loadViewableProfile } from "~/features/profiles/profile-access.server";
import { AppError } from "~/shared/http/errors";
import { createProfile, createUser } from "../../../../tests/factories";
import { setupTestDatabase } from "../../../../tests/support/database";
import { getEditableProfile, updateProfile } from "./edit-profile.server";
import { ABOUT, BASICS, refusal } from "../steps/profile-form.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-20T12:00:00Z");

/** The whole edit form: the wizard's steps 1 and 2 with lists. */
function editForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...BASICS,
    ...ABOUT,
    username: "@maria.nova",
    interests: [{ description: "Crochê" }, { description: " " }],
    kinships: [
      { name: "Pedro Souza", degree: "Neto" },
      { name: "", degree: "" },
    ],
    ...overrides,
  };
}

async function ownedMemorial(username = "maria.antiga") {
  const owner = actorOf(await createUser(db()));
  const profile = await createProfile(db(), { userId: owner.id, username, name: "Maria Antiga", bio: "Antes." });
  await db()
    .insert(profileInterests)
    .values([
      { profileId: profile.id, description: "Pintura", position: 0 },
      { profileId: profile.id, description: "Cinema", position: 1 },
    ]);
  await db().insert(profileKinships).values({ profileId: profile.id, name: "Ana", degree: "Filha", position: 0 });
  return { owner, profile };
}

const listsOf = async (profileId: string) => ({
  interests: (
    await db()
      .select({ d: profileInterests.description })
      .from(profileInterests)
      .where(eq(profileInterests.profileId, profileId))
      .orderBy(asc(profileInterests.position))
  ).map((r) => r.d),
  kinships: (
    await db()
      .select({ name: profileKinships.name, degree: profileKinships.degree })
      .from(profileKinships)
      .where(eq(profileKinships.profileId, profileId))
      .orderBy(asc(profileKinships.position))
  ).map((r) => [r.name, r.degree]),
});

describe("updateProfile", () => {
  it("saves every field, renames, and replaces both lists whole (blank rows dropped)", async () => {
    const { owner, profile } = await ownedMemorial();
    const saved = await updateProfile(owner, profile.id, editForm({ deathDate: "", access: "Private" }), { now: NOW });
    expect(saved).toEqual({ id: profile.id, username: "maria.nova" });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({
      username: "maria.nova",
      name: BASICS.name,
      gender: "Mulher",
      birthDate: "1940-03-12",
      deathDate: null,
      profession: "Professora",
      hometown: "Belo Horizonte",
      location: "São Paulo",
      surname: "Dona Cida",
      religion: "Católica",
      bio: ABOUT.bio,
      description: ABOUT.description,
      access: "Private",
    });
    expect(await listsOf(profile.id)).toEqual({ interests: ["Crochê"], kinships: [["Pedro Souza", "Neto"]] });
    // Empty lists clear them.
    await updateProfile(owner, profile.id, editForm({ interests: [], kinships: undefined }), { now: NOW });
    expect(await listsOf(profile.id)).toEqual({ interests: [], kinships: [] });
  });

  it("a relative the family keeps in the list keeps its message to relatives; a removed one takes it along", async () => {
    const { owner, profile } = await ownedMemorial();
    await db()
      .update(profileKinships)
      .set({ message: "Filha querida." })
      .where(eq(profileKinships.profileId, profile.id));
    const kinships = [
      { name: "Pedro Souza", degree: "Neto" },
      { name: "Ana", degree: "Filha" },
    ];
    await updateProfile(owner, profile.id, editForm({ kinships }), { now: NOW });
    const messages = async () =>
      (
        await db()
          .select({ name: profileKinships.name, message: profileKinships.message })
          .from(profileKinships)
          .where(eq(profileKinships.profileId, profile.id))
          .orderBy(asc(profileKinships.position))
      ).map((r) => [r.name, r.message]);
    expect(await messages()).toEqual([
      ["Pedro Souza", null],
      ["Ana", "Filha querida."],
    ]);
    await updateProfile(owner, profile.id, editForm({ kinships: [{ name: "Ana", degree: "Neta" }] }), { now: NOW });
    expect(await messages()).toEqual([["Ana", null]]);
  });

  it("reads back what the editor shows, lists in their order", async () => {
    const { owner, profile } = await ownedMemorial();
    const editable = await getEditableProfile(owner, profile.id);
    expect(editable.values).toMatchObject({
      name: "Maria Antiga",
      username: "@maria.antiga",
      bio: "Antes.",
      access: "Public",
      interests: [{ description: "Pintura" }, { description: "Cinema" }],
      kinships: [{ name: "Ana", degree: "Filha" }],
    });
  });

  it("the memorial page shows the edit: its render-cache version moves, the page data has the new text", async () => {
    const { owner, profile } = await ownedMemorial();
    const before = await memorialVersion("maria.antiga");
    expect(before).toBeDefined();
    await updateProfile(owner, profile.id, editForm({ username: "maria.antiga", bio: "Depois." }), { now: NOW });
    const after = await memorialVersion("maria.antiga");
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const shown = await fullProfile(await loadViewableProfile({ viewer: null, username: "maria.antiga" }));
    expect(shown).toMatchObject({ bio: "Depois.", kinship: [{ name: "Pedro Souza", degree: "Neto" }] });
    expect(shown.interests.map((i) => i.description)).toEqual(["Crochê"]);
  });

  it("only the owner or an admin edits; anonymous 401, a stranger 403, unknown 404, bad id 400", async () => {
    const { owner, profile } = await ownedMemorial();
    const stranger = actorOf(await createUser(db()));
    const admin = actorOf(await createUser(db(), { type: "admin" }));
    expect((await refusal(updateProfile(null, profile.id, editForm()))).status).toBe(401);
    expect((await refusal(updateProfile(stranger, profile.id, editForm()))).status).toBe(403);
    expect((await refusal(getEditableProfile(stranger, profile.id))).status).toBe(403);
    expect((await refusal(updateProfile(owner, crypto.randomUUID(), editForm()))).status).toBe(404);
    expect((await refusal(updateProfile(owner, "1 or 1=1", editForm()))).status).toBe(400);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row?.username).toBe("maria.antiga");
    expect(await updateProfile(admin, profile.id, editForm({ bio: "Pelo admin." }), { now: NOW })).toMatchObject({
      username: "maria.nova",
    });
  });

  it("refuses bad input per field with the spec's messages and changes nothing", async () => {
    const { owner, profile } = await ownedMemorial();
    const error = await refusal(
      updateProfile(
        owner,
        profile.id,
        editForm({
          name: " ",
          hometown: "",
          bio: "",
          access: "Secreto",
          birthDate: "2000-02-30",
          kinships: [{ name: "Só nome", degree: "" }],
        }),
        { now: NOW },
      ),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toMatchObject({
      name: "Preencha o nome do homenageado para continuar",
      hometown: "Preencha a cidade natal do homenageado para continuar",
      bio: "Escreva uma mensagem para o homenageado para continuar",
      access: "Selecione o tipo de perfil",
      birthDate: "Informe uma data válida.",
      "kinships.0.name": "Preencha o nome e o grau de parentesco.",
    });
    const future = await refusal(updateProfile(owner, profile.id, editForm({ deathDate: "2026-12-01" }), { now: NOW }));
    expect(future.fields).toMatchObject({ deathDate: "A data não pode estar no futuro." });
    expect(await listsOf(profile.id)).toEqual({ interests: ["Pintura", "Cinema"], kinships: [["Ana", "Filha"]] });
  });

  it("keeps its own username in another case, refuses another memorial's (any case) with the spec's message", async () => {
    const { owner, profile } = await ownedMemorial();
    await createProfile(db(), { username: "ocupado" });
    expect(
      (await updateProfile(owner, profile.id, editForm({ username: "@Maria.Antiga" }), { now: NOW })).username,
    ).toBe("Maria.Antiga");
    const taken = await refusal(updateProfile(owner, profile.id, editForm({ username: "OCUPADO" }), { now: NOW }));
    expect(taken).toMatchObject({ status: 409, message: "Este apelido já está em uso. Por favor, escolha outro." });
    expect(taken.fields).toEqual({ username: "Este apelido já está em uso. Por favor, escolha outro." });
  });

  it("of memorials renamed to one username at once, exactly one wins", async () => {
    const memorials = await Promise.all(["um.a", "dois.b", "tres.c", "quatro.d"].map((u) => ownedMemorial(u)));
    const outcomes = await Promise.allSettled(
      memorials.map(({ owner, profile }) =>
        updateProfile(owner, profile.id, editForm({ username: "@disputado" }), { now: NOW }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === "rejected")) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
    expect(await db().$count(profiles, eq(profiles.username, "disputado"))).toBe(1);
  });

  it("answers any value in any field with a saved profile or a 400, never anything else", async () => {
    const { owner, profile } = await ownedMemorial();
    const fields = Object.keys(editForm());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 }), async (field, value) => {
        const outcome = await updateProfile(owner, profile.id, editForm({ [field]: value }), { now: NOW }).then(
          () => 200,
          (e: unknown) => (e instanceof AppError ? e.status : 500),
        );
        expect([200, 400]).toContain(outcome);
      }),
      { numRuns: 40, seed: 20261123 },
    );
  });
});
