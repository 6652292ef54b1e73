import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { notificationContacts, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { CONTACT_MESSAGES as M, MAX_CONTACTS_PER_PROFILE } from "./notification-contacts.schema";
import {
  listNotificationContacts,
  managedProfileByUsername,
  noticesOf,
  removeNotificationContact,
  saveNotificationContact,
} from "./notification-contacts.server";

const { db } = setupTestDatabase();

type Actor = ReturnType<typeof actorOf>;
let owner: Actor;
let stranger: Actor;
let admin: Actor;
let profile: Awaited<ReturnType<typeof createProfile>>;

beforeEach(async () => {
  owner = actorOf(await createUser(db()));
  stranger = actorOf(await createUser(db()));
  admin = actorOf(await createUser(db(), { type: "admin" }));
  profile = await createProfile(db(), { userId: owner.id });
});

const ANA = { name: "Ana Souza", email: "Ana.Souza@Exemplo.com.br", cellphone: "(11) 98765-4321", kinship: "Filha" };
const save = (actor: Actor | null, contact: Record<string, unknown> = ANA, profileId: unknown = profile.id) =>
  saveNotificationContact(actor, { userId: actor?.id, profileId, contact });
const rows = () => db().select().from(notificationContacts).where(eq(notificationContacts.profileId, profile.id));
const versionOf = async (id: string) =>
  (await db().select({ v: profiles.contentVersion }).from(profiles).where(eq(profiles.id, id)))[0]!.v;

describe("saveNotificationContact", () => {
  it("the owner adds a contact: e-mail in lower case, the cellphone's digits, the relationship", async () => {
    const saved = await save(owner);
    expect(saved).toMatchObject({
      userId: owner.id,
      profileId: profile.id,
      name: "Ana Souza",
      email: "ana.souza@exemplo.com.br",
      cellphone: "11987654321",
      kinship: "Filha",
      unsubscribedAt: null,
    });
    expect(await rows()).toHaveLength(1);
  });

  it("starts the memorial's notices at its current version: past edits are never announced to a new contact", async () => {
    await db().update(profiles).set({ bio: "Editado antes." }).where(eq(profiles.id, profile.id));
    const version = await versionOf(profile.id);
    await save(owner);
    expect(await noticesOf(profile.id)).toMatchObject({ notifiedVersion: version, seenVersion: version });
    // And a contact is not part of the page: adding one does not bump the version.
    expect(await versionOf(profile.id)).toBe(version);
  });

  it("an admin may add a contact to any memorial", async () => {
    await expect(save(admin)).resolves.toMatchObject({ userId: admin.id });
  });

  it("refuses a stranger with 'Não é o dono do perfil!', an anonymous caller, and a user_id that is not the caller", async () => {
    await expect(save(stranger)).rejects.toEqual(new ForbiddenError(M.notOwner));
    await expect(save(null)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      saveNotificationContact(stranger, { userId: owner.id, profileId: profile.id, contact: ANA }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(await rows()).toEqual([]);
  });

  it("gives the spec's messages for a missing user id, profile id and an unknown profile", async () => {
    await expect(saveNotificationContact(owner, { userId: "", profileId: profile.id, contact: ANA })).rejects.toEqual(
      new ValidationError(M.userIdRequired, { user_id: M.userIdRequired }),
    );
    await expect(save(owner, ANA, null)).rejects.toEqual(
      new ValidationError(M.profileIdRequired, { profile_id: M.profileIdRequired }),
    );
    for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      await expect(save(owner, ANA, id)).rejects.toEqual(new NotFoundError(M.profileNotFound));
    }
  });

  it("refuses a contact that breaks the rules, naming the field", async () => {
    const refusal = (contact: Record<string, unknown>) =>
      save(owner, contact).then(
        () => undefined,
        (error: ValidationError) => ({ message: error.message, fields: error.fields }),
      );
    expect(await refusal({ name: "", email: "ana@exemplo.com" })).toEqual({
      message: M.nameRequired,
      fields: { name: M.nameRequired },
    });
    expect(await refusal({ name: "Ana" })).toEqual({ message: M.emailOrPhone, fields: { _: M.emailOrPhone } });
    expect(await refusal({ name: "Ana", cellphone: "11987654321" })).toMatchObject({
      fields: { cellphone: M.phoneInvalid },
    });
    expect(await refusal({ name: "Ana", email: "ana@@exemplo" })).toMatchObject({ fields: { email: M.emailInvalid } });
    expect(await rows()).toEqual([]);
  });

  it("keeps one copy of an e-mail per memorial, whatever its case", async () => {
    await save(owner);
    await expect(save(owner, { ...ANA, email: "ANA.SOUZA@exemplo.com.br" })).rejects.toEqual(
      new ConflictError(M.duplicate, { email: M.duplicate }),
    );
    // Contacts with only a cellphone do not collide.
    await save(owner, { name: "Beto", cellphone: "(21) 99876-5432" });
    await save(owner, { name: "Caio", cellphone: "(21) 99876-5432" });
    expect(await rows()).toHaveLength(3);
  });

  it(`stops at ${MAX_CONTACTS_PER_PROFILE} contacts per memorial`, async () => {
    await db()
      .insert(notificationContacts)
      .values(
        Array.from({ length: MAX_CONTACTS_PER_PROFILE }, (_, i) => ({
          userId: owner.id,
          profileId: profile.id,
          name: `Contato ${i}`,
          email: `contato${i}@exemplo.com`,
        })),
      );
    await expect(save(owner)).rejects.toEqual(new ConflictError(M.tooMany));
  });
});

describe("listing and removing contacts", () => {
  it("lists a memorial's contacts in the order they were added, to its owner only", async () => {
    await save(owner, { name: "Primeiro", email: "a@exemplo.com" });
    await save(owner, { name: "Segundo", cellphone: "(11) 91234-5678" });
    const managed = await managedProfileByUsername(owner, `@${profile.username}`);
    expect((await listNotificationContacts(owner, managed)).map((c) => c.name)).toEqual(["Primeiro", "Segundo"]);
    await expect(managedProfileByUsername(stranger, profile.username)).rejects.toEqual(new ForbiddenError(M.notOwner));
    await expect(listNotificationContacts(stranger, managed)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(managedProfileByUsername(owner, "ninguem-aqui")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("the owner removes a contact; a stranger cannot", async () => {
    const contact = await save(owner);
    await expect(removeNotificationContact(stranger, contact.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await rows()).toHaveLength(1);
    await removeNotificationContact(owner, contact.id);
    expect(await rows()).toEqual([]);
    await expect(removeNotificationContact(owner, contact.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeNotificationContact(owner, "x")).rejects.toBeInstanceOf(NotFoundError);
  });
});
