import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { plaqueHashes, plaqueOrders, profiles, users } from "~/db/schema";
import { signedInUser, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { fundWallet } from "~/features/payments/payments.test-helpers";
import { setMailer } from "~/integrations/mail/mail.server";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";

const { db } = setupTestDatabase();
const api = startTestApi();

beforeEach(async () => {
  await useTempOutbox();
});
afterEach(() => setMailer(undefined));

let sequence = 0;
function body(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    profile: { name: "Helena Costa", gender: "Mulher", birthDate: "1938-05-04", amount: 750 },
    user: { name: "Carla Costa", email: `carla${sequence}@cliente.example`, password: "senha-forte-1" },
    plan: "Platina",
    voucher: "300",
    idempotencyKey: `simplified-api-${sequence}`,
    ...overrides,
  };
}

const create = (json: unknown, cookie?: string) =>
  api.call("POST", "/api/profile/createSimplifiedProfile", { json, headers: cookie ? { cookie } : undefined });

async function partner(cents = 200_000) {
  const signed = await signedInUser(db(), { type: "partner" });
  await fundWallet(signed.user.id, cents);
  return signed;
}

describe("POST /api/profile/createSimplifiedProfile", () => {
  it("answers {success, message} and creates the customer's memorial on the plan", async () => {
    const { cookie } = await partner();
    await db().insert(plaqueHashes).values({ hash: "PLACANOVAA" });
    const res = await create(body({ profile: { ...body().profile, hash: "placanovaa" } }), cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Perfil criado com sucesso!", hash: "PLACANOVAA" });
    const [memorial] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, String(res.body.id)));
    expect(memorial).toMatchObject({ type: "Platina", userId: res.body.userId, birthDate: "1938-05-04" });
  });

  it("sends the new plaque to the address the partner gives; a partial address is refused per field", async () => {
    const { cookie, user } = await partner();
    const address = { street: "Av. Sete de Setembro, 10", city: "Salvador", state: "Bahia", zip_code: "40060-000" };
    const partial = await create(body({ address: { ...address, city: "" } }), cookie);
    expect(partial).toMatchObject({
      status: 400,
      body: { fields: { city: "Insira a cidade para envio do QR Code!" } },
    });
    const badCep = await create(body({ address: { ...address, zip_code: "123" } }), cookie);
    expect(badCep).toMatchObject({
      status: 400,
      body: { fields: { zip_code: "CEP inválido. Use os 8 dígitos, como 01310-100." } },
    });
    const res = await create(body({ address }), cookie);
    expect(res.status).toBe(200);
    const [order] = await db()
      .select()
      .from(plaqueOrders)
      .where(eq(plaqueOrders.profileId, String(res.body.id)));
    expect(order).toMatchObject({
      userId: user.id,
      state: "BA",
      zipCode: "40060-000",
      country: "Brasil",
      planId: "Platina",
    });
  });

  it("is for partners only: 401 anonymous, 403 for regular users and admins, and nothing is created", async () => {
    expect((await create(body())).status).toBe(401);
    for (const type of ["regular", "admin"] as const) {
      const { cookie, user } = await signedInUser(db(), { type });
      await fundWallet(user.id, 200_000);
      expect((await create(body(), cookie)).status).toBe(403);
    }
    const [row] = await db().select({ n: count() }).from(profiles);
    expect(row!.n).toBe(0);
  });

  it("answers the spec's messages: 409 'Saldo insuficiente', 409 e-mail taken, 400 per field", async () => {
    const { cookie } = await partner(70_000);
    const poor = await create(body(), cookie);
    expect(poor.status).toBe(409);
    expect(poor.body).toMatchObject({ success: false, message: "Saldo insuficiente" });
    const { user: existing } = await signedInUser(db());
    const taken = await create(body({ plan: "Ouro", user: { ...body().user, email: existing.email } }), cookie);
    expect(taken).toMatchObject({ status: 409, body: { message: "Este e-mail já está cadastrado." } });
    const bad = await create(body({ profile: { name: "", gender: "?" }, plan: "Free" }), cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fields: {
        name: "Preencha o nome do homenageado para continuar",
        gender: "Preencha o gênero do homenageado para continuar",
      },
    });
    const [row] = await db().select({ n: count() }).from(users);
    expect(row!.n).toBe(2);
  });

  it("racing requests on one wallet: as many succeed as the balance pays, the rest get 'Saldo insuficiente'", async () => {
    // R$ 1.600 pays two Platina plans (R$ 750) but not three.
    const { cookie, user } = await partner(160_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(body(), cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([
      "Saldo insuficiente",
      "Saldo insuficiente",
    ]);
    const balance = await api.call("GET", `/api/wallet/getWalletBalanceByUser/${user.id}`, { headers: { cookie } });
    expect(balance.body).toMatchObject({ balance: { balanceCents: 10_000 } });
  });

  it("any value in any field is answered 200, 400 or 409, never a 500", async () => {
    const { cookie } = await partner(10_000_000);
    const paths = ["profile", "user", "plan", "voucher", "idempotencyKey"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), async (field, value) => {
        const res = await create(body({ [field]: value }), cookie);
        expect([200, 400, 409]).toContain(res.status);
      }),
      { numRuns: 40, seed: 20260310 },
    );
  });
});
