import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { plaqueHashes } from "~/db/schema";
import { actorOf, fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { assignPlan } from "~/features/plans/index.server";
import { choosePlan } from "~/features/profile-editor/drafts/draft-plan.server";
import { saveAddressStep } from "~/features/profile-editor/drafts/paid-draft.server";
import { createSimplifiedProfile } from "~/features/profile-editor/partner/simplified-profile.server";
import { ABOUT, BASICS, SECURITY } from "~/features/profile-editor/steps/profile-form.test-helpers";
import { STEP_SAVES } from "~/features/profile-editor/steps/step-saves.server";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { sendOwedPlaqueAddressRequests } from "./plaque-address-request.server";
import { plaqueOrderFor } from "./plaque-order-view.server";
import { markPlaqueOrderShipped, registerShippingAddress } from "./plaque-orders.server";
import { ADDRESS, addressRequestsOf, captureMail, ordersOf, payPlan } from "./plaque-orders.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-04-01T12:00:00Z");
const LATER = new Date("2026-05-01T12:00:00Z");

let sent: MailMessage[];
beforeEach(() => {
  sent = captureMail();
});
afterEach(() => setMailer(undefined));

type Actor = Awaited<ReturnType<typeof signedInUser>>;

/** The creation wizard up to step 5's paid plan (a memorial on Free, its draft waiting for step 6). */
async function draftWithPaidPlan(owner: Actor, username: string) {
  const context = { actor: owner, now: NOW };
  const { draft } = await STEP_SAVES.basics!({ ...context, target: { draftId: null } }, { ...BASICS, username });
  await STEP_SAVES.about!({ ...context, target: { draftId: draft!.id } }, ABOUT);
  await STEP_SAVES.review!({ ...context, target: { draftId: draft!.id } }, { access: "Public" });
  await STEP_SAVES.security!({ ...context, target: { draftId: draft!.id } }, SECURITY);
  const outcome = await choosePlan(owner, draft!.id, { plan: "Platina" }, NOW);
  if (outcome.next !== "address") throw new Error("a paid plan goes on to the address");
  return outcome.draft;
}

describe("every paid path orders the plaque", () => {
  it("creation: the address of step 6 waits for the payment, which makes it an order to ship; nobody is asked", async () => {
    const owner = await signedInUser(db());
    const draft = await draftWithPaidPlan(owner, "@dona.aurora");
    await saveAddressStep(owner, draft.id, ADDRESS, NOW);
    expect((await plaqueOrderFor(owner, draft.profileId!)).status).toBe("awaiting_payment");
    await payPlan(owner, draft.profileId!, "Platina", NOW);
    const plaque = await plaqueOrderFor(owner, draft.profileId!);
    expect(plaque).toMatchObject({
      status: "to_ship",
      address: { street: "Rua das Palmeiras, 88", city: "Salvador", state: "BA", zipCode: "40020-000" },
      planId: "Platina",
      hash: expect.stringMatching(/^[A-Z]{10}$/),
      qrUrl: expect.stringMatching(/\/qrcode\/[A-Z]{10}$/),
    });
    expect(await addressRequestsOf(db(), draft.profileId!)).toEqual([]);
  });

  it("upgrade with the address: given before paying, the paid plan ships it", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id, type: "Free", activatedByUser: true });
    await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id, plan: "Ouro" }, NOW);
    await payPlan(owner, profile.id, "Ouro", NOW);
    expect((await plaqueOrderFor(owner, profile.id)).status).toBe("to_ship");
    expect(await ordersOf(db(), profile.id)).toHaveLength(1);
    expect(await addressRequestsOf(db(), profile.id)).toEqual([]);
  });

  it("upgrade without the address: the order waits for it and its administrator is asked once", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id, type: "Free", username: "seu.lauro" });
    expect((await plaqueOrderFor(owner, profile.id)).status).toBe("none");
    await payPlan(owner, profile.id, "Diamante", NOW);
    expect(await plaqueOrderFor(owner, profile.id)).toMatchObject({
      status: "awaiting_address",
      address: null,
      planId: "Diamante",
    });
    expect(await addressRequestsOf(db(), profile.id)).toEqual([{ result: null }]);
    expect(await sendOwedPlaqueAddressRequests()).toBe(1);
    expect(await sendOwedPlaqueAddressRequests()).toBe(0);
    expect(sent.map((mail) => mail.to)).toEqual([owner.email]);
    expect(sent[0]!.text).toContain("http://localhost:3000/painel/seu.lauro#placa");

    // The family gives the address later (the panel): the order is ready to print.
    await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id }, LATER);
    expect((await plaqueOrderFor(owner, profile.id)).status).toBe("to_ship");
  });

  it("the partner's paid memorial: with an address, without one, or with a pre-printed plaque it hands over", async () => {
    const partner = await signedInUser(db(), { type: "partner" });
    await fundWallet(partner.id, 300_000);
    await db().insert(plaqueHashes).values({ hash: "PREIMPRESA", batch: "lote-parceiro" });
    const base = {
      name: "Benedito Alves",
      gender: "Homem",
      customerName: "Rita Alves",
      customerPassword: "senha-forte-1",
      plan: "Ouro",
    };
    const withAddress = await createSimplifiedProfile(
      partner,
      { ...base, ...ADDRESS, hasPlaque: "nao", customerEmail: "rita1@cliente.example", idempotencyKey: "parceiro-1" },
      NOW,
    );
    const without = await createSimplifiedProfile(
      partner,
      { ...base, hasPlaque: "nao", customerEmail: "rita2@cliente.example", idempotencyKey: "parceiro-2" },
      NOW,
    );
    const handed = await createSimplifiedProfile(
      partner,
      {
        ...base,
        ...ADDRESS,
        hasPlaque: "sim",
        hash: "preimpresa",
        customerEmail: "rita3@cliente.example",
        idempotencyKey: "parceiro-3",
      },
      NOW,
    );
    const [given] = await ordersOf(db(), withAddress.profileId);
    expect(given).toMatchObject({ status: "pending", userId: partner.id, zipCode: "40020-000", planId: "Ouro" });
    const [waiting] = await ordersOf(db(), without.profileId);
    expect(waiting).toMatchObject({ status: "pending", street: null, userId: null });
    const [delivered] = await ordersOf(db(), handed.profileId);
    expect(delivered).toMatchObject({ status: "shipped", street: null, shippedByUserId: partner.id });

    // Only the memorial without an address asks its customer for one (the invites went out already).
    sent.length = 0;
    expect(await addressRequestsOf(db(), withAddress.profileId)).toEqual([]);
    expect(await addressRequestsOf(db(), handed.profileId)).toEqual([]);
    expect(await sendOwedPlaqueAddressRequests()).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(["rita2@cliente.example"]);
  });

  it("an admin's assignment orders it too, and asks for the address as it commits", async () => {
    const admin = await signedInUser(db(), { type: "admin" });
    const owner = await createUser(db(), { email: "familia@atribuida.example" });
    const profile = await createProfile(db(), { userId: owner.id, type: "Free" });
    await assignPlan(admin, profile.id, "Platina", "Cortesia", NOW);
    expect((await plaqueOrderFor(admin, profile.id)).status).toBe("awaiting_address");
    expect(sent.map((mail) => mail.to)).toEqual(["familia@atribuida.example"]);
    expect(await sendOwedPlaqueAddressRequests()).toBe(0);
    // Another assignment (a renewal by the admin) opens nothing more and asks nothing more.
    await assignPlan(admin, profile.id, "Diamante", "Cortesia", LATER);
    expect(await ordersOf(db(), profile.id)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("a renewal or a change of plan never makes a second plaque, even after the first was shipped", async () => {
    const owner = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const profile = await createProfile(db(), { userId: owner.id, type: "Free" });
    await payPlan(owner, profile.id, "Ouro", NOW);
    await payPlan(owner, profile.id, "Ouro", LATER);
    await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id }, LATER);
    const [order] = await ordersOf(db(), profile.id);
    await markPlaqueOrderShipped(admin, order!.id, LATER);
    await payPlan(owner, profile.id, "Platina", LATER);
    await assignPlan(admin, profile.id, "Diamante", "Cortesia", LATER);
    expect(await ordersOf(db(), profile.id)).toEqual([expect.objectContaining({ id: order!.id, status: "shipped" })]);
    expect(await addressRequestsOf(db(), profile.id)).toHaveLength(1);
  });

  it("whatever order the paid paths and the address come in: one order, one request at most, asked only without an address", async () => {
    const admin = actorOf(await createUser(db(), { type: "admin" }));
    type Step = "pay" | "assign" | "address";
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Step>("pay", "assign", "address"), { minLength: 1, maxLength: 5 }),
        async (steps) => {
          const owner = await signedInUser(db());
          const profile = await createProfile(db(), { userId: owner.id, type: "Free" });
          let paid = false;
          let addressFirst = false;
          for (const step of steps) {
            if (step === "address") {
              if (!paid) addressFirst = true;
              await registerShippingAddress(owner, { ...ADDRESS, profile_id: profile.id, plan: "Ouro" }, NOW);
            } else {
              if (step === "pay") await payPlan(owner, profile.id, "Ouro", NOW);
              else await assignPlan(admin, profile.id, "Platina", "Cortesia", NOW);
              paid = true;
            }
          }
          const orders = await ordersOf(db(), profile.id);
          expect(orders).toHaveLength(1);
          const requests = await addressRequestsOf(db(), profile.id);
          expect(requests).toHaveLength(paid && !addressFirst ? 1 : 0);
          const given = steps.includes("address");
          const status = (await plaqueOrderFor(owner, profile.id)).status;
          expect(status).toBe(!paid ? "awaiting_payment" : given ? "to_ship" : "awaiting_address");
        },
      ),
      { numRuns: 12 },
    );
  });
});
