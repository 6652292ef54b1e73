import { beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { createProfile } from "../../../../tests/factories";
import { fundWallet, pendingTribute } from "../payments.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let stranger: Person;

beforeEach(async () => {
  owner = await signedInUser(db());
  stranger = await signedInUser(db());
  await fundWallet(owner.user.id, 5000);
});

const as = (person: Person | null) => (person ? { cookie: person.cookie } : undefined);
const balanceOf = async (person: Person) =>
  (
    await api.call<{ balance: { balanceCents: number } }>(
      "GET",
      `/api/wallet/getWalletBalanceByUser/${person.user.id}`,
      { headers: as(person) },
    )
  ).body.balance.balanceCents;

/** A tribute paid from the owner's wallet: a payment that belongs to a signed-in payer. */
async function ownersPayment() {
  const tribute = await pendingTribute(db());
  const buy = await api.call<{ id: string }>("POST", "/api/wallet/buyWithWalletBalance", {
    json: { tributeId: tribute.id, idempotencyKey: `perm-buy-${tribute.id}` },
    headers: as(owner),
  });
  expect(buy.status).toBe(201);
  return { tributeId: tribute.id, paymentId: buy.body.id };
}

describe("money calls refuse whoever may not make them", () => {
  it("a wallet and its expenses are its owner's: a stranger gets 403, an anonymous caller 401, an admin may read", async () => {
    const admin = await signedInUser(db(), { type: "admin" });
    for (const path of [
      `/api/wallet/getWalletBalanceByUser/${owner.user.id}`,
      `/api/wallet/getExpenses/${owner.user.id}`,
    ]) {
      expect((await api.call("GET", path, { headers: as(stranger) })).status, path).toBe(403);
      expect((await api.call("GET", path)).status, path).toBe(401);
      expect((await api.call("GET", path, { headers: as(admin) })).status, path).toBe(200);
    }
    expect(await balanceOf(owner)).toBe(5000);
  });

  it("a signed-in payer's payment is theirs: a stranger gets 403, an anonymous caller 401, on both reading calls", async () => {
    const { tributeId, paymentId } = await ownersPayment();
    const reads: [string, string][] = [
      ["GET", `/api/payment/getPayment/${paymentId}`],
      ["PUT", `/api/payment/updateTransactionStatusByTribute/${tributeId}`],
    ];
    for (const [method, path] of reads) {
      expect((await api.call(method, path, { headers: as(stranger) })).status, path).toBe(403);
      expect((await api.call(method, path)).status, path).toBe(401);
      const mine = await api.call(method, path, { headers: as(owner) });
      expect(mine, path).toMatchObject({ status: 200, body: { id: paymentId, status: "approved" } });
    }
  });

  it("nobody buys a plan for another user's profile or tops up another user's wallet, and no money moves", async () => {
    const profile = await createProfile(db(), { userId: owner.user.id });
    await fundWallet(stranger.user.id, 100_000);
    const plan = await api.call("POST", "/api/wallet/buyWithWalletBalance", {
      json: { profileId: profile.id, plan: "Ouro", idempotencyKey: "perm-plan-0001" },
      headers: as(stranger),
    });
    expect(plan.status).toBe(403);
    expect(await balanceOf(stranger)).toBe(100_000);
    const quote = await api.call("POST", "/api/payment/initiatePayment", {
      json: { product: "profile_plan", productRefId: profile.id, planId: "Ouro" },
      headers: as(stranger),
    });
    expect(quote.status).toBe(403);
    const topup = await api.call("POST", "/api/payment/initiatePayment", {
      json: { product: "wallet_topup", productRefId: owner.user.id, totalAmount: 20 },
      headers: as(stranger),
    });
    expect(topup.status).toBe(403);
    const anonymousPlan = await api.call("POST", "/api/payment/initiatePayment", {
      json: { product: "profile_plan", productRefId: profile.id, planId: "Ouro" },
    });
    expect(anonymousPlan.status).toBe(401);
  });

  it("a voucher cannot be drawn from another user's wallet", async () => {
    const walletId = (
      await api.call<{ balance: { id: string } }>("GET", `/api/wallet/getWalletBalanceByUser/${owner.user.id}`, {
        headers: as(owner),
      })
    ).body.balance.id;
    await fundWallet(stranger.user.id, 5000);
    const refused = await api.call("POST", "/api/voucher/createVoucher", {
      json: { walletId, amount: 10, idempotencyKey: "perm-voucher-0001" },
      headers: as(stranger),
    });
    expect(refused.status).toBe(403);
    expect(await balanceOf(owner)).toBe(5000);
    expect(await balanceOf(stranger)).toBe(5000);
    const mine = await api.call<{ vouchers: unknown[] }>("GET", "/api/voucher/myVouchers", { headers: as(stranger) });
    expect(mine.body.vouchers).toEqual([]);
  });

  it("the calls on one's own money need a session (401, and nothing is created)", async () => {
    const tribute = await pendingTribute(db());
    const calls: [string, string, unknown][] = [
      ["POST", "/api/wallet/buyWithWalletBalance", { tributeId: tribute.id, idempotencyKey: "anon-buy-0001" }],
      ["POST", "/api/voucher/createVoucher", { amount: 10, idempotencyKey: "anon-voucher-0001" }],
      ["POST", "/api/voucher/useVoucher", { voucherCode: "ABCD-EFGH", value: 5, idempotencyKey: "anon-use-0001" }],
      ["GET", "/api/voucher/myVouchers", undefined],
    ];
    for (const [method, path, json] of calls) {
      const response = await api.call(method, path, { json });
      expect(response, path).toMatchObject({ status: 401, body: { success: false } });
    }
    const unpaid = await api.call("PUT", `/api/payment/updateTransactionStatusByTribute/${tribute.id}`);
    expect(unpaid.status).toBe(404);
  });
});
