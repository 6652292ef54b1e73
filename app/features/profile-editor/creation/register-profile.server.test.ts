import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plaqueHashes, profileInterests, profileKinships, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { createProfile, createUser } from "../../../../tests/factories";
import { setupTestDatabase } from "../../../../tests/support/database";
import { normalizeUsernameInput, parseHandle } from "../steps/profile-form.schema";
import { profileForm, refusal } from "../steps/profile-form.test-helpers";
import { registerProfile } from "./register-profile.server";
import { normalizeSecurityAnswer, verifySecurityAnswer } from "../store/security-answers.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-20T12:00:00Z");

describe("registerProfile", () => {
  it("creates an unactivated Free profile with its rows (blank ones dropped) and a 10-letter plaque", async () => {
    const actor = actorOf(await createUser(db()));
    const created = await registerProfile(actor, profileForm(), { now: NOW });
    expect(created.username).toBe("maria.souza");
    expect(created.hash).toMatch(/^[A-Z]{10}$/);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, created.id));
    expect(row).toMatchObject({ userId: actor.id, type: "Free", activatedByUser: false, access: "Public" });
    expect(row).toMatchObject({ birthDate: "1940-03-12", deathDate: "2024-08-01", surname: "Dona Cida" });
    const interests = await db()
      .select({ d: profileInterests.description })
      .from(profileInterests)
      .where(eq(profileInterests.profileId, created.id))
      .orderBy(asc(profileInterests.position));
    expect(interests.map((r) => r.d)).toEqual(["Jardinagem", "Música"]);
    const kin = await db().select().from(profileKinships).where(eq(profileKinships.profileId, created.id));
    expect(kin.map((r) => [r.name, r.degree])).toEqual([["João Souza", "Filho"]]);
    const [plaque] = await db().select().from(plaqueHashes).where(eq(plaqueHashes.profileId, created.id));
    expect(plaque?.hash).toBe(created.hash);
  });

  it("keeps the security answers only as salted hashes that verify their normalised form", async () => {
    const actor = actorOf(await createUser(db()));
    const created = await registerProfile(actor, profileForm(), { now: NOW });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, created.id));
    const stored = [row!.securityMotherNameHash, row!.securityMotherSpouseHash, row!.securityMotherHometownHash];
    const dump = JSON.stringify(row).toLowerCase();
    for (const answer of ["júlia", "julia", "josé antônio", "ouro preto"]) expect(dump).not.toContain(answer);
    expect(new Set(stored).size).toBe(3);
    expect(await verifySecurityAnswer("  JULIA conceicao   SOUZA ", stored[0]!)).toBe(true);
    expect(await verifySecurityAnswer("Jose Antonio Souza", stored[1]!)).toBe(true);
    expect(await verifySecurityAnswer("ouro preto", stored[2]!)).toBe(true);
    expect(await verifySecurityAnswer("Mariana", stored[2]!)).toBe(false);
    // Salted: the same answer on two profiles gives two different hashes.
    const other = await registerProfile(actor, profileForm({ username: "outra.maria" }), { now: NOW });
    const [second] = await db().select().from(profiles).where(eq(profiles.id, other.id));
    expect(second!.securityMotherNameHash).not.toBe(stored[0]);
  });

  it("refuses a missing field with the spec's message, per field, and creates nothing", async () => {
    const actor = actorOf(await createUser(db()));
    const error = await refusal(
      registerProfile(actor, profileForm({ name: " ", bio: "", nomeConjugeMaeFalecido: undefined }), { now: NOW }),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toMatchObject({
      name: "Preencha o nome do homenageado para continuar",
      bio: "Escreva uma mensagem para o homenageado para continuar",
      nomeConjugeMaeFalecido: "Preencha o nome do último cônjuge da mãe do homenageado para continuar",
    });
    expect(await db().$count(profiles)).toBe(0);
  });

  it("refuses a taken username (any case, with or without '@') with the spec's message", async () => {
    const actor = actorOf(await createUser(db()));
    await createProfile(db(), { username: "Maria.Souza" });
    const error = await refusal(registerProfile(actor, profileForm({ username: "maria.souza" }), { now: NOW }));
    expect(error.status).toBe(409);
    expect(error.message).toBe("Este apelido já está em uso. Por favor, escolha outro.");
    expect(error.fields).toEqual({ username: "Este apelido já está em uso. Por favor, escolha outro." });
  });

  it("of N concurrent creations with one username exactly one succeeds; the others get the conflict", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(db())));
    const outcomes = await Promise.allSettled(
      users.map((user) => registerProfile(actorOf(user), profileForm({ username: "@corrida" }), { now: NOW })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === "rejected")) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        message: "Este apelido já está em uso. Por favor, escolha outro.",
      });
    }
    expect(await db().$count(profiles)).toBe(1);
  });

  it("links an unlinked plaque it was created from; a plaque already linked is refused", async () => {
    const actor = actorOf(await createUser(db()));
    await db().insert(plaqueHashes).values({ hash: "PLACAVAZIA", batch: "lote-1" });
    const created = await registerProfile(actor, profileForm(), { plaqueHash: "PLACAVAZIA", now: NOW });
    expect(created.hash).toBe("PLACAVAZIA");
    const error = await refusal(
      registerProfile(actor, profileForm({ username: "outro.nome" }), { plaqueHash: "PLACAVAZIA", now: NOW }),
    );
    expect(error.status).toBe(409);
    expect(await db().$count(profiles)).toBe(1);
  });

  it("only an admin names another user as the administrator", async () => {
    const actor = actorOf(await createUser(db()));
    const someone = await createUser(db());
    expect((await refusal(registerProfile(actor, profileForm({ userId: someone.id }), { now: NOW }))).status).toBe(403);
    const admin = actorOf(await createUser(db(), { type: "admin" }));
    const created = await registerProfile(admin, profileForm({ userId: someone.id }), { now: NOW });
    const [row] = await db().select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, created.id));
    expect(row!.userId).toBe(someone.id);
  });
});

describe("the username normaliser", () => {
  it("removes every '@' and space and prefixes one '@'; normalising twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = normalizeUsernameInput(raw);
        expect(once.startsWith("@")).toBe(true);
        expect(once.slice(1)).not.toMatch(/[@\s]/);
        expect(normalizeUsernameInput(once)).toBe(once);
        expect(once.slice(1)).toBe(raw.replace(/[@\s]/g, ""));
      }),
      { seed: 20261123 },
    );
  });

  it("accepts exactly 3 to 20 letters, digits, '.', '-' or '_' however '@' and spaces were typed", () => {
    const handle = fc.stringMatching(/^[A-Za-z0-9._-]{3,20}$/);
    fc.assert(
      fc.property(handle, fc.constantFrom("", "@", "@@", " @ "), (h, noise) => {
        expect(parseHandle(`${noise}${h.slice(0, 2)} ${h.slice(2)}`)).toEqual({ handle: h });
      }),
      { seed: 7 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const handle = raw.replace(/[@\s]/g, "");
        const valid = /^[A-Za-z0-9._-]{3,20}$/.test(handle);
        expect("handle" in parseHandle(raw)).toBe(valid);
      }),
      { seed: 11 },
    );
    expect(parseHandle("@")).toEqual({ error: "Por favor, insira um apelido de perfil." });
    expect(parseHandle("ab")).toHaveProperty("error");
  });
});

describe("security answers", () => {
  it("normalise by trimming, lower-casing, removing accents and collapsing spaces", () => {
    expect(normalizeSecurityAnswer("  Conceição   DA  Silva ")).toBe("conceicao da silva");
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const once = normalizeSecurityAnswer(s);
        expect(normalizeSecurityAnswer(once)).toBe(once);
      }),
      { seed: 3 },
    );
  });
});
