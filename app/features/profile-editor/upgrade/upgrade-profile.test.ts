import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { plaqueOrders } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { syncPlans } from "~/features/plans/index.server";
import { createProfile } from "../../../../tests/factories";
import { answerOf } from "../../../../tests/support/actions";
import { testLoadContext } from "../../../../tests/support/context";
import { setupTestDatabase } from "../../../../tests/support/database";
import { action, loader } from "./upgrade-profile";

const { db } = setupTestDatabase();
// The plans' table, as start-up fills it.
beforeEach(() => syncPlans());

function args(cookie: string, username: string, query = "", form?: Record<string, string>): never {
  const request = new Request(`http://localhost/upgradeProfile/${username}${query}`, {
    method: form ? "POST" : "GET",
    headers: { cookie, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { request, params: { username }, context: testLoadContext(request) } as never;
}

const ADDRESS = { street: "Rua Chile, 30", city: "Salvador", state: "BA", zip_code: "40020-000", country: "Brasil" };

async function familyMemorial() {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.user.id, type: "Free", username: "tia.neide" });
  return { cookie: owner.cookie, profile };
}

describe("/upgradeProfile/{username}: the plaque's address between the plan and the payment", () => {
  it("asks where to send the plaque once a plan is chosen, and 'Informar depois' goes on to the payment", async () => {
    const { cookie } = await familyMemorial();
    expect((await loader(args(cookie, "tia.neide"))).step).toBe("plan");
    expect((await loader(args(cookie, "tia.neide", "?plano=Platina"))).step).toBe("address");
    const later = await loader(args(cookie, "tia.neide", "?plano=Platina&placa=depois"));
    expect(later).toMatchObject({ step: "payment", plaque: { shipped: false, address: null } });
  });

  it("saves the address as an order waiting for the plan's payment, then shows the payment", async () => {
    const { cookie, profile } = await familyMemorial();
    const saved = (await action(
      args(cookie, "tia.neide", "?plano=Platina", { intent: "endereco", plan: "Platina", ...ADDRESS }),
    )) as Response;
    expect(saved.headers.get("location")).toBe("/upgradeProfile/tia.neide?plano=Platina");
    const [order] = await db().select().from(plaqueOrders).where(eq(plaqueOrders.profileId, profile.id));
    expect(order).toMatchObject({
      street: "Rua Chile, 30",
      zipCode: "40020-000",
      planId: "Platina",
      status: "pending",
    });
    const payment = await loader(args(cookie, "tia.neide", "?plano=Platina"));
    expect(payment).toMatchObject({
      step: "payment",
      plaque: { address: { street: "Rua Chile, 30", city: "Salvador", state: "BA", zipCode: "40020-000" } },
    });
    // 'Alterar endereço' asks again.
    expect((await loader(args(cookie, "tia.neide", "?plano=Platina&placa=alterar"))).step).toBe("address");
  });

  it("stays on the address with each field's pt-BR message and what was typed", async () => {
    const { cookie, profile } = await familyMemorial();
    const refused = answerOf(
      await action(
        args(cookie, "tia.neide", "?plano=Ouro", { intent: "endereco", plan: "Ouro", ...ADDRESS, zip_code: "4002" }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        addressFields: { zip_code: "CEP inválido. Use os 8 dígitos, como 01310-100." },
        addressValues: { street: "Rua Chile, 30", zip_code: "4002" },
      },
    });
    expect(await db().select().from(plaqueOrders).where(eq(plaqueOrders.profileId, profile.id))).toEqual([]);
  });
});
