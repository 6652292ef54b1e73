import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, profileKinships, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import type { SessionUser } from "~/shared/auth/session-user";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile } from "../../../tests/factories";
import { FAITH_MESSAGES, OWN_TEXT_CHOICE } from "./faith.messages";
import { memorialFaith, religiousReferenceOf, setReligiousReference, setRelativeMessages } from "./faith.server";
import {
  OWN_WORDS_SOURCE,
  REFERENCE_TEXT_LIMIT,
  RELATIVE_MESSAGE_LIMIT,
  catalogueReference,
} from "./religious-references.catalog";

const { db } = setupTestDatabase();

type Actor = Pick<SessionUser, "id" | "type">;
let owner: Actor;
let profileId: string;
let relativeId: string;

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: { status?: number; message?: string }) => ({ status: error.status, message: error.message }),
  );

async function member(role: "administrator" | "editor"): Promise<Actor> {
  const { user } = await signedInUser(db());
  await db().insert(memorialMembers).values({ profileId, userId: user.id, role });
  return { id: user.id, type: user.type };
}

const setPlan = (type: "Free" | "Ouro" | "Diamante") =>
  db().update(profiles).set({ type }).where(eq(profiles.id, profileId));

beforeEach(async () => {
  const { user } = await signedInUser(db());
  owner = { id: user.id, type: user.type };
  const profile = await createProfile(db(), { userId: user.id, type: "Ouro" });
  profileId = profile.id;
  const [relative] = await db()
    .insert(profileKinships)
    .values([
      { profileId, name: "Maria", degree: "Esposa", position: 0 },
      { profileId, name: "Pedro", degree: "Filho", position: 1 },
    ])
    .returning();
  relativeId = relative!.id;
});

describe("setReligiousReference", () => {
  it("a catalogue choice shows on the memorial with its source; removing it shows nothing", async () => {
    const psalm = catalogueReference("catolica-salmo-23")!;
    expect(await setReligiousReference(owner, profileId, { choice: psalm.id })).toEqual({
      text: psalm.text,
      source: psalm.source,
    });
    expect(await religiousReferenceOf(profileId)).toEqual({ text: psalm.text, source: psalm.source });
    expect(await setReligiousReference(owner, profileId, { choice: "" })).toBeNull();
    expect(await religiousReferenceOf(profileId)).toBeNull();
  });

  it("the family's own words, trimmed, up to the limit; longer or empty is refused in pt-BR", async () => {
    const shown = await setReligiousReference(owner, profileId, { choice: OWN_TEXT_CHOICE, ownText: "  Vá em paz.  " });
    expect(shown).toEqual({ text: "Vá em paz.", source: OWN_WORDS_SOURCE });
    expect(
      await setReligiousReference(owner, profileId, {
        choice: OWN_TEXT_CHOICE,
        ownText: "é".repeat(REFERENCE_TEXT_LIMIT),
      }),
    ).not.toBeNull();
    expect(
      await refusal(
        setReligiousReference(owner, profileId, {
          choice: OWN_TEXT_CHOICE,
          ownText: "a".repeat(REFERENCE_TEXT_LIMIT + 1),
        }),
      ),
    ).toEqual({ status: 400, message: FAITH_MESSAGES.ownTextTooLong });
    expect(await refusal(setReligiousReference(owner, profileId, { choice: OWN_TEXT_CHOICE, ownText: " " }))).toEqual({
      status: 400,
      message: FAITH_MESSAGES.ownTextMissing,
    });
    expect(await refusal(setReligiousReference(owner, profileId, { choice: "inventada" }))).toEqual({
      status: 400,
      message: FAITH_MESSAGES.unknownReference,
    });
    expect((await religiousReferenceOf(profileId))?.text).toBe("é".repeat(REFERENCE_TEXT_LIMIT));
  });

  it("is the memorial's editors' and administrators': strangers and visitors change nothing", async () => {
    const { user } = await signedInUser(db());
    expect(
      (await refusal(setReligiousReference({ id: user.id, type: user.type }, profileId, { choice: "budista-paz" })))
        ?.status,
    ).toBe(403);
    expect((await refusal(setReligiousReference(null, profileId, { choice: "budista-paz" })))?.status).toBe(401);
    expect(await religiousReferenceOf(profileId)).toBeNull();
    expect(await setReligiousReference(await member("editor"), profileId, { choice: "budista-paz" })).not.toBeNull();
  });

  it("a Free memorial is refused; a lapsed plan keeps the choice stored, hidden until a paid plan returns", async () => {
    await setReligiousReference(owner, profileId, { choice: "espirita-lei" });
    await setPlan("Free");
    expect(await religiousReferenceOf(profileId)).toBeNull();
    expect(await refusal(setReligiousReference(owner, profileId, { choice: "budista-paz" }))).toEqual({
      status: 403,
      message: FAITH_MESSAGES.paidOnly,
    });
    expect(await refusal(setRelativeMessages(owner, profileId, { [relativeId]: "Oi" }))).toEqual({
      status: 403,
      message: FAITH_MESSAGES.paidOnly,
    });
    expect((await memorialFaith(owner, profileId)).offered).toBe(false);
    await setPlan("Diamante");
    expect((await religiousReferenceOf(profileId))?.text).toBe(catalogueReference("espirita-lei")!.text);
  });

  it("the creation wizard keeps the choice of a paid plan not paid yet: stored, shown once paid", async () => {
    await setPlan("Free");
    const stranger = await signedInUser(db());
    expect(
      (
        await refusal(
          setReligiousReference(
            { id: stranger.user.id, type: stranger.user.type },
            profileId,
            { choice: "budista-paz" },
            {
              paidPlanChosen: true,
            },
          ),
        )
      )?.status,
    ).toBe(403);
    await setReligiousReference(owner, profileId, { choice: "budista-paz" }, { paidPlanChosen: true });
    expect(await religiousReferenceOf(profileId)).toBeNull();
    await setPlan("Ouro");
    expect((await religiousReferenceOf(profileId))?.text).toBe(catalogueReference("budista-paz")!.text);
  });

  it("a change bumps the memorial's content version (the cached page is rendered again)", async () => {
    const version = async () =>
      (await db().select({ v: profiles.contentVersion }).from(profiles).where(eq(profiles.id, profileId)))[0]!.v;
    const before = await version();
    await setReligiousReference(owner, profileId, { choice: "judaica-bencao" });
    const afterReference = await version();
    expect(afterReference).toBeGreaterThan(before);
    await setRelativeMessages(owner, profileId, { [relativeId]: "Obrigado por tudo." });
    expect(await version()).toBeGreaterThan(afterReference);
  });
});

describe("setRelativeMessages", () => {
  it("writes each relative's message, leaves the others, and an empty one removes it", async () => {
    await setRelativeMessages(owner, profileId, { [relativeId]: "  Cuide das crianças por mim.  " });
    let faith = await memorialFaith(owner, profileId);
    expect(faith.relatives.map((r) => [r.name, r.message])).toEqual([
      ["Maria", "Cuide das crianças por mim."],
      ["Pedro", null],
    ]);
    await setRelativeMessages(owner, profileId, { [relativeId]: "" });
    faith = await memorialFaith(owner, profileId);
    expect(faith.relatives[0]!.message).toBeNull();
  });

  it("refuses a message over the limit (nothing saved) and a relative of another memorial", async () => {
    const pedro = (await memorialFaith(owner, profileId)).relatives[1]!.id;
    const answer = await setRelativeMessages(owner, profileId, {
      [relativeId]: "ok",
      [pedro]: "a".repeat(RELATIVE_MESSAGE_LIMIT + 1),
    }).catch((error: { status: number; fields: Record<string, string> }) => error);
    expect(answer).toMatchObject({ status: 400, fields: { [pedro]: FAITH_MESSAGES.messageTooLong } });
    expect((await memorialFaith(owner, profileId)).relatives.every((r) => r.message === null)).toBe(true);
    const other = await createProfile(db(), { type: "Ouro" });
    const [stranger] = await db()
      .insert(profileKinships)
      .values({ profileId: other.id, name: "X", degree: "Pai" })
      .returning();
    expect(await refusal(setRelativeMessages(owner, profileId, { [stranger!.id]: "Oi" }))).toEqual({
      status: 400,
      message: FAITH_MESSAGES.unknownRelative,
    });
  });
});
