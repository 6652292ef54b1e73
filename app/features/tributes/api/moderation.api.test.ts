import { describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { actorOf, fundWallet } from "~/features/payments/payments.test-helpers";
import { createProfile, createTribute } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";

const { db } = setupTestDatabase();
const api = startTestApi();

/** A memorial of a signed-in family with one message bought from a visitor's wallet. */
async function memorialWithMessage() {
  const family = await signedInUser(db());
  const profile = await createProfile(db(), { userId: family.user.id });
  const tribute = await createTribute(db(), {
    profileId: profile.id,
    type: "Message",
    body: "Saudades.",
    status: "pending",
    amountCents: 250,
  });
  const buyer = await signedInUser(db());
  await fundWallet(buyer.user.id, 250);
  await buyWithWalletBalance(actorOf(buyer.user), {
    product: "tribute",
    productRefId: tribute.id,
    idempotencyKey: `buy-${tribute.id}`,
  });
  return { family, profile, tribute };
}

describe("/api/tribute moderation", () => {
  it("the family hides and shows a tribute; others are refused; a malformed id is a 400", async () => {
    const { family, tribute } = await memorialWithMessage();
    const stranger = await signedInUser(db());
    const hide = (cookie?: string, id = tribute.id) =>
      api.call("PUT", `/api/tribute/moderate/${id}`, {
        json: { decision: "hide" },
        headers: cookie ? { cookie } : {},
      });
    expect((await hide()).status).toBe(401);
    expect((await hide(stranger.cookie)).status).toBe(403);
    expect((await hide(family.cookie, "nope")).status).toBe(400);
    expect(await hide(family.cookie)).toMatchObject({ status: 200, body: { visibility: "hidden" } });
    expect((await hide(family.cookie)).status).toBe(409);
    const show = await api.call("PUT", `/api/tribute/moderate/${tribute.id}`, {
      json: { decision: "show" },
      headers: { cookie: family.cookie },
    });
    expect(show).toMatchObject({ status: 200, body: { visibility: "published" } });
  });

  it("3 people's reports hold a tribute; the family lists it; admins see the report list, others do not", async () => {
    const { family, profile, tribute } = await memorialWithMessage();
    for (let i = 0; i < 3; i++) {
      const reporter = await signedInUser(db());
      const answer = await api.call("POST", `/api/tribute/report/${tribute.id}`, {
        json: { reason: "Ofensiva" },
        headers: { cookie: reporter.cookie },
      });
      expect(answer).toMatchObject({ status: 201, body: { reports: i + 1, held: i === 2 } });
    }
    const listed = await api.call<{ tributes: { id: string; visibility: string }[] }>(
      "GET",
      `/api/tribute/moderation/${profile.id}`,
      { headers: { cookie: family.cookie } },
    );
    expect(listed.body.tributes).toMatchObject([{ id: tribute.id, visibility: "held" }]);
    expect((await api.call("GET", "/api/admin/tributeReports", { headers: { cookie: family.cookie } })).status).toBe(
      403,
    );
    const admin = await signedInUser(db(), { type: "admin" });
    const reports = await api.call("GET", "/api/admin/tributeReports", { headers: { cookie: admin.cookie } });
    expect(reports).toMatchObject({ status: 200, body: { reports: [{ tributeId: tribute.id, reports: 3 }] } });
    const approval = await api.call("PUT", `/api/profile/approveTributes/${profile.id}`, {
      json: { approveTributes: true },
      headers: { cookie: family.cookie },
    });
    expect(approval).toMatchObject({ status: 200, body: { approveTributes: true } });
  });
});
