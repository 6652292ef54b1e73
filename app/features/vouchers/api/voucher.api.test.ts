import { describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { fundWallet } from "~/features/payments/payments.test-helpers";
import { AMOUNT_MESSAGES } from "~/shared/validation/money";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";

const { db } = setupTestDatabase();
const api = startTestApi();

async function walletReais(userId: string, cookie: string) {
  const answer = await api.call<{ balance: { balance: number } }>(
    "GET",
    `/api/wallet/getWalletBalanceByUser/${userId}`,
    {
      headers: { cookie },
    },
  );
  return answer.body.balance.balance;
}

describe("POST /api/voucher/createVoucher reads the amount strictly", () => {
  it("refuses '1e9', '-5', '0,999' and '1.000,001' with their pt-BR reasons and moves nothing", async () => {
    const { user, cookie } = await signedInUser(db());
    await fundWallet(user.id, 10_000);
    const cases: Array<[string | number, string]> = [
      ["1e9", AMOUNT_MESSAGES.invalid],
      ["-5", AMOUNT_MESSAGES.notPositive],
      ["0,999", AMOUNT_MESSAGES.decimals],
      ["1.000,001", AMOUNT_MESSAGES.decimals],
      ["abc", AMOUNT_MESSAGES.invalid],
      [0.999, AMOUNT_MESSAGES.decimals],
      [-5, AMOUNT_MESSAGES.notPositive],
    ];
    for (const [index, [amount, message]] of cases.entries()) {
      const answer = await api.call("POST", "/api/voucher/createVoucher", {
        json: { amount, idempotencyKey: `strict-amount-${index}` },
        headers: { cookie },
      });
      expect(answer, String(amount)).toMatchObject({ status: 400, body: { success: false, message } });
    }
    expect(await walletReais(user.id, cookie)).toBe(100);
  });

  it("takes the Brazilian forms exactly", async () => {
    const { user, cookie } = await signedInUser(db());
    await fundWallet(user.id, 200_000);
    for (const [amount, reais] of [
      ["10,5", 10.5],
      ["R$ 1.000,00", 1000],
      ["12.50", 12.5],
    ] as const) {
      const answer = await api.call("POST", "/api/voucher/createVoucher", {
        json: { amount, idempotencyKey: `forms-${amount.replace(/[^\d]/g, "")}` },
        headers: { cookie },
      });
      expect(answer, amount).toMatchObject({ status: 201, body: { amount: reais } });
    }
    expect(await walletReais(user.id, cookie)).toBe(2000 - 10.5 - 1000 - 12.5);
  });

  it("R$ 21.474.836,48 and more is a pt-BR 400, never a 500 (a 32-bit column used to overflow)", async () => {
    const { user, cookie } = await signedInUser(db());
    await fundWallet(user.id, 10_000);
    for (const amount of [21_474_836.48, "21.474.836,48", 1e12]) {
      const answer = await api.call("POST", "/api/voucher/createVoucher", {
        json: { amount, idempotencyKey: `huge-${String(amount).replace(/[^\d]/g, "")}` },
        headers: { cookie },
      });
      expect(answer, String(amount)).toMatchObject({
        status: 400,
        body: { success: false, message: AMOUNT_MESSAGES.tooLarge },
      });
    }
    expect(await walletReais(user.id, cookie)).toBe(100);
  });
});
