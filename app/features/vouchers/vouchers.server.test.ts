import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getWalletBalance, listExpenses } from "~/features/wallet/wallet.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { fundWallet, signedInUser } from "../payments/payments.test-helpers";
import {
  createVoucher,
  generateVoucherCode,
  listVouchers,
  normaliseVoucherCode,
  redeemVoucher,
  VOUCHER_ALPHABET,
} from "./vouchers.server";

const { db } = setupTestDatabase();

describe("voucher codes", () => {
  it("are XXXX-XXXX without look-alike characters", () => {
    for (let i = 0; i < 200; i++) expect(generateVoucherCode()).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    for (const c of "01ILO") expect(VOUCHER_ALPHABET).not.toContain(c);
  });

  it("property: a code typed in lower case, without or with the dash, reads back as itself", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Array.from({ length: 50 }, generateVoucherCode)), (code) => {
        expect(normaliseVoucherCode(code.toLowerCase())).toBe(code);
        expect(normaliseVoucherCode(code.replace("-", ""))).toBe(code);
      }),
      { seed: 5 },
    );
    expect(normaliseVoucherCode("ABCD-EFG0")).toBeNull();
    expect(normaliseVoucherCode("ABCD-EFGHJ")).toBeNull();
  });
});

describe("vouchers", () => {
  it("creating one moves its value from the wallet; it is listed and drawn down until empty", async () => {
    const owner = await signedInUser(db());
    const friend = await signedInUser(db());
    await fundWallet(owner.id, 5000);
    const { voucherCode } = await createVoucher(owner, { amountCents: 1500, idempotencyKey: "create-voucher-1" });
    expect((await getWalletBalance(owner, owner.id)).balanceCents).toBe(3500);
    expect(await listVouchers(owner)).toMatchObject([{ code: voucherCode, initialCents: 1500, balanceCents: 1500 }]);
    expect((await listExpenses(owner, owner.id)).expenses).toMatchObject([{ type: "voucher", amountCents: 1500 }]);

    const first = await redeemVoucher(friend, {
      code: voucherCode.toLowerCase(),
      valueCents: 1000,
      idempotencyKey: "use-voucher-1",
    });
    expect(first).toMatchObject({ appliedCents: 1000, amountToPayCents: 0 });
    const again = await redeemVoucher(friend, { code: voucherCode, valueCents: 1000, idempotencyKey: "use-voucher-1" });
    expect(again).toEqual(first);
    const second = await redeemVoucher(friend, { code: voucherCode, valueCents: 899, idempotencyKey: "use-voucher-2" });
    expect(second).toMatchObject({ appliedCents: 500, amountToPayCents: 399 });
    expect((await getWalletBalance(friend, friend.id)).balanceCents).toBe(1500);
    await expect(
      redeemVoucher(friend, { code: voucherCode, valueCents: 100, idempotencyKey: "use-voucher-3" }),
    ).rejects.toThrow("Este voucher não tem mais saldo.");
  });

  it("refuses amounts with the spec's messages and changes nothing", async () => {
    const owner = await signedInUser(db());
    await fundWallet(owner.id, 1000);
    const create = (amountCents: unknown) =>
      createVoucher(owner, { amountCents, idempotencyKey: `bad-amount-${String(amountCents)}` });
    await expect(create(undefined)).rejects.toThrow("Preencha o valor do voucher");
    await expect(create("dez")).rejects.toThrow("Por favor, insira um valor numérico válido");
    await expect(create(99)).rejects.toThrow("O valor do voucher não pode ser menor que R$ 1,00");
    await expect(create(1001)).rejects.toThrow("O valor do voucher não pode ser maior que o saldo da carteira");
    await expect(createVoucher(null, { amountCents: 100, idempotencyKey: "anonymous-1" })).rejects.toMatchObject({
      status: 401,
    });
    expect(await listVouchers(owner)).toEqual([]);
    expect((await getWalletBalance(owner, owner.id)).balanceCents).toBe(1000);
  });

  it("guessing codes is rate-limited, and another person's wallet is not readable", async () => {
    const guesser = await signedInUser(db());
    const other = await signedInUser(db());
    const guess = (i: number) =>
      redeemVoucher(
        guesser,
        { code: "ABCD-EFGH", valueCents: 100, idempotencyKey: `guess-${i}-xyz` },
        { ip: "203.0.113.9" },
      );
    for (let i = 0; i < 10; i++) await expect(guess(i)).rejects.toThrow("Voucher inválido.");
    await expect(guess(10)).rejects.toMatchObject({ status: 429 });
    await expect(getWalletBalance(guesser, other.id)).rejects.toMatchObject({ status: 403 });
    await expect(listExpenses(null, other.id)).rejects.toMatchObject({ status: 401 });
  });
});
