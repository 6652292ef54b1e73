import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { fundWallet } from "../payments.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();
let self: { id: string; cookie: string };

beforeEach(async () => {
  const { user, cookie } = await signedInUser(db());
  self = { id: user.id, cookie };
  await fundWallet(user.id, 10_000);
});

/** The state-changing money calls (`{id}` is the signed-in user's own id). */
const WRITE_ROUTES: [string, string][] = [
  ["POST", "/api/payment/initiatePayment"],
  ["POST", "/api/payment/processPayment"],
  ["POST", "/api/payment/webhook"],
  ["POST", "/api/payment/sandbox/cardToken"],
  ["PUT", "/api/payment/updateTransactionStatusByTribute/{id}"],
  ["POST", "/api/payment/sandbox/approve/{id}"],
  ["POST", "/api/wallet/buyWithWalletBalance"],
  ["POST", "/api/voucher/createVoucher"],
  ["POST", "/api/voucher/useVoucher"],
];
const withId = (route: string) => route.replace("{id}", self.id);

const FIELDS = [
  "product",
  "productRefId",
  "planId",
  "totalAmount",
  "totalAmountCents",
  "amount",
  "amountCents",
  "walletAmount",
  "walletAmountCents",
  "preferenceId",
  "payment",
  "tributeId",
  "profileId",
  "plan",
  "idempotencyKey",
  "walletId",
  "voucherCode",
  "value",
  "valueCents",
  "cardNumber",
  "cardholderName",
  "securityCode",
  "type",
  "data",
];

/** Values that get past the first checks, so the fuzz reaches deeper rules. */
const plausible = fc.oneof(
  fc.constantFrom("tribute", "profile_plan", "wallet_topup", "Ouro", "pix", "R$ 10,00", "ABCD-EFGH", "payment"),
  fc.uuid(),
  fc.double({ noNaN: false }),
  fc.integer(),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.record({ payment_method_id: fc.constantFrom("pix", "master"), payer: fc.jsonValue({ maxDepth: 2 }) }),
);

/** Any JSON, and objects with the calls' own field names holding any or plausible values. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(Object.fromEntries(FIELDS.map((key) => [key, fc.jsonValue({ maxDepth: 2 })])), { requiredKeys: [] }),
  fc.record(Object.fromEntries(FIELDS.map((key) => [key, plausible])), { requiredKeys: [] }),
);

const expectClientError = (status: number, payload: unknown) => {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(payload).toMatchObject({ success: false });
    expect((payload as { message: string }).message).toMatch(/[a-zà-ú]{3}/i);
  }
};

async function balance(): Promise<number> {
  const response = await api.call<{ balance: { balanceCents: number } }>(
    "GET",
    `/api/wallet/getWalletBalanceByUser/${self.id}`,
    { headers: { cookie: self.cookie } },
  );
  return response.body.balance.balanceCents;
}

describe("the money API never answers a bad request with a 500", () => {
  it.each(WRITE_ROUTES)("%s %s with any JSON body, anonymous or signed in", async (method, route) => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (json, signedIn) => {
        const headers: Record<string, string> = signedIn ? { cookie: self.cookie } : {};
        const res = await api.call(method, withId(route), { json, headers });
        expectClientError(res.status, res.body);
      }),
      { numRuns: 30, seed: 20261123 },
    );
  });

  it.each(WRITE_ROUTES)("%s %s with any raw body and content type", async (method, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        async (raw, type) => {
          const res = await api.call(method, withId(route), {
            raw,
            headers: { "content-type": type, cookie: self.cookie },
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 15, seed: 20261124 },
    );
  });

  it("id routes and query values with any path segment", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 80 }), async (text) => {
        const segment = encodeURIComponent(text);
        const routes: [string, string][] = [
          ["GET", `/api/payment/getPayment/${segment}`],
          ["PUT", `/api/payment/updateTransactionStatusByTribute/${segment}`],
          ["POST", `/api/payment/sandbox/approve/${segment}`],
          ["POST", `/api/payment/webhook?type=payment&data.id=${segment}`],
          ["GET", `/api/wallet/getWalletBalanceByUser/${segment}`],
          ["GET", `/api/wallet/getExpenses/${self.id}?page=${segment}&limit=${segment}`],
          ["GET", `/api/wallet/getExpenses/${segment}`],
        ];
        for (const [method, route] of routes) {
          const json = method === "GET" ? undefined : {};
          const res = await api.call(method, route, { headers: { cookie: self.cookie }, json });
          expectClientError(res.status, res.body);
        }
      }),
      { numRuns: 25, seed: 20261125 },
    );
  });

  it("bad input moves no money: the wallet keeps its balance whatever the voucher and wallet calls receive", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            // Each of these is wrong whatever else the body holds; the key is often a valid one.
            amount: fc.oneof(
              fc.string({ maxLength: 12 }).filter((text) => !/\d/.test(text)),
              fc.double({ max: 0.9 }),
              fc.constant(null),
            ),
            value: fc.oneof(fc.string({ maxLength: 12 }), fc.double({ max: 0 }), fc.constant(null)),
            tributeId: fc.string({ maxLength: 40 }).filter((text) => !/^[0-9a-f-]{36}$/i.test(text)),
            idempotencyKey: fc.oneof(fc.string({ maxLength: 7 }), fc.constantFrom("fuzz-key-0001", "fuzz-key-0002")),
          },
          { requiredKeys: ["amount", "value", "tributeId"] },
        ),
        async (json) => {
          for (const path of [
            "/api/voucher/createVoucher",
            "/api/voucher/useVoucher",
            "/api/wallet/buyWithWalletBalance",
          ]) {
            const res = await api.call("POST", path, { json, headers: { cookie: self.cookie } });
            expect(res.status, path).toBeGreaterThanOrEqual(400);
            expectClientError(res.status, res.body);
          }
          expect(await balance()).toBe(10_000);
        },
      ),
      { numRuns: 25, seed: 20261126 },
    );
  });
});
