import fc from "fast-check";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { movePayment } from "~/features/payments/settlement.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { activateFreePlan, approveProfile, assignPlan, changeProfileType } from "./plan-changes.server";
import { planState } from "./plan-changes.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAYS = 86_400_000;
const REASON = "Cortesia: a placa chegou danificada.";

/** A profile saved by the wizard and waiting for its plan: Free, not activated. */
async function draft() {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.id, activatedByUser: false });
  return { owner, profile };
}

async function buyPlan(owner: Awaited<ReturnType<typeof signedInUser>>, profileId: string, planId: string) {
  await fundWallet(owner.id, 100_000, `fund:${owner.id}:${planId}`);
  return buyWithWalletBalance(
    owner,
    { product: "profile_plan", productRefId: profileId, planId, idempotencyKey: `buy-${profileId}-${planId}` },
    NOW,
  );
}

describe("the owner cannot upgrade by calling the API", () => {
  it("without a payment, asking for a paid plan or an approval is refused and nothing changes", async () => {
    const { owner, profile } = await draft();
    const before = await planState(db(), profile.id);
    for (const type of ["Ouro", "Platina", "Diamante"]) {
      await expect(changeProfileType(owner, profile.id, type, NOW)).rejects.toMatchObject({
        status: 403,
        message: "Este plano só é ativado depois que o pagamento é aprovado.",
      });
    }
    await expect(approveProfile(owner, profile.id, NOW)).rejects.toMatchObject({
      status: 403,
      message: "O perfil só é aprovado depois que o pagamento é aprovado.",
    });
    await expect(assignPlan(owner, profile.id, "Diamante", REASON, NOW)).rejects.toMatchObject({
      status: 403,
      message: "Somente um administrador pode atribuir um plano sem pagamento.",
    });
    expect(await planState(db(), profile.id)).toEqual(before);
  });

  it("the Free plan is activated by its owner once, and recorded", async () => {
    const { owner, profile } = await draft();
    const first = await activateFreePlan(owner, profile.id, NOW);
    expect(first).toMatchObject({ profileType: "Free", activated: true, changed: true });
    const again = await changeProfileType(owner, profile.id, "Free", NOW);
    expect(again).toMatchObject({ changed: false, message: "O perfil já está com este plano." });
    const state = await planState(db(), profile.id);
    expect(state).toMatchObject({ type: "Free", activated: true, contracts: [] });
    expect(state.audit).toEqual([
      expect.objectContaining({
        actorUserId: owner.id,
        action: "activate_free_plan",
        reason: "free_plan",
        fromType: "Free",
        toType: "Free",
        createdAt: NOW,
      }),
    ]);
  });

  it("an approved payment's plan is already applied: asking for it again is a consistent no-op", async () => {
    const { owner, profile } = await draft();
    await buyPlan(owner, profile.id, "Platina");
    const paid = await planState(db(), profile.id);
    // The payment's fulfilment activated the profile and started the term.
    expect(paid).toMatchObject({ type: "Platina", activated: true });
    expect(paid.contracts).toHaveLength(1);

    expect(await changeProfileType(owner, profile.id, "Platina", NOW)).toMatchObject({
      profileType: "Platina",
      changed: false,
    });
    expect(await approveProfile(owner, profile.id, NOW)).toMatchObject({ changed: false, activated: true });
    // A different paid plan, or Free while the paid term runs, is not justified by that payment.
    await expect(changeProfileType(owner, profile.id, "Diamante", NOW)).rejects.toMatchObject({ status: 403 });
    await expect(activateFreePlan(owner, profile.id, NOW)).rejects.toMatchObject({
      status: 409,
      message: "Este perfil já tem um plano pago em vigor.",
    });
    expect(await planState(db(), profile.id)).toEqual(paid);
  });

  it("the owner approves a paid profile left unactivated, recorded as justified by the payment", async () => {
    const { owner, profile } = await draft();
    await buyPlan(owner, profile.id, "Ouro");
    await db().update(profiles).set({ activatedByUser: false }).where(eq(profiles.id, profile.id));
    expect(await approveProfile(owner, profile.id, NOW)).toMatchObject({ activated: true, changed: true });
    const { audit } = await planState(db(), profile.id);
    expect(audit).toEqual([expect.objectContaining({ action: "approve_profile", reason: "payment", toType: "Ouro" })]);
  });

  it("a refunded payment justifies nothing any more", async () => {
    const { owner, profile } = await draft();
    const payment = await buyPlan(owner, profile.id, "Ouro");
    await inTransaction((tx) => movePayment(tx, payment.id, "refunded", NOW));
    const before = await planState(db(), profile.id);
    expect(before.type).toBe("Free");
    await expect(changeProfileType(owner, profile.id, "Ouro", NOW)).rejects.toMatchObject({ status: 403 });
    expect(await planState(db(), profile.id)).toEqual(before);
  });
});

describe("an admin assigns a plan without payment", () => {
  it("a paid plan runs 180 days, with no voucher and no money moved, recorded with who did it", async () => {
    const { profile } = await draft();
    const admin = await signedInUser(db(), { type: "admin" });
    const before = await planState(db(), profile.id);
    const outcome = await assignPlan(admin, profile.id, "Diamante", REASON, NOW);
    expect(outcome).toMatchObject({ profileType: "Diamante", activated: true, changed: true });
    const after = await planState(db(), profile.id);
    expect(after).toMatchObject({ type: "Diamante", activated: true, vouchers: 0 });
    expect(after.ledgerEntries).toBe(before.ledgerEntries);
    const [contract] = after.contracts;
    expect(contract).toMatchObject({ planId: "Diamante", status: "active", amountCents: 0, startsAt: NOW });
    expect((contract!.endsAt!.getTime() - NOW.getTime()) / DAYS).toBe(180);
    expect(after.audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: "assign_plan",
        reason: "admin",
        fromType: "Free",
        toType: "Diamante",
        note: REASON,
        createdAt: NOW,
      }),
    ]);
    expect(after.audit[0]!.planContractId).toEqual(expect.any(String));
  });

  it("updateProfileType by an admin is the same assignment; an admin also approves any profile", async () => {
    const { profile } = await draft();
    const admin = await signedInUser(db(), { type: "admin" });
    expect(await changeProfileType(admin, profile.id, "Ouro", NOW)).toMatchObject({ profileType: "Ouro" });
    await db().update(profiles).set({ activatedByUser: false }).where(eq(profiles.id, profile.id));
    expect(await approveProfile(admin, profile.id, NOW)).toMatchObject({ activated: true, changed: true });
    const { audit, contracts } = await planState(db(), profile.id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ["assign_plan", "admin"],
      ["approve_profile", "admin"],
    ]);
    expect(contracts).toHaveLength(1);
  });

  it("without a reason nothing is assigned: the admin is told to write one", async () => {
    const { profile } = await draft();
    const admin = await signedInUser(db(), { type: "admin" });
    const before = await planState(db(), profile.id);
    for (const reason of [undefined, "", "   \n ", 42, "x".repeat(501)]) {
      const refusal = await assignPlan(admin, profile.id, "Ouro", reason, NOW).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ status: 400, fields: { reason: expect.stringMatching(/motivo/) } });
    }
    expect(await planState(db(), profile.id)).toEqual(before);
    // Trimmed before it is kept; Free is recorded with its reason too.
    await assignPlan(admin, profile.id, "Free", "  Família pediu o plano gratuito.  ", NOW);
    expect((await planState(db(), profile.id)).audit).toEqual([
      expect.objectContaining({ action: "activate_free_plan", note: "Família pediu o plano gratuito." }),
    ]);
  });

  it("updateProfileType by an admin records where the assignment came from", async () => {
    const { profile } = await draft();
    const admin = await signedInUser(db(), { type: "admin" });
    await changeProfileType(admin, profile.id, "Platina", NOW);
    expect((await planState(db(), profile.id)).audit).toEqual([
      expect.objectContaining({ action: "assign_plan", note: expect.stringContaining("updateProfileType") }),
    ]);
  });

  it("a second assignment renews: the new term starts when the running one ends", async () => {
    const { profile } = await draft();
    const admin = await signedInUser(db(), { type: "admin" });
    await assignPlan(admin, profile.id, "Ouro", REASON, NOW);
    await assignPlan(admin, profile.id, "Ouro", REASON, new Date(NOW.getTime() + 10 * DAYS));
    const { contracts } = await planState(db(), profile.id);
    expect(contracts.map((c) => (c.endsAt!.getTime() - NOW.getTime()) / DAYS)).toEqual([180, 360]);
  });

  it("a bad plan is refused with the spec's message after the permission checks", async () => {
    const { owner, profile } = await draft();
    const admin = await signedInUser(db(), { type: "admin" });
    for (const bad of [undefined, "", "ouro", "Plus", 3, null, { Ouro: true }]) {
      await expect(assignPlan(admin, profile.id, bad, REASON, NOW)).rejects.toMatchObject({
        status: 400,
        message: "Selecione o tipo de perfil",
      });
      await expect(changeProfileType(owner, profile.id, bad, NOW)).rejects.toMatchObject({ status: 400 });
    }
    const stranger = await signedInUser(db());
    await expect(changeProfileType(stranger, profile.id, "nada", NOW)).rejects.toMatchObject({ status: 403 });
    expect((await planState(db(), profile.id)).audit).toEqual([]);
  });
});

describe("strangers and anonymous callers", () => {
  it("are refused on every call and nothing changes", async () => {
    const { profile } = await draft();
    const stranger = await signedInUser(db());
    const before = await planState(db(), profile.id);
    const calls = [
      (actor: typeof stranger | null) => activateFreePlan(actor, profile.id, NOW),
      (actor: typeof stranger | null) => changeProfileType(actor, profile.id, "Free", NOW),
      (actor: typeof stranger | null) => changeProfileType(actor, profile.id, "Ouro", NOW),
      (actor: typeof stranger | null) => approveProfile(actor, profile.id, NOW),
      (actor: typeof stranger | null) => assignPlan(actor, profile.id, "Ouro", REASON, NOW),
    ];
    for (const call of calls) {
      await expect(call(stranger)).rejects.toMatchObject({ status: 403 });
      await expect(call(null)).rejects.toMatchObject({ status: 401 });
    }
    expect(await planState(db(), profile.id)).toEqual(before);
  });

  it("an unknown or malformed profile id is 404", async () => {
    const admin = await signedInUser(db(), { type: "admin" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", ""]) {
      await expect(assignPlan(admin, id, "Ouro", REASON, NOW)).rejects.toMatchObject({ status: 404 });
      await expect(approveProfile(admin, id, NOW)).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe("property: without a payment or an admin, no sequence of calls gives a paid plan", () => {
  it("any calls by the owner and a stranger leave the profile Free, without contracts", async () => {
    const call = fc.record({
      who: fc.constantFrom("owner", "stranger"),
      what: fc.constantFrom("free", "type", "approve", "assign"),
      type: fc.constantFrom("Free", "Ouro", "Platina", "Diamante", "Gold", ""),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 6 }), async (calls) => {
        const { owner, profile } = await draft();
        const stranger = await signedInUser(db());
        for (const { who, what, type } of calls) {
          const actor = who === "owner" ? owner : stranger;
          const attempt =
            what === "free"
              ? activateFreePlan(actor, profile.id, NOW)
              : what === "type"
                ? changeProfileType(actor, profile.id, type, NOW)
                : what === "approve"
                  ? approveProfile(actor, profile.id, NOW)
                  : assignPlan(actor, profile.id, type, REASON, NOW);
          await attempt.catch((error: { status?: number }) => expect(error.status).toBeGreaterThanOrEqual(400));
        }
        const state = await planState(db(), profile.id);
        expect(state.type).toBe("Free");
        expect(state.contracts).toEqual([]);
        expect(state.audit.every((a) => a.action === "activate_free_plan" && a.actorUserId === owner.id)).toBe(true);
        // Only the owner's Free activation may have activated it.
        expect(state.activated).toBe(state.audit.length > 0);
      }),
      { numRuns: 25, seed: 20261123 },
    );
  });
});
