import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memorialMembers, payments, profiles, sandboxCharges, tributes } from "~/db/schema";
import { unbalancedAccounts } from "~/features/ledger/ledger.server";
import { buyWithWalletBalance, createPayment } from "~/features/payments/payments.server";
import { fundWallet, payer, signedInUser } from "~/features/payments/payments.test-helpers";
import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { loadViewableProfile } from "~/features/profiles/profile-access.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { createProfile } from "../../../tests/factories";
import { testContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import {
  containsLink,
  listModeratedTributes,
  moderateTribute,
  reportTribute,
  setApproveTributes,
} from "./moderation.server";
import { registerTribute } from "./tribute-purchase.server";
import { listSettledTributes } from "./tributes.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

const visitor = (ip = "198.51.100.7") => testContext(new Request("http://localhost/"), { ip });
const message = (body = "Saudades.") => ({
  name: "Maria Souza",
  email: "maria@exemplo.com",
  kinship: "Filha",
  body,
  contract: "on",
  captchaToken: "sandbox:0.9",
});

async function familyMemorial(options: { approveTributes?: boolean } = {}) {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.id });
  if (options.approveTributes) {
    await db().update(profiles).set({ approveTributes: true }).where(eq(profiles.id, profile.id));
  }
  const view = await loadViewableProfile({ viewer: null, username: profile.username });
  const shown = async () => (await listSettledTributes(view, {})).items.map((t) => t.id);
  return { owner, profile, shown };
}

/** A message bought from a visitor's wallet (settled at once). */
async function paidMessage(profileId: string, body?: string) {
  const { tribute } = await registerTribute(visitor(), { profileId, type: "Message", form: message(body) });
  const buyer = await signedInUser(db());
  await fundWallet(buyer.id, 250);
  await buyWithWalletBalance(buyer, {
    product: "tribute",
    productRefId: tribute.id,
    idempotencyKey: `buy-${tribute.id}`,
  });
  return { tribute, buyer };
}

async function visibilityOf(id: string) {
  const [row] = await db().select().from(tributes).where(eq(tributes.id, id));
  return row!.visibility;
}

describe("the family's moderation", () => {
  it("lets only the owner hide a tribute (kept, shown to the owner) and show it again", async () => {
    const { owner, profile, shown } = await familyMemorial();
    const { tribute } = await paidMessage(profile.id);
    expect(await shown()).toEqual([tribute.id]);
    const stranger = await signedInUser(db());
    await expect(moderateTribute(stranger, tribute.id, "hide")).rejects.toMatchObject({ status: 403 });
    await expect(moderateTribute(null, tribute.id, "hide")).rejects.toMatchObject({ status: 401 });
    await moderateTribute(owner, tribute.id, "hide");
    expect(await shown()).toEqual([]);
    expect((await listModeratedTributes(owner, profile.id)).map((t) => [t.id, t.visibility])).toEqual([
      [tribute.id, "hidden"],
    ]);
    await moderateTribute(owner, tribute.id, "show");
    expect(await shown()).toEqual([tribute.id]);
  });

  it("lets the memorial's editors moderate too (decision 040), and its tributes stay closed to others", async () => {
    const { profile, shown } = await familyMemorial();
    const { tribute } = await paidMessage(profile.id);
    const editor = await signedInUser(db());
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.id, role: "editor" });
    await moderateTribute(editor, tribute.id, "hide");
    expect(await shown()).toEqual([]);
    expect((await listModeratedTributes(editor, profile.id)).map((t) => t.id)).toEqual([tribute.id]);
    expect(await setApproveTributes(editor, profile.id, true)).toBe(true);
    const stranger = await signedInUser(db());
    await expect(listModeratedTributes(stranger, profile.id)).rejects.toMatchObject({ status: 403 });
    await expect(setApproveTributes(stranger, profile.id, false)).rejects.toMatchObject({ status: 403 });
    await expect(setApproveTributes(null, profile.id, false)).rejects.toMatchObject({ status: 401 });
  });

  it("takes a caller's authority only when it is for this memorial and allows moderating", async () => {
    const { owner, profile } = await familyMemorial();
    const { tribute } = await paidMessage(profile.id);
    await moderateTribute(owner, tribute.id, "hide");
    const stranger = await signedInUser(db());
    const other = await createProfile(db(), { userId: stranger.id });
    // The stranger's authority as owner of another memorial, or a forged one without a role: read again, refused.
    const elsewhere = { profileId: other.id, role: "administrator", owner: true, siteAdmin: false } as const;
    await expect(listModeratedTributes(stranger, profile.id, elsewhere)).rejects.toMatchObject({ status: 403 });
    const none = { profileId: profile.id, role: null, owner: false, siteAdmin: false } as const;
    await expect(listModeratedTributes(stranger, profile.id, none)).rejects.toMatchObject({ status: 403 });
    const ownersOwn = { profileId: profile.id, role: "administrator", owner: true, siteAdmin: false } as const;
    expect((await listModeratedTributes(owner, profile.id, ownersOwn)).map((t) => t.id)).toEqual([tribute.id]);
  });

  it("holds messages for approval when the owner asks, and messages with links always", async () => {
    expect(containsLink("veja www.golpe.com agora")).toBe(true);
    expect(containsLink("Descanse em paz, vô.")).toBe(false);
    const plain = await familyMemorial();
    const { tribute: linked } = await paidMessage(plain.profile.id, "Compre em https://exemplo.com/oferta");
    expect(await visibilityOf(linked.id)).toBe("held");
    expect(await plain.shown()).toEqual([]);

    const strict = await familyMemorial({ approveTributes: true });
    const { tribute } = await paidMessage(strict.profile.id);
    expect(await visibilityOf(tribute.id)).toBe("held");
    await moderateTribute(strict.owner, tribute.id, "approve");
    expect(await strict.shown()).toEqual([tribute.id]);
    // Approving twice is refused; a published tribute cannot be rejected (and refunded): nothing changes.
    await expect(moderateTribute(strict.owner, tribute.id, "approve")).rejects.toMatchObject({ status: 409 });
    await expect(moderateTribute(strict.owner, tribute.id, "reject")).rejects.toMatchObject({ status: 409 });
    const [payment] = await db().select().from(payments).where(eq(payments.productRefId, tribute.id));
    expect(payment!.status).toBe("approved");
  });

  it("refunds a rejected tribute through the ledger: to the wallet that paid it", async () => {
    const { owner, profile, shown } = await familyMemorial({ approveTributes: true });
    const { tribute, buyer } = await paidMessage(profile.id);
    expect((await getWalletBalance(buyer, buyer.id)).balanceCents).toBe(0);
    await moderateTribute(owner, tribute.id, "reject", NOW);
    expect((await getWalletBalance(buyer, buyer.id)).balanceCents).toBe(250);
    expect(await visibilityOf(tribute.id)).toBe("rejected");
    expect(await shown()).toEqual([]);
    const [payment] = await db().select().from(payments).where(eq(payments.productRefId, tribute.id));
    expect(payment!.status).toBe("refunded");
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("refunds a rejected tribute paid by PIX through the provider", async () => {
    const { owner, profile } = await familyMemorial({ approveTributes: true });
    const { tribute } = await registerTribute(visitor(), { profileId: profile.id, type: "Message", form: message() });
    const pix = await createPayment(null, {
      product: "tribute",
      productRefId: tribute.id,
      method: "pix",
      payer,
      idempotencyKey: `pix-${tribute.id}`,
    });
    await settleSandboxCharge(pix.providerPaymentId!, "approved");
    await handlePaymentWebhook(sandboxWebhook(pix.providerPaymentId!));
    expect(await visibilityOf(tribute.id)).toBe("held");
    await moderateTribute(owner, tribute.id, "reject");
    const [charge] = await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, pix.providerPaymentId!));
    expect(charge!.status).toBe("refunded");
    const [payment] = await db().select().from(payments).where(eq(payments.id, pix.id));
    expect(payment!.status).toBe("refunded");
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("refunds the payment that delivered a rejected tribute, not a second one already returned to the wallet", async () => {
    const { owner, profile } = await familyMemorial({ approveTributes: true });
    const { tribute } = await registerTribute(visitor(), { profileId: profile.id, type: "Message", form: message() });
    const buyer = await signedInUser(db());
    const attempts = [];
    for (const key of ["first-tab", "second-tab"]) {
      attempts.push(
        await createPayment(buyer, {
          product: "tribute",
          productRefId: tribute.id,
          method: "pix",
          payer,
          idempotencyKey: `${key}-${tribute.id}`,
        }),
      );
    }
    for (const attempt of attempts) {
      await settleSandboxCharge(attempt.providerPaymentId!, "approved");
      await handlePaymentWebhook(sandboxWebhook(attempt.providerPaymentId!));
    }
    // The second payment found the tribute paid: its money went to the buyer's wallet at once.
    expect((await getWalletBalance(buyer, buyer.id)).balanceCents).toBe(250);
    await moderateTribute(owner, tribute.id, "reject");
    const statuses = await Promise.all(
      attempts.map(async (a) => (await db().select().from(payments).where(eq(payments.id, a.id)))[0]!.status),
    );
    expect(statuses).toEqual(["refunded", "approved"]);
    // The buyer has the first charge back and keeps the second as wallet credit: paid nothing twice.
    expect((await getWalletBalance(buyer, buyer.id)).balanceCents).toBe(250);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("holds a tribute reported by 3 different people; the same person counts once", async () => {
    const { owner, profile, shown } = await familyMemorial();
    const { tribute } = await paidMessage(profile.id);
    expect(await reportTribute(visitor("203.0.113.1"), tribute.id, "Ofensiva")).toEqual({ reports: 1, held: false });
    expect(await reportTribute(visitor("203.0.113.1"), tribute.id, "Ofensiva")).toEqual({ reports: 1, held: false });
    await expect(reportTribute(visitor("203.0.113.2"), tribute.id, "qualquer")).rejects.toMatchObject({ status: 400 });
    await reportTribute(visitor("203.0.113.2"), tribute.id, "Spam ou propaganda");
    expect(await shown()).toEqual([tribute.id]);
    // Still shown, but the family already sees it was reported, and why.
    expect(await listModeratedTributes(owner, profile.id)).toMatchObject([
      {
        id: tribute.id,
        visibility: "published",
        reports: [
          { reason: "Ofensiva", count: 1 },
          { reason: "Spam ou propaganda", count: 1 },
        ],
      },
    ]);
    expect(await reportTribute(visitor("203.0.113.3"), tribute.id, "Ofensiva")).toEqual({ reports: 3, held: true });
    expect(await shown()).toEqual([]);
    const [held] = await listModeratedTributes(owner, profile.id);
    expect(held).toMatchObject({ id: tribute.id, visibility: "held", heldReason: "reports" });
    expect(held!.reports).toEqual([
      { reason: "Ofensiva", count: 2 },
      { reason: "Spam ou propaganda", count: 1 },
    ]);
    // A held tribute is the family's now: no more reports.
    await expect(reportTribute(visitor("203.0.113.4"), tribute.id, "Ofensiva")).rejects.toMatchObject({ status: 404 });
  });
});
