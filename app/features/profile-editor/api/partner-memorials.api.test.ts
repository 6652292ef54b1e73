import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
async function partnerWithMemorial() {
  sequence += 1;
  const partner = await signedInUser(db(), { type: "partner" });
  await fundWallet(partner.user.id, 100_000);
  const email = `bruno${sequence}@cliente.example`;
  const created = await api.call("POST", "/api/profile/createSimplifiedProfile", {
    headers: { cookie: partner.cookie },
    json: {
      profile: { name: "Helena Costa", gender: "Mulher" },
      user: { name: "Bruno Costa", email, password: "senha-forte-1" },
      plan: "Ouro",
      idempotencyKey: `partner-area-api-${sequence}`,
    },
  });
  expect(created.status).toBe(200);
  return { partner, profileId: String(created.body.id), email };
}

describe("GET /api/profile/getProfilesCreatedByPartner/{userId}", () => {
  it("answers the partner's memorials with customer, status, plan and plaque; 403 for another account", async () => {
    const { partner, profileId, email } = await partnerWithMemorial();
    const res = await api.call("GET", `/api/profile/getProfilesCreatedByPartner/${partner.user.id}`, {
      headers: { cookie: partner.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      total: 1,
      profiles: [
        {
          id: profileId,
          name: "Helena Costa",
          profileType: "Ouro",
          status: "awaiting_customer",
          customer: { name: "Bruno Costa", email, signedIn: false },
          plaque: { preprinted: false, order: "awaiting_address" },
        },
      ],
    });
    const stranger = await signedInUser(db(), { type: "partner" });
    const refused = await api.call("GET", `/api/profile/getProfilesCreatedByPartner/${partner.user.id}`, {
      headers: { cookie: stranger.cookie },
    });
    expect(refused.status).toBe(403);
  });
});

describe("POST /api/profile/resendCustomerInvite/{id}", () => {
  it("resends once, then 429 with Retry-After; 403 for another partner or a regular user; 404 unknown", async () => {
    const { partner, profileId, email } = await partnerWithMemorial();
    const resend = (cookie: string, id = profileId) =>
      api.call("POST", `/api/profile/resendCustomerInvite/${id}`, { headers: { cookie } });
    const sent = await resend(partner.cookie);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: `Convite reenviado para ${email}.` });
    const again = await resend(partner.cookie);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^O convite deste memorial foi reenviado há pouco\. Tente novamente em 15 minutos\.$/,
    );
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    for (const type of ["partner", "regular"] as const) {
      const other = await signedInUser(db(), { type });
      const refused = await resend(other.cookie);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: "Somente o parceiro que criou este memorial pode reenviar o convite." },
      });
    }
    expect((await resend(partner.cookie, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
