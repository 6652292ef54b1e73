import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { plaqueOrders } from "~/db/schema";
import { loader as accountLoader } from "~/features/accounts/account";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { assignPlan } from "~/features/plans/index.server";
import { createProfile } from "../../../tests/factories";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { action, loader } from "./plaque-orders-screen";
import { PLAQUE_ORDER_MESSAGES as M } from "./plaque-orders.schema";
import { loader as fileLoader } from "./print-file-route";
import { PRINT_ORDER_MESSAGES } from "./print-orders.schema";
import { registerShippingAddress } from "./plaque-orders.server";

const { db } = setupTestDatabase();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let admin: Person;
let orderId: string;

function args(method: "GET" | "POST", query = "", fields: Record<string, string> = {}, cookie?: string): never {
  const request = new Request(`http://localhost/admin/plaqueOrders${query}`, {
    method,
    body: method === "POST" ? new URLSearchParams(fields) : undefined,
    headers: cookie ? { cookie } : {},
  });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

const thrown = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(async () => {
  owner = await signedInUser(db());
  admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.user.id, type: "Platina", name: "Olga Benário" });
  orderId = (
    await registerShippingAddress(actorOf(owner.user), {
      profile_id: profile.id,
      street: "Rua Aurora, 7",
      city: "Natal",
      state: "RN",
      zip_code: "59010-000",
      country: "Brasil",
    })
  ).id;
});

describe("/admin/plaqueOrders", () => {
  it("sends an anonymous visitor to /login", async () => {
    const redirect = (await thrown(loader(args("GET")))) as Response;
    expect(redirect.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2FplaqueOrders");
  });

  it("refuses a non-admin with a 403 error page, for the list and for a submission", async () => {
    const refused = (await thrown(loader(args("GET", "", {}, owner.cookie)))) as { data: string; init: ResponseInit };
    expect(refused).toMatchObject({ data: M.adminOnly, init: { status: 403 } });
    const answer = answerOf(await action(args("POST", "", { orderId }, owner.cookie)));
    expect(answer.status).toBe(403);
    const [row] = await db().select().from(plaqueOrders).where(eq(plaqueOrders.id, orderId));
    expect(row!.status).toBe("pending");
  });

  it("shows the admin what to print and where, and marks it shipped", async () => {
    const list = await loader(args("GET", "?status=to_ship", {}, admin.cookie));
    expect(list.plaques!.orders).toEqual([
      expect.objectContaining({ id: orderId, profileName: "Olga Benário", qrUrl: expect.stringContaining("/qrcode/") }),
    ]);
    const answer = answerOf(await action(args("POST", "", { orderId }, admin.cookie)));
    expect(answer).toMatchObject({ status: 200, body: { shipped: orderId } });
    expect((await loader(args("GET", "", {}, admin.cookie))).plaques!.orders).toEqual([]);
    const again = answerOf(await action(args("POST", "", { orderId }, admin.cookie)));
    expect(again.status).toBe(409);
    expect((again.body as { result?: { error?: unknown } }).result?.error).toMatchObject({
      "": [M.orderAlreadyShipped],
    });
  });

  it("has a tab for the orders waiting for the family's address, with each tab's count; none can be marked shipped", async () => {
    const waiting = await createProfile(db(), { userId: owner.user.id, type: "Free", name: "Zélia Gattai" });
    await assignPlan(actorOf(admin.user), waiting.id, "Ouro", "Cortesia da funerária parceira");
    const list = await loader(args("GET", "?status=awaiting_address", {}, admin.cookie));
    expect(list.plaques!.counts).toEqual({ to_ship: 1, awaiting_address: 1, awaiting_payment: 0, shipped: 0 });
    expect(list.plaques!.orders).toEqual([
      expect.objectContaining({ profileName: "Zélia Gattai", status: "awaiting_address", address: null }),
    ]);
    const answer = answerOf(await action(args("POST", "", { orderId: list.plaques!.orders[0]!.id }, admin.cookie)));
    expect(answer.status).toBe(409);
    expect((answer.body as { result?: { error?: unknown } }).result?.error).toMatchObject({ "": [M.awaitingAddress] });
  });

  it("lists the printed cards on their own tab, moves them forward and refuses a non-admin", async () => {
    const paid = await createProfile(db(), { userId: owner.user.id, type: "Free", name: "Cecília Meireles" });
    await assignPlan(actorOf(admin.user), paid.id, "Platina", "Cortesia");
    await registerShippingAddress(actorOf(owner.user), {
      profile_id: paid.id,
      street: "Rua Aurora, 9",
      city: "Natal",
      state: "RN",
      zip_code: "59010-000",
      country: "Brasil",
    });
    const list = await loader(args("GET", "?tipo=cartoes", {}, admin.cookie));
    expect(list.plaques).toBeNull();
    const [order] = list.cards!.orders;
    expect(order).toMatchObject({ profileName: "Cecília Meireles", quantity: 100, stage: "to_produce" });
    const refused = answerOf(
      await action(
        args(
          "POST",
          "?tipo=cartoes",
          { intent: "mover-cartoes", orderId: order!.id, to: "in_production" },
          owner.cookie,
        ),
      ),
    );
    expect(refused).toMatchObject({ status: 403, body: { print: { ok: false } } });
    const moved = answerOf(
      await action(
        args(
          "POST",
          "?tipo=cartoes",
          { intent: "mover-cartoes", orderId: order!.id, to: "in_production" },
          admin.cookie,
        ),
      ),
    );
    expect(moved).toMatchObject({
      status: 200,
      body: { print: { ok: true, message: PRINT_ORDER_MESSAGES.done.in_production } },
    });
    const noCode = answerOf(
      await action(
        args(
          "POST",
          "?tipo=cartoes",
          { intent: "mover-cartoes", orderId: order!.id, to: "shipped", trackingCode: "" },
          admin.cookie,
        ),
      ),
    );
    expect(noCode).toMatchObject({
      status: 400,
      body: { print: { ok: false, message: PRINT_ORDER_MESSAGES.trackingCode } },
    });
    const producing = await loader(args("GET", "?tipo=cartoes&status=in_production", {}, admin.cookie));
    expect(producing.cards!.orders).toEqual([
      expect.objectContaining({ id: order!.id, stage: "in_production", hasFile: false }),
    ]);
    expect(producing.cards!.counts).toMatchObject({ to_produce: 0, in_production: 1 });
    // The print file's address answers site admins only, in pt-BR (it is drawn by a job, not yet here).
    const file = (cookie: string, name: string) => {
      const request = new Request(`http://localhost/admin/plaqueOrders/cartoes/${name}`, { headers: { cookie } });
      return fileLoader({ request, params: { file: name }, context: testLoadContext(request) } as never);
    };
    expect((await file(owner.cookie, `${order!.id}.pdf`)).status).toBe(403);
    const missing = await file(admin.cookie, `${order!.id}.pdf`);
    expect([missing.status, await missing.text()]).toEqual([404, PRINT_ORDER_MESSAGES.noFile]);
    expect((await file(admin.cookie, "qualquer-coisa")).status).toBe(404);
  });

  it("answers a bad filter with a 400 error page", async () => {
    const refused = (await thrown(loader(args("GET", "?status=todos", {}, admin.cookie)))) as { init: ResponseInit };
    expect(refused.init.status).toBe(400);
  });

  it("is offered to admins only on their account page", async () => {
    const accountArgs = (cookie: string) => {
      const request = new Request("http://localhost/account", { headers: { cookie } });
      return { request, params: {}, context: testLoadContext(request) } as never;
    };
    expect((await accountLoader(accountArgs(admin.cookie))).admin).toBe(true);
    expect((await accountLoader(accountArgs(owner.cookie))).admin).toBe(false);
  });
});
