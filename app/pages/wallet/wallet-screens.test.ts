import { describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { actorOf, fundWallet, pendingTribute } from "~/features/payments/payments.test-helpers";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { createVoucher } from "~/features/vouchers/vouchers.server";
import { activityText } from "~/features/wallet/components/expense-list";
import { loader as expensesLoader } from "~/features/wallet/wallet-expenses";
import { createTribute } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { loader as walletLoader } from "./wallet-screen";

const { db } = setupTestDatabase();

function args(path: string, cookie?: string): never {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

async function thrownBy(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** A wallet with R$ 30 that bought a candle (R$ 5) and a message (R$ 2,50) and made a R$ 10 voucher. */
async function walletWithHistory() {
  const signed = await signedInUser(db());
  const actor = actorOf(signed.user);
  await fundWallet(actor.id, 3000);
  const message = await pendingTribute(db());
  const candle = await createTribute(db(), {
    profileId: message.profileId,
    type: "Candle",
    status: "pending",
    amountCents: 500,
  });
  await buyWithWalletBalance(actor, { product: "tribute", productRefId: candle.id, idempotencyKey: "buy-candle-1" });
  await buyWithWalletBalance(actor, { product: "tribute", productRefId: message.id, idempotencyKey: "buy-message-1" });
  const voucher = await createVoucher(actor, { amountCents: 1000, idempotencyKey: "voucher-wallet-1" });
  return { ...signed, actor, voucher };
}

describe("/wallet", () => {
  it("sends an anonymous visitor to /login and back", async () => {
    // Each call is started only when awaited: a rejection left waiting would be reported as unhandled.
    for (const [run, back] of [
      [() => walletLoader(args("/wallet")), "%2Fwallet"],
      [() => expensesLoader(args("/wallet-expenses?pagina=2")), "%2Fwallet-expenses%3Fpagina%3D2"],
    ] as const) {
      const thrown = await thrownBy(run());
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("location")).toBe(`/login?redirectTo=${back}`);
    }
  });

  it("shows an empty wallet: R$ 0,00, no expenses, no vouchers", async () => {
    const { cookie } = await signedInUser(db());
    const data = await walletLoader(args("/wallet", cookie));
    expect(data).toMatchObject({ balanceCents: 0, expenses: [], vouchers: [], partner: false });
  });

  it("shows the balance, the last 4 expenses newest first with their activity, and the vouchers left", async () => {
    const { cookie, voucher } = await walletWithHistory();
    const data = await walletLoader(args("/wallet", cookie));
    expect(data.balanceCents).toBe(3000 - 500 - 250 - 1000);
    expect(data.expenses.map((e) => [e.type, e.amountCents])).toEqual([
      ["voucher", 1000],
      ["Message", 250],
      ["Candle", 500],
    ]);
    expect(activityText(data.expenses[2]!)).toMatch(/^Vela acesa para /);
    expect(activityText(data.expenses[0]!)).toBe("Voucher criado");
    expect(data.vouchers).toEqual([expect.objectContaining({ code: voucher.voucherCode, balanceCents: 1000 })]);
  });

  it("never shows another person's wallet: each sees only their own", async () => {
    await walletWithHistory();
    const { cookie } = await signedInUser(db());
    const data = await walletLoader(args("/wallet", cookie));
    expect(data).toMatchObject({ balanceCents: 0, expenses: [], vouchers: [] });
  });

  it("lists at most 4 recent expenses; /wallet-expenses pages all of them on the server", async () => {
    const { user, cookie } = await signedInUser(db(), { type: "partner" });
    const actor = actorOf(user);
    await fundWallet(actor.id, 100_000);
    for (let i = 0; i < 23; i++) {
      await createVoucher(actor, { amountCents: 100 + i, idempotencyKey: `many-vouchers-${i}` });
    }
    const wallet = await walletLoader(args("/wallet", cookie));
    expect(wallet.partner).toBe(true);
    expect(wallet.expenses.map((e) => e.amountCents)).toEqual([122, 121, 120, 119]);

    const first = await expensesLoader(args("/wallet-expenses", cookie));
    expect(first).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.expenses).toHaveLength(20);
    const second = await expensesLoader(args("/wallet-expenses?pagina=2", cookie));
    expect(second.expenses.map((e) => e.amountCents)).toEqual([102, 101, 100]);
    const junk = await expensesLoader(args("/wallet-expenses?pagina=abc", cookie));
    expect(junk.page).toBe(1);

    const past = await thrownBy(expensesLoader(args("/wallet-expenses?pagina=9", cookie)));
    expect((past as Response).headers.get("location")).toBe("/wallet-expenses?pagina=2");
  });
});
