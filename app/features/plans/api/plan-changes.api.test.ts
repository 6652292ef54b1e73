import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { fundWallet } from "~/features/payments/payments.test-helpers";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { planState } from "../plan-changes.test-helpers";

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
  profileId = (await createProfile(db(), { userId: owner.user.id, activatedByUser: false })).id;
});

const as = (person: Person | null) => (person ? { cookie: person.cookie } : undefined);

/** The four calls on the test's profile; the body is sent where the call takes one. */
const CALLS = {
  free: (id: string) => ["PUT", `/api/profile/updateFreeProfileStatus/${id}`] as const,
  type: (id: string) => ["PATCH", `/api/profile/updateProfileType/${id}`] as const,
  approve: (id: string) => ["PUT", `/api/profile/aproveProfile/${id}`] as const,
  assign: (id: string) => ["POST", `/api/profile/assignPlan/${id}`] as const,
};

function call(which: keyof typeof CALLS, person: Person | null, json: unknown = {}, id = profileId) {
  const [method, path] = CALLS[which](id);
  return api.call(method, path, { json, headers: as(person) });
}

describe("the old plan-changing calls", () => {
  it("a regular owner without a payment is refused a paid plan, an approval and an assignment; nothing changes", async () => {
    const before = await planState(db(), profileId);
    const refusals = [
      await call("type", owner, { profileType: "Diamante" }),
      await call("approve", owner),
      await call("assign", owner, { profileType: "Ouro", reason: "Cortesia" }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/administrador|pagamento/) });
    }
    expect(await planState(db(), profileId)).toEqual(before);
  });

  it("the owner activates the Free plan: the profile is activated, the answer says so", async () => {
    const res = await call("free", owner);
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, profileType: "Free", activedByUser: true, message: "Plano gratuito ativado com sucesso." },
    });
    expect(await call("type", owner, { profileType: "Free" })).toMatchObject({
      status: 200,
      body: { message: "O perfil já está com este plano." },
    });
  });

  it("after a plan paid from the wallet, the owner's calls agree with what the payment applied", async () => {
    await fundWallet(owner.user.id, 50_000);
    const buy = await api.call("POST", "/api/wallet/buyWithWalletBalance", {
      json: { profileId, plan: "Ouro", idempotencyKey: `plan-calls-${profileId}` },
      headers: as(owner),
    });
    expect(buy.status).toBe(201);
    const paid = await planState(db(), profileId);
    expect(await call("type", owner, { profileType: "Ouro" })).toMatchObject({
      status: 200,
      body: { success: true, profileType: "Ouro", activedByUser: true },
    });
    expect(await call("approve", owner)).toMatchObject({ status: 200, body: { success: true, activedByUser: true } });
    expect((await call("type", owner, { profileType: "Diamante" })).status).toBe(403);
    expect(await call("free", owner)).toMatchObject({
      status: 409,
      body: { message: "Este perfil já tem um plano pago em vigor." },
    });
    expect(await planState(db(), profileId)).toEqual(paid);
  });

  it("an admin assigns a plan without payment ('Selecionar'): 180 days, audited with the admin", async () => {
    const res = await call("assign", admin, { profileType: "Platina", reason: "Cortesia da funerária parceira" });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, profileType: "Platina", activedByUser: true, message: "Plano atribuído com sucesso." },
    });
    const state = await planState(db(), profileId);
    expect(state.contracts).toMatchObject([{ planId: "Platina", amountCents: 0, status: "active" }]);
    const term = state.contracts[0]!.endsAt!.getTime() - state.contracts[0]!.startsAt!.getTime();
    expect(term / 86_400_000).toBe(180);
    expect(state.audit).toMatchObject([
      {
        actorUserId: admin.user.id,
        action: "assign_plan",
        reason: "admin",
        fromType: "Free",
        toType: "Platina",
        note: "Cortesia da funerária parceira",
      },
    ]);
    expect(state.vouchers).toBe(0);
    // updateProfileType by an admin assigns the same way.
    expect(await call("type", admin, { profileType: "Diamante" })).toMatchObject({
      status: 200,
      body: { profileType: "Diamante" },
    });
  });

  it("a stranger gets 403 and an anonymous caller 401 on every call; nothing changes", async () => {
    const before = await planState(db(), profileId);
    for (const which of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
      expect((await call(which, stranger, { profileType: "Free" })).status, which).toBe(403);
      expect((await call(which, null, { profileType: "Free" })).status, which).toBe(401);
    }
    expect(await planState(db(), profileId)).toEqual(before);
  });

  it("a missing or unknown plan is 400 with the spec's message; an unknown profile 404", async () => {
    for (const json of [{}, { profileType: "Gold" }, { profileType: 1 }, []]) {
      expect(await call("assign", admin, json)).toMatchObject({
        status: 400,
        body: { success: false, message: "Selecione o tipo de perfil" },
      });
    }
    expect(await call("assign", admin, { profileType: "Ouro", reason: " " })).toMatchObject({
      status: 400,
      body: { success: false, message: "Escreva o motivo da atribuição do plano." },
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await call("assign", admin, { profileType: "Ouro", reason: "Cortesia" }, unknown)).toMatchObject({
      status: 404,
      body: { message: "Perfil não encontrado." },
    });
  });

  it("a cross-site browser request is refused before the call runs", async () => {
    const [method, path] = CALLS.type(profileId);
    const res = await api.call(method, path, {
      json: { profileType: "Ouro" },
      headers: { cookie: admin.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect((await planState(db(), profileId)).type).toBe("Free");
  });
});

describe("fuzz: bad ids and bodies are a pt-BR 4xx, never a 500, and give no paid plan", () => {
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ profileType: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom("Ouro", "Free", "diamante")) }),
  );

  it("any body and any id, from the owner, a stranger or nobody", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(CALLS) as (keyof typeof CALLS)[])),
        fc.constantFrom("owner", "stranger", "anonymous"),
        body,
        fc.option(fc.string({ unit: "binary", minLength: 1, maxLength: 60 }), { nil: undefined }),
        async (which, who, json, rawId) => {
          const person = who === "owner" ? owner : who === "stranger" ? stranger : null;
          const id = rawId === undefined ? profileId : encodeURIComponent(rawId);
          const res = await call(which, person, json, id);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body).toMatchObject({ success: false });
            expect((res.body as { message: string }).message).toMatch(/[a-zà-ú]{3}/i);
          }
          const state = await planState(db(), profileId);
          expect(state.type).toBe("Free");
          expect(state.contracts).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 20261126 },
    );
  });

  it("any raw body and content type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(CALLS) as (keyof typeof CALLS)[])),
        fc.string({ unit: "binary", maxLength: 120 }),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        async (which, raw, type) => {
          const [method, path] = CALLS[which](profileId);
          const res = await api.call(method, path, { raw, headers: { "content-type": type, cookie: admin.cookie } });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 20, seed: 20261127 },
    );
  });
});
