import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileDrafts, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { createProfile, createUser } from "../../../../tests/factories";
import { setupTestDatabase } from "../../../../tests/support/database";
import { choosePlan } from "./draft-plan.server";
import { ABOUT, BASICS, refusal, SECURITY } from "../steps/profile-form.test-helpers";
import { type SaveContext, STEP_SAVES } from "../steps/step-saves.server";
import { discardDraft, getDraft, listMyDrafts, nextStep } from "./profile-drafts.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-20T12:00:00Z");

type Options = Omit<SaveContext, "actor" | "target">;

/** A step saved into a draft through the step's one save, as the creation wizard saves it. */
function saveSecurity(actor: SaveContext["actor"], draftId: string | null, input: unknown, options: Options = {}) {
  return STEP_SAVES.security!({ actor, target: { draftId }, ...options }, input);
}

async function saveDraftStep(
  key: "basics" | "about" | "review",
  actor: SaveContext["actor"],
  draftId: string | null,
  input: unknown,
  options: Options = {},
) {
  return (await STEP_SAVES[key]!({ actor, target: { draftId }, ...options }, input)).draft!;
}

async function draftAtStep4(actor: ReturnType<typeof actorOf>, username = "@maria.souza") {
  const draft = await saveDraftStep("basics", actor, null, { ...BASICS, username }, { now: NOW });
  await saveDraftStep(
    "about",
    actor,
    draft.id,
    { ...ABOUT, interests: [{ description: "Jardinagem" }, {}] },
    { now: NOW },
  );
  await saveDraftStep("review", actor, draft.id, { access: "Private" }, { now: NOW });
  return draft;
}

describe("profile drafts", () => {
  it("saves each step, moves the resume step on and keeps the typed data for tomorrow", async () => {
    const actor = actorOf(await createUser(db()));
    const draft = await saveDraftStep("basics", actor, null, { ...BASICS, username: "maria souza2" }, { now: NOW });
    expect(draft.step).toBe(2);
    expect(draft.data.basics).toMatchObject({ name: BASICS.name, username: "@mariasouza2", gender: "Mulher" });
    await saveDraftStep("about", actor, draft.id, {
      ...ABOUT,
      kinships: [
        { name: "", degree: "" },
        { name: "Ana", degree: "Neta" },
      ],
    });
    const again = await getDraft(actor, draft.id);
    expect(again.step).toBe(3);
    expect(again.data.about?.bioGenerated).toBeUndefined();
    expect(again.data.about).toMatchObject({
      hometown: "Belo Horizonte",
      interests: [],
      kinships: [{ name: "Ana", degree: "Neta" }],
    });
    // Editing step 1 from the review goes back to the review, and the resume step stays.
    const edited = await saveDraftStep("basics", actor, draft.id, {
      ...BASICS,
      name: "Maria A. Souza",
      username: "@mariasouza2",
    });
    expect(edited.step).toBe(3);
    expect(nextStep(edited.step, 1)).toBe(3);
    expect(nextStep(2, 1)).toBe(2);
  });

  it("belongs to its owner only: another user (even an admin) is told it does not exist", async () => {
    const owner = actorOf(await createUser(db()));
    const draft = await saveDraftStep("basics", owner, null, BASICS, { now: NOW });
    for (const other of [actorOf(await createUser(db())), actorOf(await createUser(db(), { type: "admin" }))]) {
      expect((await refusal(getDraft(other, draft.id))).status).toBe(404);
      expect((await refusal(saveDraftStep("about", other, draft.id, ABOUT))).status).toBe(404);
      expect((await refusal(discardDraft(other, draft.id))).status).toBe(404);
      expect(await listMyDrafts(other)).toEqual([]);
    }
    expect((await refusal(getDraft(owner, "nao-e-um-id"))).status).toBe(404);
    expect((await refusal(getDraft(null, draft.id))).status).toBe(401);
    expect(await listMyDrafts(owner)).toHaveLength(1);
  });

  it("refuses each step's invalid input with the spec's messages and stores nothing", async () => {
    const actor = actorOf(await createUser(db()));
    const basics = await refusal(saveDraftStep("basics", actor, null, { username: "@" }, { now: NOW }));
    expect(basics.fields).toMatchObject({
      name: "Preencha o nome do homenageado para continuar",
      username: "Por favor, insira um apelido de perfil.",
      gender: "Preencha o gênero do homenageado para continuar",
      birthDate: "Preencha a data de nascimento do homenageado para continuar",
    });
    expect(await db().$count(profileDrafts)).toBe(0);
    const draft = await saveDraftStep("basics", actor, null, BASICS, { now: NOW });
    const about = await refusal(saveDraftStep("about", actor, draft.id, { kinships: [{ name: "Ana" }] }));
    expect(about.fields).toMatchObject({
      hometown: "Preencha a cidade natal do homenageado para continuar",
      bio: "Escreva uma mensagem para o homenageado para continuar",
      description: "Escreva uma descrição do homenageado para continuar",
      access: "Selecione o tipo de perfil",
      "kinships.0.name": "Preencha o nome e o grau de parentesco.",
    });
    const death = await refusal(
      saveDraftStep("basics", actor, draft.id, { ...BASICS, deathDate: "1930-01-01" }, { now: NOW }),
    );
    expect(death.fields).toEqual({ deathDate: "A data de falecimento não pode ser anterior à de nascimento." });
    expect((await refusal(saveDraftStep("review", actor, draft.id, { access: "Public" }))).status).toBe(409);
    const security = await refusal(saveSecurity(actor, draft.id, { nomeMaeFalecido: "Ana" }));
    expect(security.fields).toEqual({
      nomeConjugeMaeFalecido: "Preencha o nome do último cônjuge da mãe do homenageado para continuar",
      cidadeNatalMaeFalecido: "Preencha a cidade natal da mãe do homenageado para continuar",
    });
  });

  it("checks the username is free when step 1 is saved", async () => {
    const actor = actorOf(await createUser(db()));
    await createProfile(db(), { username: "maria.souza" });
    const error = await refusal(
      saveDraftStep("basics", actor, null, { ...BASICS, username: "@Maria.Souza" }, { now: NOW }),
    );
    expect(error).toMatchObject({
      status: 409,
      fields: { username: "Este apelido já está em uso. Por favor, escolha outro." },
    });
  });

  it("step 4 saves the profile once (a double submit creates one) and closes steps 1 to 4; answers never in the draft", async () => {
    const actor = actorOf(await createUser(db()));
    const draft = await draftAtStep4(actor);
    const [first, second] = await Promise.all([
      saveSecurity(actor, draft.id, SECURITY, { now: NOW }),
      saveSecurity(actor, draft.id, SECURITY, { now: NOW }),
    ]);
    expect([first.profile, second.profile].filter(Boolean)).toHaveLength(1);
    expect(await db().$count(profiles)).toBe(1);
    const saved = await getDraft(actor, draft.id);
    expect(saved).toMatchObject({ step: 5, profileUsername: "maria.souza" });
    expect(JSON.stringify(saved.data)).not.toContain("Júlia");
    const [row] = await db().select().from(profiles).where(eq(profiles.id, saved.profileId!));
    expect(row).toMatchObject({ access: "Private", activatedByUser: false, type: "Free" });
    expect((await refusal(saveDraftStep("about", actor, draft.id, ABOUT))).status).toBe(409);
  });

  it("step 5: Free activates and ends the draft; a paid plan waits for step 6; an admin's choice is assigned", async () => {
    const actor = actorOf(await createUser(db()));
    const free = await draftAtStep4(actor, "@gratis");
    await saveSecurity(actor, free.id, SECURITY, { now: NOW });
    expect(await choosePlan(actor, free.id, { plan: "Free" }, NOW)).toEqual({ next: "profile", username: "gratis" });
    expect(
      await db().select({ a: profiles.activatedByUser }).from(profiles).where(eq(profiles.username, "gratis")),
    ).toEqual([{ a: true }]);
    expect((await refusal(getDraft(actor, free.id))).status).toBe(404);

    const paid = await draftAtStep4(actor, "@pago");
    await saveSecurity(actor, paid.id, SECURITY, { now: NOW });
    const outcome = await choosePlan(actor, paid.id, { plan: "Ouro" }, NOW);
    expect(outcome).toMatchObject({ next: "address", draft: { step: 6, data: { plan: "Ouro" } } });
    const [unpaid] = await db().select().from(profiles).where(eq(profiles.username, "pago"));
    expect(unpaid).toMatchObject({ type: "Free", activatedByUser: false });
    expect((await refusal(choosePlan(actor, paid.id, { plan: "Bronze" }, NOW))).status).toBe(400);

    const admin = actorOf(await createUser(db(), { type: "admin" }));
    const assigned = await draftAtStep4(admin, "@atribuido");
    await saveSecurity(admin, assigned.id, SECURITY, { now: NOW });
    expect(await choosePlan(admin, assigned.id, { plan: "Diamante" }, NOW)).toEqual({
      next: "profile",
      username: "atribuido",
    });
    const [row] = await db().select().from(profiles).where(eq(profiles.username, "atribuido"));
    expect(row).toMatchObject({ type: "Diamante", activatedByUser: true });
  });

  it("lists my drafts newest first and discards one", async () => {
    const actor = actorOf(await createUser(db()));
    const older = await saveDraftStep(
      "basics",
      actor,
      null,
      { ...BASICS, username: "@um.um" },
      { now: new Date("2026-11-01T10:00:00Z") },
    );
    const newer = await saveDraftStep(
      "basics",
      actor,
      null,
      { ...BASICS, username: "@dois.dois" },
      { now: new Date("2026-11-02T10:00:00Z") },
    );
    expect((await listMyDrafts(actor)).map((d) => d.id)).toEqual([newer.id, older.id]);
    await discardDraft(actor, older.id);
    expect((await listMyDrafts(actor)).map((d) => d.id)).toEqual([newer.id]);
  });

  it("re-validates a draft on every read: a tampered part is dropped and its step is typed again", async () => {
    const actor = actorOf(await createUser(db()));
    const draft = await draftAtStep4(actor, "@adulterado");
    const tamper = async (data: Record<string, unknown> | SQL) => {
      await db().update(profileDrafts).set({ data }).where(eq(profileDrafts.id, draft.id));
    };
    const [stored] = await db().select({ data: profileDrafts.data }).from(profileDrafts);
    const { basics, about } = stored!.data as { basics: Record<string, unknown>; about: Record<string, unknown> };

    // A birth date in the future and a key no step writes: step 1's part is dropped, the draft resumes there.
    await tamper({ basics: { ...basics, birthDate: "2999-01-01", isAdmin: true }, about, plan: "Bronze" });
    const back = await getDraft(actor, draft.id);
    expect(back.step).toBe(1);
    expect(back.data).toEqual({ about: { ...about } });
    const [listed] = await listMyDrafts(actor);
    expect(listed).toMatchObject({ id: draft.id, step: 1 });
    expect(listed!.data.basics).toBeUndefined();
    // A later step cannot be saved past it, and the memorial is never made from what was dropped.
    expect((await refusal(saveSecurity(actor, draft.id, SECURITY, { now: NOW }))).status).toBe(409);
    expect(await db().$count(profiles)).toBe(0);

    // Step 1 typed again: the draft goes on where it was, its still-valid about part kept.
    const again = await saveDraftStep("basics", actor, draft.id, { ...BASICS, username: "@adulterado" }, { now: NOW });
    expect(again.data.about).toMatchObject({ hometown: ABOUT.hometown });
    expect(nextStep(again.step, 1)).toBe(2);

    // Data that is not even an object reads as an empty draft at step 1.
    await tamper(sql`'"não é um objeto"'::jsonb`);
    expect(await getDraft(actor, draft.id)).toMatchObject({ step: 1, data: {} });
  });
});
