import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { plaqueOrders } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { PLAQUE_ORDER_MESSAGES as M } from "../plaque-orders.schema";
import { PLAQUE_ORDERS_PAGE_SIZE } from "../plaque-order-list.server";

const { db } = setupTestDatabase();
const api = startTestApi();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let admin: Person;

interface ListBody {
  orders: {
    id: string;
    profileName: string;
    status: string;
    plaqueHash: string | null;
    qrUrl: string | null;
    address: Record<string, string>;
  }[];
  total: number;
  counts: Record<string, number>;
  page: number;
  pageSize: number;
  status: string;
}

beforeEach(async () => {
  owner = await signedInUser(db());
  admin = await signedInUser(db(), { type: "admin" });
});

/** A profile with an order saved through the API, `createdAt` spaced so the order is known. */
async function order(name: string, type: "Free" | "Ouro", minute: number) {
  const profile = await createProfile(db(), { userId: owner.user.id, name, type });
  const res = await api.call("POST", "/api/profile/registerUserAddress", {
    json: {
      profile_id: profile.id,
      street: `Rua ${name}, 1`,
      city: "Recife",
      state: "PE",
      zip_code: "50030-230",
      country: "Brasil",
      plan: type === "Free" ? "Ouro" : undefined,
    },
    headers: { cookie: owner.cookie },
  });
  expect(res.status).toBe(200);
  const id = (res.body as { order: { id: string } }).order.id;
  await db()
    .update(plaqueOrders)
    .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) })
    .where(eq(plaqueOrders.id, id));
  return { id, profile };
}

const list = (query = "", person: Person | null = admin) =>
  api.call<ListBody>("GET", `/api/admin/plaqueOrders${query}`, { headers: person ? { cookie: person.cookie } : {} });
const ship = (id: string, person: Person | null = admin) =>
  api.call("POST", `/api/admin/plaqueOrders/${id}/shipped`, { headers: person ? { cookie: person.cookie } : {} });

describe("the admin's plaque orders", () => {
  it("lists what to print and where to send it, oldest first; Free profiles wait for the payment", async () => {
    const late = await order("Benedita", "Ouro", 30);
    const early = await order("Aurora", "Ouro", 10);
    const waiting = await order("Cecília", "Free", 5);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      status: "to_ship",
      page: 1,
      pageSize: PLAQUE_ORDERS_PAGE_SIZE,
      total: 2,
    });
    expect(res.body.orders.map((o) => o.id)).toEqual([early.id, late.id]);
    expect(res.body.orders[0]).toMatchObject({
      profileName: "Aurora",
      status: "to_ship",
      plaqueHash: early.profile.plaqueHash,
      qrUrl: expect.stringMatching(new RegExp(`^https?://[^/]+/qrcode/${early.profile.plaqueHash}$`)),
      address: { street: "Rua Aurora, 1", city: "Recife", state: "PE", zipCode: "50030-230", country: "Brasil" },
    });
    const awaiting = await list("?status=awaiting_payment");
    expect(awaiting.body.orders.map((o) => o.id)).toEqual([waiting.id]);
    expect(awaiting.body.orders[0]).toMatchObject({ status: "awaiting_payment", planId: "Ouro" });
  });

  it("pages on the server", async () => {
    const ids: string[] = [];
    for (let i = 0; i < PLAQUE_ORDERS_PAGE_SIZE + 3; i++) ids.push((await order(`Pessoa ${i}`, "Ouro", i)).id);
    const first = await list("?page=1");
    const second = await list("?page=2");
    expect(first.body.total).toBe(ids.length);
    expect(first.body.orders.map((o) => o.id)).toEqual(ids.slice(0, PLAQUE_ORDERS_PAGE_SIZE));
    expect(second.body.orders.map((o) => o.id)).toEqual(ids.slice(PLAQUE_ORDERS_PAGE_SIZE));
    expect((await list("?page=3")).body.orders).toEqual([]);
  });

  it("marks an order shipped once; it moves to the shipped list", async () => {
    const { id } = await order("Dalva", "Ouro", 1);
    const res = await ship(id);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: M.shipped, id } });
    expect((await list()).body.orders).toEqual([]);
    const shipped = await list("?status=shipped");
    expect(shipped.body.orders).toEqual([
      expect.objectContaining({ id, status: "shipped", shippedAt: expect.any(String) }),
    ]);
    expect(await ship(id)).toMatchObject({ status: 409, body: { message: M.orderAlreadyShipped } });
    const [row] = await db().select().from(plaqueOrders).where(eq(plaqueOrders.id, id));
    expect(row).toMatchObject({ status: "shipped", shippedByUserId: admin.user.id });
  });

  it("refuses to ship a plaque whose plan is not paid, and unknown orders", async () => {
    const { id } = await order("Elza", "Free", 1);
    expect(await ship(id)).toMatchObject({ status: 409, body: { message: M.awaitingPayment } });
    expect(await ship("6f1c2a9e-0000-4000-8000-000000000009")).toMatchObject({
      status: 404,
      body: { message: M.orderNotFound },
    });
    expect(await ship("nada")).toMatchObject({ status: 400 });
  });

  it("lists the orders a paid plan opened without an address under 'awaiting_address', with each tab's count", async () => {
    await order("Aurora", "Ouro", 10);
    await order("Cecília", "Free", 5);
    const assigned = await createProfile(db(), { userId: owner.user.id, name: "Dirce", type: "Free" });
    const assign = await api.call("POST", `/api/profile/assignPlan/${assigned.id}`, {
      json: { profileType: "Platina", reason: "Cortesia" },
      headers: { cookie: admin.cookie },
    });
    expect(assign.status).toBe(200);
    const res = await list("?status=awaiting_address");
    expect(res.body).toMatchObject({
      status: "awaiting_address",
      total: 1,
      counts: { to_ship: 1, awaiting_address: 1, awaiting_payment: 1, shipped: 0 },
    });
    expect(res.body.orders).toEqual([
      expect.objectContaining({ profileName: "Dirce", status: "awaiting_address", address: null, planId: "Platina" }),
    ]);
    // Nothing to print before the family says where: refused until the address is given.
    const waitingId = res.body.orders[0]!.id;
    expect(await ship(waitingId)).toMatchObject({ status: 409, body: { message: M.awaitingAddress } });
    const given = await api.call("POST", "/api/profile/registerUserAddress", {
      json: {
        profile_id: assigned.id,
        street: "Rua Nova, 2",
        city: "Olinda",
        state: "PE",
        zip_code: "53020-000",
        country: "Brasil",
      },
      headers: { cookie: owner.cookie },
    });
    expect(given).toMatchObject({ status: 200, body: { order: { id: waitingId, status: "to_ship" } } });
    expect((await list()).body.counts).toEqual({ to_ship: 2, awaiting_address: 0, awaiting_payment: 1, shipped: 0 });
    expect(await ship(waitingId)).toMatchObject({ status: 200 });
  });

  it("refuses bad filters and pages", async () => {
    for (const query of ["?status=todos", "?page=0", "?page=abc", "?page=1.5"]) {
      expect((await list(query)).status, query).toBe(400);
    }
  });

  it("is for admins only: others get 403, anonymous callers 401, and nothing changes", async () => {
    const { id } = await order("Fátima", "Ouro", 1);
    expect(await list("", owner)).toMatchObject({ status: 403, body: { success: false, message: M.adminOnly } });
    expect(await list("", null)).toMatchObject({ status: 401 });
    expect(await ship(id, owner)).toMatchObject({ status: 403 });
    expect(await ship(id, null)).toMatchObject({ status: 401 });
    const [row] = await db().select().from(plaqueOrders).where(eq(plaqueOrders.id, id));
    expect(row!.status).toBe("pending");
  });

  it("two admins shipping one order at once: one succeeds, the other is told it was shipped", async () => {
    const { id } = await order("Glória", "Ouro", 1);
    const other = await signedInUser(db(), { type: "admin" });
    const answers = await Promise.all([ship(id), ship(id, other)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });
});
