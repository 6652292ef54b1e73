import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { notificationContacts } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { CONTACT_MESSAGES as M } from "../notification-contacts.schema";

const { db } = setupTestDatabase();
const api = startTestApi();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let stranger: Person;
let admin: Person;
let profileId: string;

beforeEach(async () => {
  owner = await signedInUser(db());
  stranger = await signedInUser(db());
  admin = await signedInUser(db(), { type: "admin" });
  profileId = (await createProfile(db(), { userId: owner.user.id })).id;
});

const as = (person: Person | null) => (person ? { cookie: person.cookie } : undefined);
const contact = (person: Person, extra: Record<string, unknown> = {}) => ({
  user_id: person.user.id,
  profile_id: profileId,
  name: "Ana Souza",
  email: "ana@exemplo.com",
  cellphone: "(11) 98765-4321",
  kinship: "Irmã",
  ...extra,
});
const save = (person: Person | null, json: unknown) =>
  api.call("POST", "/api/profile/saveNotificationContact", { json, headers: as(person) });
const stored = () => db().select().from(notificationContacts).where(eq(notificationContacts.profileId, profileId));

describe("POST /api/profile/saveNotificationContact", () => {
  it("saves the owner's contact: 201, 'Contato salvo com sucesso' and the contact", async () => {
    const res = await save(owner, contact(owner));
    expect(res).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: M.saved,
        result: {
          user_id: owner.user.id,
          profile_id: profileId,
          name: "Ana Souza",
          email: "ana@exemplo.com",
          cellphone: "(11) 98765-4321",
          kinship: "Irmã",
          unsubscribed: false,
        },
      },
    });
    expect(await stored()).toHaveLength(1);
    // An admin may add one for the family.
    expect((await save(admin, contact(admin, { email: "outra@exemplo.com" }))).status).toBe(201);
  });

  it("answers 400 with the spec's message and the field for input that breaks the rules", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, M.nameRequired, "name"],
      [{ email: "", cellphone: "" }, M.emailOrPhone, "_"],
      [{ cellphone: "11987654321" }, M.phoneInvalid, "cellphone"],
      [{ email: "ana@exemplo" }, M.emailInvalid, "email"],
      [{ kinship: "Vizinho" }, M.kinshipInvalid, "kinship"],
      [{ user_id: "" }, M.userIdRequired, "user_id"],
      [{ profile_id: "" }, M.profileIdRequired, "profile_id"],
    ];
    for (const [extra, message, field] of cases) {
      const res = await save(owner, contact(owner, extra));
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, fields: { [field]: message } });
    }
    expect((await save(owner, [])).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("refuses a stranger with 403 'Não é o dono do perfil!', a foreign user_id with 403, an anonymous caller with 401", async () => {
    expect(await save(stranger, contact(stranger))).toMatchObject({
      status: 403,
      body: { success: false, message: M.notOwner },
    });
    expect((await save(stranger, contact(owner))).status).toBe(403);
    expect((await save(null, contact(owner))).status).toBe(401);
    expect(await save(owner, contact(owner, { profile_id: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({
      status: 404,
      body: { message: M.profileNotFound },
    });
    expect(await stored()).toEqual([]);
  });

  it("answers 409 to the same e-mail twice", async () => {
    await save(owner, contact(owner));
    expect(await save(owner, contact(owner, { email: "ANA@EXEMPLO.COM" }))).toMatchObject({
      status: 409,
      body: { message: M.duplicate },
    });
  });

  it("never answers 500 to any body", async () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.record({
        user_id: fc.oneof(fc.constant(owner.user.id), fc.anything()),
        profile_id: fc.oneof(fc.constant(profileId), fc.anything()),
        name: fc.anything(),
        email: fc.anything(),
        cellphone: fc.anything(),
        kinship: fc.anything(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(anything, async (json) => {
        const res = await save(owner, json ?? null);
        expect([201, 400, 403, 404, 409]).toContain(res.status);
      }),
      { seed: 20261123, numRuns: 60 },
    );
  });
});

describe("GET getNotificationContacts and DELETE deleteNotificationContact", () => {
  it("lists to the owner, removes for the owner, refuses strangers and anonymous callers", async () => {
    const created = (await save(owner, contact(owner))).body as { result: { id: string } };
    const list = await api.call("GET", `/api/profile/getNotificationContacts/${profileId}`, { headers: as(owner) });
    expect(list).toMatchObject({ status: 200, body: { success: true, contacts: [{ id: created.result.id }] } });
    expect(
      (await api.call("GET", `/api/profile/getNotificationContacts/${profileId}`, { headers: as(stranger) })).status,
    ).toBe(403);
    expect((await api.call("GET", `/api/profile/getNotificationContacts/${profileId}`)).status).toBe(401);

    const remove = (person: Person | null) =>
      api.call("DELETE", `/api/profile/deleteNotificationContact/${created.result.id}`, { headers: as(person) });
    expect((await remove(stranger)).status).toBe(403);
    expect((await remove(null)).status).toBe(401);
    expect(await remove(owner)).toMatchObject({ status: 200, body: { success: true, message: M.removed } });
    expect((await remove(owner)).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});
