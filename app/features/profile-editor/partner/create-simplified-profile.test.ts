import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { plaqueHashes, plaqueOrders, profiles } from "~/db/schema";
import { signedInUser, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { fundWallet } from "~/features/payments/payments.test-helpers";
import { setMailer } from "~/integrations/mail/mail.server";
import { createProfile } from "../../../../tests/factories";
import { testLoadContext } from "../../../../tests/support/context";
import { setupTestDatabase } from "../../../../tests/support/database";
import { action, loader } from "./create-simplified-profile";

const { db } = setupTestDatabase();
const PATH = "/create-simplified-profile";

beforeEach(async () => {
  await useTempOutbox();
});
afterEach(() => setMailer(undefined));

function args(cookie: string, form?: Record<string, string>): never {
  const request = new Request(`http://localhost${PATH}`, {
    method: form ? "POST" : "GET",
    headers: { cookie, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

async function thrownBy(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}

const FORM = {
  idempotencyKey: "screen-simplified-1",
  hasPlaque: "nao",
  name: "Rita de Cássia",
  gender: "Mulher",
  birthDate: "",
  deathDate: "",
  customerName: "Paulo Lima",
  customerEmail: "paulo@cliente.example",
  customerPassword: "senha-forte-1",
  plan: "Ouro",
};

describe("/create-simplified-profile", () => {
  it("sends non-partners to the regular wizard", async () => {
    const { cookie } = await signedInUser(db());
    const thrown = await thrownBy(loader(args(cookie)));
    expect((thrown as Response).headers.get("location")).toBe("/create-loved-one-profile");
    const posted = await thrownBy(action(args(cookie, FORM)));
    expect((posted as Response).headers.get("location")).toBe("/create-loved-one-profile");
    const [row] = await db().select({ n: count() }).from(profiles);
    expect(row!.n).toBe(0);
  });

  it("shows the partner's balance and the three paid plans", async () => {
    const { cookie, user } = await signedInUser(db(), { type: "partner" });
    await fundWallet(user.id, 60_000);
    const data = await loader(args(cookie));
    expect(data.balanceCents).toBe(60_000);
    expect(data.plans.map((p) => [p.id, p.priceCents])).toEqual([
      ["Ouro", 50_000],
      ["Platina", 75_000],
      ["Diamante", 100_000],
    ]);
  });

  it("checks a plaque as verifyHash does: available, active, unknown", async () => {
    const { cookie } = await signedInUser(db(), { type: "partner" });
    await db().insert(plaqueHashes).values({ hash: "LIVREPLACA" });
    const linked = await createProfile(db());
    const [plaque] = await db().select().from(plaqueHashes).where(eq(plaqueHashes.profileId, linked.id));
    const check = async (hash: string) =>
      ((await action(args(cookie, { intent: "verificar-placa", hash }))) as { hashCheck: unknown }).hashCheck;
    expect(await check("livreplaca")).toEqual({
      status: "available",
      message: "Placa disponível para um novo perfil.",
    });
    expect(await check(plaque!.hash)).toMatchObject({ status: "active" });
    expect(await check("NUNCAVISTA")).toEqual({ status: "unknown", message: "Hash não encontrado." });
  });

  it("creates the memorial and goes to /profiles with 'Perfil criado com sucesso!'", async () => {
    const { cookie, user } = await signedInUser(db(), { type: "partner" });
    await fundWallet(user.id, 50_000);
    const thrown = await thrownBy(action(args(cookie, FORM)));
    expect((thrown as Response).headers.get("location")).toBe("/profiles?aviso=perfil-criado");
  });

  it("keeps the address typed for a new plaque: the order waits with it, not for the customer's", async () => {
    const { cookie, user } = await signedInUser(db(), { type: "partner" });
    await fundWallet(user.id, 50_000);
    const form = {
      ...FORM,
      idempotencyKey: "screen-simplified-address",
      street: "Rua das Flores, 120",
      city: "Recife",
      state: "PE",
      zip_code: "50000-000",
    };
    const thrown = await thrownBy(action(args(cookie, form)));
    expect((thrown as Response).headers.get("location")).toBe("/profiles?aviso=perfil-criado");
    const [memorial] = await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.name, "Rita de Cássia"));
    const [order] = await db().select().from(plaqueOrders).where(eq(plaqueOrders.profileId, memorial!.id));
    expect(order).toMatchObject({ street: "Rua das Flores, 120", city: "Recife", state: "PE", zipCode: "50000-000" });
  });

  it("a refusal stays on the wizard with 'Erro ao criar perfil simplificado: …' and never echoes the password", async () => {
    const { cookie, user } = await signedInUser(db(), { type: "partner" });
    await fundWallet(user.id, 10_000);
    const answer = (await action(args(cookie, FORM))) as unknown as {
      init: { status: number };
      data: { result: unknown };
    };
    expect(answer.init.status).toBe(409);
    const text = JSON.stringify(answer.data.result);
    expect(text).toContain("Erro ao criar perfil simplificado: Saldo insuficiente");
    expect(text).not.toContain("senha-forte-1");
  });
});
