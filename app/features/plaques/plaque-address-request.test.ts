import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, payments } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { movePayment } from "~/features/payments/settlement.server";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { sendOwedPlaqueAddressRequests, sendPlaqueAddressRequest } from "./plaque-address-request.server";
import { plaqueOrderFor } from "./plaque-order-view.server";
import { PLAQUE_ORDER_MESSAGES as M } from "./plaque-orders.schema";
import { registerShippingAddress } from "./plaque-orders.server";
import { ADDRESS, addressRequestsOf, captureMail, payPlan } from "./plaque-orders.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-04-01T12:00:00Z");

let sent: MailMessage[];
beforeEach(() => {
  sent = captureMail();
});
afterEach(() => setMailer(undefined));

/** A memorial bought without an address: its order waits and the request is owed. */
async function paidWithoutAddress(username = "dona.celeste") {
  const owner = await signedInUser(db(), { name: "Marta Souza", email: `marta.${username}@familia.example` });
  const profile = await createProfile(db(), { userId: owner.id, name: "Celeste Souza", username, type: "Free" });
  await payPlan(owner, profile.id, "Platina", NOW);
  return { owner, profile };
}

describe("the e-mail asking for the plaque's address", () => {
  it("goes to each administrator of the memorial, not to its editors, with the panel's link, once", async () => {
    const { profile } = await paidWithoutAddress();
    const coAdmin = await createUser(db(), { email: "irmao@familia.example" });
    const editor = await createUser(db(), { email: "sobrinha@familia.example" });
    await db()
      .insert(memorialMembers)
      .values([
        { profileId: profile.id, userId: coAdmin.id, role: "administrator" },
        { profileId: profile.id, userId: editor.id, role: "editor" },
      ]);
    const [first, again] = await Promise.all([
      sendPlaqueAddressRequest(profile.id),
      sendPlaqueAddressRequest(profile.id),
    ]);
    expect([first, again].sort()).toEqual([false, true]);
    expect(await sendOwedPlaqueAddressRequests()).toBe(0);
    expect(sent.map((mail) => mail.to)).toEqual(["marta.dona.celeste@familia.example", "irmao@familia.example"]);
    const [mail] = sent;
    expect(mail!.subject).toBe("Informe o endereço da placa do memorial de Celeste Souza - Memorial");
    expect(mail!.text).toContain("Olá, Marta Souza!");
    expect(mail!.text).toContain("O plano Platina do memorial de Celeste Souza inclui a placa");
    expect(mail!.text).toContain("http://localhost:3000/painel/dona.celeste#placa");
    expect(mail!.html).toContain('<a href="http://localhost:3000/painel/dona.celeste#placa">');
    expect(await addressRequestsOf(db(), profile.id)).toEqual([{ result: expect.objectContaining({ to: 2 }) }]);
  });

  it("is dropped unsent when the address came first, or the plan was refunded before it went out", async () => {
    const given = await paidWithoutAddress("ja.informou");
    await registerShippingAddress(given.owner, { ...ADDRESS, profile_id: given.profile.id }, NOW);
    const refunded = await paidWithoutAddress("reembolsado");
    const [payment] = await db().select().from(payments).where(eq(payments.productRefId, refunded.profile.id));
    await inTransaction((tx) => movePayment(tx, payment!.id, "refunded", NOW));
    expect((await plaqueOrderFor(refunded.owner, refunded.profile.id)).status).toBe("awaiting_payment");

    expect(await sendOwedPlaqueAddressRequests()).toBe(0);
    expect(sent).toEqual([]);
    // Handled: the sweep does not read them again.
    for (const { profile } of [given, refunded]) {
      expect(await addressRequestsOf(db(), profile.id)).toEqual([
        { result: expect.objectContaining({ dropped: true }) },
      ]);
    }
  });

  it("stays owed when the mail server fails, and goes out with the next sweep", async () => {
    const { profile } = await paidWithoutAddress();
    setMailer({
      async send() {
        throw new Error("smtp down");
      },
    });
    expect(await sendOwedPlaqueAddressRequests()).toBe(0);
    expect(await addressRequestsOf(db(), profile.id)).toEqual([{ result: null }]);
    sent = captureMail();
    expect(await sendOwedPlaqueAddressRequests()).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe("plaqueOrderFor: the panel's plaque", () => {
  it("answers the memorial's administrators and admins; refuses its editors, strangers and anonymous callers", async () => {
    const { owner, profile } = await paidWithoutAddress();
    const coAdmin = await signedInUser(db());
    const editor = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const stranger = await signedInUser(db());
    await db()
      .insert(memorialMembers)
      .values([
        { profileId: profile.id, userId: coAdmin.id, role: "administrator" },
        { profileId: profile.id, userId: editor.id, role: "editor" },
      ]);
    for (const who of [owner, coAdmin, admin]) {
      expect(await plaqueOrderFor(who, profile.id, "https://memorial.example")).toEqual({
        profileId: profile.id,
        orderId: expect.any(String),
        status: "awaiting_address",
        address: null,
        hash: profile.plaqueHash,
        qrUrl: `https://memorial.example/qrcode/${profile.plaqueHash}`,
        planId: "Platina",
        profileType: "Platina",
        createdAt: NOW,
        shippedAt: null,
      });
    }
    await expect(plaqueOrderFor(editor, profile.id)).rejects.toMatchObject({ status: 403 });
    await expect(plaqueOrderFor(stranger, profile.id)).rejects.toMatchObject({ status: 403 });
    await expect(plaqueOrderFor(null, profile.id)).rejects.toMatchObject({ status: 401 });
    await expect(plaqueOrderFor(owner, "6f1c2a9e-0000-4000-8000-000000000001")).rejects.toMatchObject({
      status: 404,
      message: M.profileNotFound,
    });
  });

  it("lets a co-administrator give the address, and still refuses an editor", async () => {
    const { profile } = await paidWithoutAddress();
    const coAdmin = await signedInUser(db());
    const editor = await signedInUser(db());
    await db()
      .insert(memorialMembers)
      .values([
        { profileId: profile.id, userId: coAdmin.id, role: "administrator" },
        { profileId: profile.id, userId: editor.id, role: "editor" },
      ]);
    await expect(registerShippingAddress(editor, { ...ADDRESS, profile_id: profile.id })).rejects.toMatchObject({
      status: 403,
      message: M.notOwner,
    });
    await registerShippingAddress(coAdmin, { ...ADDRESS, profile_id: profile.id });
    expect((await plaqueOrderFor(coAdmin, profile.id)).status).toBe("to_ship");
  });
});
