import { beforeEach, describe, expect, it } from "vitest";
import { memorialMembers } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { actorOf, fundWallet } from "~/features/payments/payments.test-helpers";
import { createProfile, createTribute } from "../../../tests/factories";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";

/**
 * Decision 040 at the API edge: the calls that touch a memorial's money or its administrators are
 * refused to its editors (and to everyone outside it), and allowed to its co-administrators; the
 * content and moderation calls are allowed to editors.
 */
const { db } = setupTestDatabase();
const api = startTestApi();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let editor: Person;
let coAdmin: Person;
let stranger: Person;
let profileId: string;

beforeEach(async () => {
  owner = await signedInUser(db());
  editor = await signedInUser(db());
  coAdmin = await signedInUser(db());
  stranger = await signedInUser(db());
  profileId = (await createProfile(db(), { userId: owner.user.id, type: "Free" })).id;
  await db()
    .insert(memorialMembers)
    .values([
      { profileId, userId: editor.user.id, role: "editor" },
      { profileId, userId: coAdmin.user.id, role: "administrator" },
    ]);
});

const as = (person: Person) => ({ cookie: person.cookie });

/** The calls only administrators may make, each as `person` would send it. */
const administratorCalls = (person: Person) => [
  () =>
    api.call("POST", "/api/payment/initiatePayment", {
      json: { product: "profile_plan", productRefId: profileId, planId: "Ouro" },
      headers: as(person),
    }),
  () =>
    api.call("POST", "/api/profile/saveNotificationContact", {
      json: { user_id: person.user.id, profile_id: profileId, name: "Ana Souza", email: "ana@exemplo.com" },
      headers: as(person),
    }),
  () =>
    api.call("POST", "/api/profile/registerUserAddress", {
      json: {
        profile_id: profileId,
        user_id: person.user.id,
        street: "Rua das Flores, 120",
        city: "Campinas",
        state: "SP",
        zip_code: "13010100",
        country: "Brasil",
        plan: "Ouro",
      },
      headers: as(person),
    }),
  () => api.call("PUT", `/api/profile/updateFreeProfileStatus/${profileId}`, { headers: as(person) }),
];

describe("the memorial's roles at the API", () => {
  it("refuses its editors and strangers every call on money or administration; its co-administrators pass", async () => {
    for (const person of [editor, stranger]) {
      for (const call of administratorCalls(person)) expect((await call()).status).toBe(403);
    }
    for (const call of administratorCalls(coAdmin)) expect((await call()).status).toBeLessThan(300);
  });

  it("lets an editor moderate a tribute and read the moderation queue; a stranger is refused", async () => {
    const tribute = await createTribute(db(), {
      profileId,
      type: "Message",
      body: "Saudades.",
      status: "pending",
      amountCents: 250,
    });
    const buyer = await signedInUser(db());
    await fundWallet(buyer.user.id, 250);
    await buyWithWalletBalance(actorOf(buyer.user), {
      product: "tribute",
      productRefId: tribute.id,
      idempotencyKey: `roles-${tribute.id}`,
    });
    const hide = (person: Person) =>
      api.call("PUT", `/api/tribute/moderate/${tribute.id}`, { json: { decision: "hide" }, headers: as(person) });
    expect((await hide(stranger)).status).toBe(403);
    expect(await hide(editor)).toMatchObject({ status: 200, body: { visibility: "hidden" } });
    const queue = await api.call("GET", `/api/tribute/moderation/${profileId}`, { headers: as(editor) });
    expect(queue.status).toBe(200);
    expect((await api.call("GET", `/api/tribute/moderation/${profileId}`, { headers: as(stranger) })).status).toBe(403);
  });
});
