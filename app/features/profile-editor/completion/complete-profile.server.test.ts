import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planChanges, profileInterests, profileKinships, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { createProfile, createUser } from "../../../../tests/factories";
import { setupTestDatabase } from "../../../../tests/support/database";
import { completeProfile } from "../store/complete-profile.server";
import { completionSecuritySchema } from "../steps/profile-form.schema";
import { reachedStep } from "../steps/step";
import { STEP_SAVES } from "../steps/step-saves.server";
import { getProfileForCompletion } from "./complete-profile.server";
import { COMPLETION_WIZARD } from "./completion-steps.server";
import { ABOUT, BASICS, refusal, SECURITY } from "../steps/profile-form.test-helpers";
import { verifySecurityAnswer } from "../store/security-answers.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-20T12:00:00Z");
const TODAY = "2026-11-20";

/** A completion step saved into the memorial through the step's one save, as the wizard saves it. */
function saveCompletionStep(actor: ReturnType<typeof actorOf>, profileId: string, key: string, input: unknown) {
  return STEP_SAVES[key]!({ actor, target: { profileId }, now: NOW }, input);
}

/** A memorial a partner created for its customer: name and dates only, not activated. */
async function partnerProfile() {
  const customer = await createUser(db(), { name: "Ana Cliente" });
  const profile = await createProfile(db(), {
    userId: customer.id,
    name: "Pedro Álvares",
    username: "pedro.alvares",
    hometown: null,
    activatedByUser: false,
  });
  return { customer: actorOf(customer), profile };
}

const input = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  profile: { ...BASICS, ...ABOUT, ...SECURITY, ...overrides },
  kinship: [
    { name: "João Souza", degree: "Filho" },
    { name: "", degree: "" },
  ],
  interests: [{ description: "Jardinagem" }, { description: " " }, { description: "Música" }],
});

describe("completeProfile", () => {
  it("sets the form and both lists, hashes the answers and activates the memorial for its administrator", async () => {
    const { customer, profile } = await partnerProfile();
    const done = await completeProfile(customer, input(profile.id), { now: NOW });
    expect(done).toEqual({ id: profile.id, username: "maria.souza" });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({
      userId: customer.id,
      activatedByUser: true,
      name: BASICS.name,
      username: "maria.souza",
      hometown: ABOUT.hometown,
      bio: ABOUT.bio,
      surname: ABOUT.surname,
      access: "Public",
    });
    expect(row!.securityMotherNameHash).not.toContain("Júlia");
    expect(await verifySecurityAnswer("  julia CONCEICAO souza ", row!.securityMotherNameHash)).toBe(true);
    expect(await verifySecurityAnswer("Outra Pessoa", row!.securityMotherNameHash)).toBe(false);
    expect(await verifySecurityAnswer("ouro preto", row!.securityMotherHometownHash)).toBe(true);
    const interests = await db()
      .select({ d: profileInterests.description })
      .from(profileInterests)
      .where(eq(profileInterests.profileId, profile.id))
      .orderBy(asc(profileInterests.position));
    expect(interests.map((r) => r.d)).toEqual(["Jardinagem", "Música"]);
    const kin = await db().select().from(profileKinships).where(eq(profileKinships.profileId, profile.id));
    expect(kin).toMatchObject([{ name: "João Souza", degree: "Filho" }]);
    const audit = await db().select().from(planChanges).where(eq(planChanges.profileId, profile.id));
    expect(audit).toMatchObject([{ action: "activate_free_plan", reason: "free_plan", actorUserId: customer.id }]);
  });

  it("replaces the lists on a second completion instead of adding to them", async () => {
    const { customer, profile } = await partnerProfile();
    await completeProfile(customer, input(profile.id), { now: NOW });
    await completeProfile(customer, { ...input(profile.id), interests: [{ description: "Leitura" }] }, { now: NOW });
    const rows = await db().select().from(profileInterests).where(eq(profileInterests.profileId, profile.id));
    expect(rows.map((r) => r.description)).toEqual(["Leitura"]);
  });

  it("lets only the administrator or an admin complete it; nothing changes otherwise", async () => {
    const { profile } = await partnerProfile();
    const stranger = actorOf(await createUser(db()));
    expect((await refusal(completeProfile(stranger, input(profile.id), { now: NOW }))).status).toBe(403);
    expect((await refusal(completeProfile(null, input(profile.id), { now: NOW }))).status).toBe(401);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row).toMatchObject({ name: "Pedro Álvares", activatedByUser: false, securityMotherNameHash: null });
    const admin = actorOf(await createUser(db(), { type: "admin" }));
    expect((await completeProfile(admin, input(profile.id), { now: NOW })).id).toBe(profile.id);
    expect(
      (await refusal(completeProfile(stranger, input("00000000-0000-4000-8000-000000000000"), { now: NOW }))).status,
    ).toBe(404);
    expect((await refusal(completeProfile(stranger, input("nao-e-id"), { now: NOW }))).status).toBe(404);
  });

  it("refuses missing fields with the spec's messages, per field", async () => {
    const { customer, profile } = await partnerProfile();
    const error = await refusal(
      completeProfile(customer, input(profile.id, { hometown: " ", nomeConjugeMaeFalecido: "", bio: "" }), {
        now: NOW,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toMatchObject({
      hometown: "Preencha a cidade natal do homenageado para continuar",
      bio: "Escreva uma mensagem para o homenageado para continuar",
      nomeConjugeMaeFalecido: "Preencha o nome do último cônjuge da mãe do homenageado para continuar",
    });
  });

  it("keeps its own username in any letter case, and refuses another memorial's", async () => {
    const { customer, profile } = await partnerProfile();
    await createProfile(db(), { username: "maria.souza" });
    const taken = await refusal(completeProfile(customer, input(profile.id), { now: NOW }));
    expect(taken).toMatchObject({ status: 409, message: "Este apelido já está em uso. Por favor, escolha outro." });
    const own = await completeProfile(customer, input(profile.id, { username: "@PEDRO.alvares" }), { now: NOW });
    expect(own.username).toBe("PEDRO.alvares");
  });
});

describe("getProfileForCompletion and the steps saved into the memorial", () => {
  it("reads the stored data for the administrator only, and how far it is valid", async () => {
    const { customer, profile } = await partnerProfile();
    const start = await getProfileForCompletion(customer, profile.id);
    expect(start).toMatchObject({ username: "pedro.alvares", activated: false });
    expect(reachedStep(COMPLETION_WIZARD, start, TODAY)).toBe(2);
    expect(start.basics).toMatchObject({ name: "Pedro Álvares", username: "@pedro.alvares", gender: "Homem" });
    const stranger = actorOf(await createUser(db()));
    expect((await refusal(getProfileForCompletion(stranger, profile.id))).status).toBe(403);

    await saveCompletionStep(customer, profile.id, "about", { ...ABOUT, interests: [{ description: "Pesca" }] });
    const after = await getProfileForCompletion(customer, profile.id);
    expect(reachedStep(COMPLETION_WIZARD, after, TODAY)).toBe(4);
    expect(after.about).toMatchObject({ hometown: ABOUT.hometown, interests: [{ description: "Pesca" }] });
    // Steps 1 to 3 never activate: only finishing does.
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.activatedByUser).toBe(false);
    expect((await refusal(saveCompletionStep(stranger, profile.id, "review", { access: "Private" }))).status).toBe(403);
    expect((await refusal(saveCompletionStep(customer, profile.id, "basics", { name: "" }))).fields).toMatchObject({
      name: "Preencha o nome do homenageado para continuar",
    });
  });
});

describe("completionSecuritySchema", () => {
  it("adds 'Por favor, preencha todos os campos.' exactly when some answer is blank", () => {
    const answer = fc.oneof(fc.constant(""), fc.constant("   "), fc.string({ minLength: 1, maxLength: 30 }));
    fc.assert(
      fc.property(answer, answer, answer, (a, b, c) => {
        const result = completionSecuritySchema.safeParse({
          nomeMaeFalecido: a,
          nomeConjugeMaeFalecido: b,
          cidadeNatalMaeFalecido: c,
        });
        const blank = [a, b, c].some((v) => v.trim() === "");
        expect(result.success).toBe(!blank);
        const formMessage = result.error?.issues.some(
          (i) => i.path.length === 0 && i.message === "Por favor, preencha todos os campos.",
        );
        expect(Boolean(formMessage)).toBe(blank);
      }),
      { seed: 20261120 },
    );
  });
});
