import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { partnerMemorials, plaqueHashes, plaqueOrders } from "~/db/schema";
import { readOutbox, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { actorOf, fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createUser } from "../../../../tests/factories";
import { setupTestDatabase } from "../../../../tests/support/database";
import { ABOUT, BASICS, refusal, SECURITY } from "../steps/profile-form.test-helpers";
import { completeProfile } from "../store/complete-profile.server";
import { listPartnerMemorials, resendCustomerInvite } from "./partner-memorials.server";
import { sendOwedCustomerInvites } from "./customer-invite.server";
import { createSimplifiedProfile } from "./simplified-profile.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const MINUTE = 60_000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
let outbox: string;

beforeEach(async () => {
  outbox = await useTempOutbox();
});
afterEach(() => setMailer(undefined));

let sequence = 0;
async function partner(cents = 300_000) {
  const signed = await signedInUser(db(), { type: "partner" });
  await fundWallet(signed.id, cents);
  return signed;
}

/** A memorial created through the partner's wizard, for a customer of its own. */
async function created(by: Awaited<ReturnType<typeof partner>>, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const email = `cliente${sequence}@cliente.example`;
  const result = await createSimplifiedProfile(
    by,
    {
      hasPlaque: "nao",
      name: `Honrado ${sequence}`,
      gender: "Homem",
      customerName: `Cliente ${sequence}`,
      customerEmail: email,
      customerPassword: "senha-forte-1",
      plan: "Ouro",
      idempotencyKey: `partner-area-${sequence}`,
      ...overrides,
    },
    NOW,
  );
  return { ...result, email };
}

const invitesTo = async (email: string) => {
  const to = new RegExp(`^To: <?${email.replace(/[.+]/g, "\\$&")}>?\\r?$`, "m");
  return (await readOutbox(outbox)).filter((message) => to.test(message));
};

/** The customer finishes the completion wizard (its last save, the whole form). */
function complete(memorial: { profileId: string; customerId: string; email: string }, now: Date) {
  const customer = actorOf({ id: memorial.customerId, name: "Cliente", email: memorial.email, type: "regular" });
  return completeProfile(customer, { id: memorial.profileId, profile: { ...BASICS, ...ABOUT, ...SECURITY } }, { now });
}

describe("listPartnerMemorials", () => {
  it("lists what the partner created with its customer, 'aguardando o cliente', plan and plaque; never another's", async () => {
    const mine = await partner();
    const other = await partner();
    await db().insert(plaqueHashes).values({ hash: "PREIMPRESS", batch: "lote-1" });
    const first = await created(mine, { hasPlaque: "sim", hash: "PREIMPRESS", plan: "Platina" });
    const second = await created(mine);
    await created(other);

    const list = await listPartnerMemorials(mine, mine.id, { page: 1, limit: 10 });
    expect(list.total).toBe(2);
    expect(list.items.map((m) => m.profileId).sort()).toEqual([first.profileId, second.profileId].sort());
    const platina = list.items.find((m) => m.profileId === first.profileId)!;
    expect(platina).toMatchObject({
      username: first.username,
      plan: "Platina",
      viewable: true,
      status: "awaiting_customer",
      customer: { email: first.email, signedIn: false },
      // The partner handed the pre-printed plaque over: nothing to send (decision 042).
      plaque: { hash: "PREIMPRESS", preprinted: true, order: "shipped" },
      inviteResentAt: null,
    });
    expect(list.items.find((m) => m.profileId === second.profileId)!.plaque).toMatchObject({
      hash: second.hash,
      preprinted: false,
      // Paid without an address: the customer is asked for it (decision 042).
      order: "awaiting_address",
    });
  });

  it("shows the plaque's order as it moves: awaiting shipment, then shipped", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    // The paid plan opened the order waiting for the address; the customer gives it.
    await db()
      .update(plaqueOrders)
      .set({
        userId: memorial.customerId,
        street: "Rua A, 1",
        city: "Curitiba",
        state: "PR",
        zipCode: "80000-000",
        country: "Brasil",
      })
      .where(eq(plaqueOrders.profileId, memorial.profileId));
    const plaqueOf = async () => (await listPartnerMemorials(mine, mine.id, { page: 1, limit: 10 })).items[0]!.plaque;
    expect(await plaqueOf()).toMatchObject({ order: "to_ship", shippedAt: null });
    await db()
      .update(plaqueOrders)
      .set({ status: "shipped", shippedAt: later(60) })
      .where(eq(plaqueOrders.profileId, memorial.profileId));
    expect(await plaqueOf()).toMatchObject({ order: "shipped", shippedAt: later(60).toISOString() });
  });

  it("says 'completo' once the customer finished the completion wizard", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    await complete(memorial, later(30));
    const [row] = (await listPartnerMemorials(mine, mine.id, { page: 1, limit: 10 })).items;
    expect(row!.status).toBe("complete");
  });

  it("pages newest first: the pages together hold every memorial once, whatever the page size (ties included)", async () => {
    const mine = await partner();
    const owner = await createUser(db());
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const profile = await createProfile(db(), { userId: owner.id });
      // Three share one instant: the id settles their order.
      const createdAt = new Date(NOW.getTime() - Math.min(i, 4) * MINUTE);
      await db().insert(partnerMemorials).values({ profileId: profile.id, partnerId: mine.id, createdAt });
      ids.push(profile.id);
    }
    const expected = [...ids].sort((a, b) => {
      const at = (id: string) => ids.indexOf(id);
      return Math.min(at(a), 4) - Math.min(at(b), 4) || (a < b ? 1 : -1);
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), async (limit) => {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(7 / limit); page++) {
          const list = await listPartnerMemorials(mine, mine.id, { page, limit });
          expect(list.total).toBe(7);
          expect(list.items.length).toBeLessThanOrEqual(limit);
          seen.push(...list.items.map((m) => m.profileId));
        }
        expect(seen).toEqual(expected);
      }),
      { numRuns: 10 },
    );
  });

  it("is the partner's own: 401 anonymous, 403 for another account, admins see it, 404 for an unknown user", async () => {
    const mine = await partner();
    await created(mine);
    const other = await partner();
    const admin = await signedInUser(db(), { type: "admin" });
    expect((await refusal(listPartnerMemorials(null, mine.id, { page: 1, limit: 10 }))).status).toBe(401);
    expect((await refusal(listPartnerMemorials(other, mine.id, { page: 1, limit: 10 }))).status).toBe(403);
    expect((await listPartnerMemorials(admin, mine.id, { page: 1, limit: 10 })).total).toBe(1);
    const nobody = "00000000-0000-4000-8000-000000000000";
    expect((await refusal(listPartnerMemorials(admin, nobody, { page: 1, limit: 10 }))).status).toBe(404);
    expect((await listPartnerMemorials(other, other.id, { page: 1, limit: 10 })).total).toBe(0);
  });
});

describe("resendCustomerInvite", () => {
  it("mails the customer the same invitation again and remembers when", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    expect(await invitesTo(memorial.email)).toHaveLength(1);
    const resent = await resendCustomerInvite(mine, memorial.profileId, later(1));
    expect(resent).toEqual({ email: memorial.email, resentAt: later(1) });
    const invites = await invitesTo(memorial.email);
    expect(invites).toHaveLength(2);
    for (const invite of invites) expect(invite).toContain(`/complete-profile/${memorial.profileId}`);
    const [row] = (await listPartnerMemorials(mine, mine.id, { page: 1, limit: 10 })).items;
    expect(row!.inviteResentAt).toBe(later(1).toISOString());
  });

  it("is refused to anyone but the partner who created it (admins may), and for an unknown memorial", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    const other = await partner();
    const customer = actorOf({ id: memorial.customerId, name: "Cliente", email: memorial.email, type: "regular" });
    expect((await refusal(resendCustomerInvite(null, memorial.profileId, later(1)))).status).toBe(401);
    const refused = await refusal(resendCustomerInvite(other, memorial.profileId, later(1)));
    expect(refused).toMatchObject({
      status: 403,
      message: "Somente o parceiro que criou este memorial pode reenviar o convite.",
    });
    expect((await refusal(resendCustomerInvite(customer, memorial.profileId, later(1)))).status).toBe(403);
    expect(await invitesTo(memorial.email)).toHaveLength(1);
    const admin = await signedInUser(db(), { type: "admin" });
    await resendCustomerInvite(admin, memorial.profileId, later(1));
    expect(await invitesTo(memorial.email)).toHaveLength(2);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nem-um-id"]) {
      expect((await refusal(resendCustomerInvite(mine, id, later(1)))).status).toBe(404);
    }
  });

  it("is refused once the customer completed the memorial", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    await complete(memorial, later(5));
    expect(await refusal(resendCustomerInvite(mine, memorial.profileId, later(10)))).toMatchObject({
      status: 409,
      message: "O cliente já completou este memorial: não há convite a reenviar.",
    });
    expect(await invitesTo(memorial.email)).toHaveLength(1);
  });

  it("resends at most once per memorial in 15 minutes, saying how long to wait", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    const neighbour = await created(mine);
    await resendCustomerInvite(mine, memorial.profileId, later(1));
    const refused = await refusal(resendCustomerInvite(mine, memorial.profileId, later(5)));
    expect(refused).toMatchObject({
      status: 429,
      message: "O convite deste memorial foi reenviado há pouco. Tente novamente em 11 minutos.",
    });
    // Another memorial has its own window.
    await resendCustomerInvite(mine, neighbour.profileId, later(5));
    await resendCustomerInvite(mine, memorial.profileId, later(16));
    expect(await invitesTo(memorial.email)).toHaveLength(3);
  });

  it("accepts exactly the resends 15 minutes or more after the last accepted one", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 6 }), async (gaps) => {
        await db()
          .update(partnerMemorials)
          .set({ inviteResentAt: null })
          .where(eq(partnerMemorials.profileId, memorial.profileId));
        let at = 0;
        let lastAccepted: number | undefined;
        for (const gap of gaps) {
          at += gap;
          const expected = lastAccepted === undefined || at - lastAccepted >= 15;
          const outcome = await resendCustomerInvite(mine, memorial.profileId, later(at)).then(
            () => "sent",
            (error: { status?: number }) => error.status,
          );
          expect(outcome).toBe(expected ? "sent" : 429);
          if (expected) lastAccepted = at;
        }
      }),
      { numRuns: 15 },
    );
  });

  it("a resend the mailer failed to send stays owed and the sweep sends it", async () => {
    const mine = await partner();
    const memorial = await created(mine);
    setMailer({ send: () => Promise.reject(new Error("smtp down")) });
    await resendCustomerInvite(mine, memorial.profileId, later(1));
    setMailer(undefined);
    outbox = await useTempOutbox();
    expect(await sendOwedCustomerInvites()).toBe(1);
    expect(await sendOwedCustomerInvites()).toBe(0);
    expect(await invitesTo(memorial.email)).toHaveLength(1);
  });
});
