import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { plaqueOrders, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { PLAQUE_ORDER_MESSAGES as M } from "../plaque-orders.schema";

const { db } = setupTestDatabase();
const api = startTestApi();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let stranger: Person;
let admin: Person;
let paidId: string;
let freeId: string;

beforeEach(async () => {
  owner = await signedInUser(db());
  stranger = await signedInUser(db());
  admin = await signedInUser(db(), { type: "admin" });
  paidId = (await createProfile(db(), { userId: owner.user.id, type: "Ouro" })).id;
  freeId = (await createProfile(db(), { userId: owner.user.id, type: "Free" })).id;
});

const address = (profileId: string) => ({
  profile_id: profileId,
  user_id: owner.user.id,
  street: "Rua das Flores, 120",
  city: "Campinas",
  state: "sp",
  zip_code: "13010100",
  country: "Brasil",
});

const save = (json: unknown, person: Person | null = owner) =>
  api.call("POST", "/api/profile/registerUserAddress", { json, headers: person ? { cookie: person.cookie } : {} });

const ordersOf = (profileId: string) => db().select().from(plaqueOrders).where(eq(plaqueOrders.profileId, profileId));

describe("POST /api/profile/registerUserAddress", () => {
  it("saves the owner's address for a paid profile, normalised, ready to ship", async () => {
    const res = await save(address(paidId));
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: M.saved,
        order: {
          profileId: paidId,
          status: "to_ship",
          address: {
            street: "Rua das Flores, 120",
            city: "Campinas",
            state: "SP",
            zipCode: "13010-100",
            country: "Brasil",
          },
        },
      },
    });
    const [order] = await ordersOf(paidId);
    expect(order).toMatchObject({
      userId: owner.user.id,
      zipCode: "13010-100",
      state: "SP",
      status: "pending",
      planId: null,
    });
  });

  it("a new address replaces the unshipped order: still one order per profile", async () => {
    const first = await save(address(paidId));
    const second = await save({ ...address(paidId), street: "Avenida Brasil, 500", user_id: undefined });
    expect(second.status).toBe(200);
    expect((second.body as { order: { id: string } }).order.id).toBe(
      (first.body as { order: { id: string } }).order.id,
    );
    const orders = await ordersOf(paidId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.street).toBe("Avenida Brasil, 500");
  });

  it("a Free profile needs the paid plan being bought; its order then waits for the payment", async () => {
    expect(await save(address(freeId))).toMatchObject({ status: 409, body: { success: false, message: M.freePlan } });
    expect(await ordersOf(freeId)).toHaveLength(0);
    const res = await save({ ...address(freeId), plan: "Platina" });
    expect(res).toMatchObject({ status: 200, body: { order: { status: "awaiting_payment" } } });
    // A later save without the plan keeps the plan recorded first.
    expect(await save({ ...address(freeId), street: "Rua Nova, 1" })).toMatchObject({ status: 200 });
    const [order] = await ordersOf(freeId);
    expect(order).toMatchObject({ planId: "Platina", street: "Rua Nova, 1" });
  });

  it("refuses a change once the plaque was shipped", async () => {
    const saved = await save(address(paidId));
    const orderId = (saved.body as { order: { id: string } }).order.id;
    const shipped = await api.call("POST", `/api/admin/plaqueOrders/${orderId}/shipped`, {
      headers: { cookie: admin.cookie },
    });
    expect(shipped.status).toBe(200);
    const res = await save({ ...address(paidId), street: "Rua Outra, 9" });
    expect(res).toMatchObject({ status: 409, body: { success: false, message: M.alreadyShipped } });
    expect((await ordersOf(paidId))[0]!.street).toBe("Rua das Flores, 120");
  });

  it("an admin may save the address of someone else's profile", async () => {
    const res = await save({ ...address(paidId), user_id: admin.user.id }, admin);
    expect(res.status).toBe(200);
    expect((await ordersOf(paidId))[0]!.userId).toBe(admin.user.id);
  });

  it.each([
    [{ street: "" }, "street", M.street],
    [{ city: "  " }, "city", M.city],
    [{ state: undefined }, "state", M.state],
    [{ zip_code: "" }, "zip_code", M.zipCode],
    [{ country: null }, "country", M.country],
    [{ profile_id: "" }, "profile_id", M.profileId],
    [{ user_id: "" }, "user_id", M.userId],
    [{ zip_code: "1301-010" }, "zip_code", M.invalidCep],
    [{ state: "Paulista" }, "state", M.invalidState],
  ])("refuses %j with its pt-BR message under its field", async (change, field, message) => {
    const res = await save({ ...address(paidId), ...change });
    expect(res).toMatchObject({ status: 400, body: { success: false, message, fields: { [field]: message } } });
    expect(await ordersOf(paidId)).toHaveLength(0);
  });

  it("refuses an unknown or malformed profile id with 404", async () => {
    for (const id of ["6f1c2a9e-0000-4000-8000-000000000001", "nao-e-um-uuid"]) {
      expect(await save(address(id))).toMatchObject({ status: 404, body: { message: M.profileNotFound } });
    }
  });

  it("refuses another user's profile, and a user_id that is not the caller's", async () => {
    expect(await save({ ...address(paidId), user_id: stranger.user.id }, stranger)).toMatchObject({
      status: 403,
      body: { success: false, message: M.notOwner },
    });
    expect(await save({ ...address(paidId), user_id: stranger.user.id })).toMatchObject({
      status: 403,
      body: { message: M.otherUser },
    });
    expect(await ordersOf(paidId)).toHaveLength(0);
  });

  it("refuses anonymous callers", async () => {
    expect(await save(address(paidId), null)).toMatchObject({ status: 401, body: { success: false } });
    expect(await ordersOf(paidId)).toHaveLength(0);
  });

  it("concurrent saves for one profile leave exactly one order, holding one of the addresses", async () => {
    const streets = Array.from({ length: 8 }, (_, i) => `Rua Concorrente, ${i + 1}`);
    const answers = await Promise.all(streets.map((street) => save({ ...address(paidId), street })));
    expect(answers.map((res) => res.status)).toEqual(streets.map(() => 200));
    const orders = await ordersOf(paidId);
    expect(orders).toHaveLength(1);
    expect(streets).toContain(orders[0]!.street);
    expect(new Set(answers.map((res) => (res.body as { order: { id: string } }).order.id))).toEqual(
      new Set([orders[0]!.id]),
    );
  });

  it("a profile bought after the address was saved becomes an order to ship", async () => {
    await save({ ...address(freeId), plan: "Diamante" });
    await db().update(profiles).set({ type: "Diamante" }).where(eq(profiles.id, freeId));
    const again = await save({ ...address(freeId) });
    expect(again).toMatchObject({ status: 200, body: { order: { status: "to_ship" } } });
  });
});

describe("GET /api/profile/plaqueOrder/{profileId}", () => {
  const read = (profileId: string, person: Person | null = owner) =>
    api.call("GET", `/api/profile/plaqueOrder/${profileId}`, { headers: person ? { cookie: person.cookie } : {} });

  it("tells the memorial's administrator the plaque waits for the address once a paid plan started without it", async () => {
    const assigned = await api.call("POST", `/api/profile/assignPlan/${freeId}`, {
      json: { profileType: "Ouro", reason: "Cortesia" },
      headers: { cookie: admin.cookie },
    });
    expect(assigned.status).toBe(200);
    const res = await read(freeId);
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        plaque: {
          profileId: freeId,
          status: "awaiting_address",
          address: null,
          planId: "Ouro",
          hash: expect.stringMatching(/^[A-Z]{10}$/),
          qrUrl: expect.stringMatching(/\/qrcode\/[A-Z]{10}$/),
          shippedAt: null,
        },
      },
    });
    await save({ ...address(freeId) });
    expect(await read(freeId)).toMatchObject({
      body: { plaque: { status: "to_ship", address: { street: "Rua das Flores, 120", zipCode: "13010-100" } } },
    });
  });

  it("answers 'none' for a memorial no paid plan ordered a plaque for; admins may read it too", async () => {
    expect(await read(paidId)).toMatchObject({ status: 200, body: { plaque: { status: "none", orderId: null } } });
    expect(await read(paidId, admin)).toMatchObject({ status: 200 });
  });

  it("refuses strangers (403), anonymous callers (401), malformed (400) and unknown ids (404)", async () => {
    expect(await read(paidId, stranger)).toMatchObject({ status: 403, body: { success: false } });
    expect(await read(paidId, null)).toMatchObject({ status: 401 });
    expect(await read("nao-e-um-uuid")).toMatchObject({ status: 400 });
    expect(await read("6f1c2a9e-0000-4000-8000-000000000001")).toMatchObject({
      status: 404,
      body: { message: M.profileNotFound },
    });
  });
});
