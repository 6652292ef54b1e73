import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tributes } from "~/db/schema";
import { getWalletBalance, listExpenses } from "~/features/wallet/wallet.server";
import { hasValidCrc, parseBrCode } from "~/integrations/payments/brcode";
import { setupTestDatabase } from "../../../tests/support/database";
import { buyWithWalletBalance, createPayment, getPayment } from "./payments.server";
import { type actorOf, fundWallet, payer, pendingTribute, sandboxCard, signedInUser } from "./payments.test-helpers";
import { runReconciliation } from "./reconciliation.server";
import { movePayment } from "./settlement.server";
import { approveSandboxPayment } from "./webhook.server";
import { inTransaction } from "~/db/transaction.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

async function balanceOf(actor: ReturnType<typeof actorOf>) {
  return (await getWalletBalance(actor, actor.id)).balanceCents;
}

describe("card payments through the sandbox", () => {
  it("APRO tops the wallet up at once; OTHE is refused and credits nothing; CONT waits", async () => {
    const actor = await signedInUser(db());
    const topup = (holder: "APRO" | "OTHE" | "CONT", key: string) =>
      sandboxCard(holder).then((card) =>
        createPayment(
          actor,
          {
            product: "wallet_topup",
            productRefId: actor.id,
            amountCents: 5000,
            method: "card",
            card,
            payer,
            idempotencyKey: key,
          },
          NOW,
        ),
      );
    expect((await topup("APRO", "topup-apro-1")).status).toBe("approved");
    expect(await balanceOf(actor)).toBe(5000);
    const declined = await topup("OTHE", "topup-othe-1");
    expect(declined).toMatchObject({ status: "rejected", providerStatusDetail: "cc_rejected_other_reason" });
    const waiting = await topup("CONT", "topup-cont-1");
    expect(waiting.status).toBe("pending");
    expect(await balanceOf(actor)).toBe(5000);
    // The card number never reaches the payment record (random ids may hold any 4 digits: look for
    // the number itself, with or without its spaces).
    const stored = JSON.stringify(await getPayment(actor, waiting.id));
    expect(stored).not.toContain("5031433215406351");
    expect(stored).not.toContain("5031 4332");
  });

  it("a repeated call with the same key returns the first payment and charges once", async () => {
    const actor = await signedInUser(db());
    const card = await sandboxCard("APRO");
    const input = {
      product: "wallet_topup" as const,
      productRefId: actor.id,
      amountCents: 1000,
      method: "card" as const,
      card,
      payer,
      idempotencyKey: "same-key-123",
    };
    const first = await createPayment(actor, input, NOW);
    const second = await createPayment(actor, input, NOW);
    expect(second.id).toBe(first.id);
    expect(await balanceOf(actor)).toBe(1000);
  });

  it("refuses a bad CPF/CNPJ, a missing field and a stranger's top-up without recording anything", async () => {
    const actor = await signedInUser(db());
    const other = await signedInUser(db());
    const card = await sandboxCard("APRO");
    const base = {
      product: "wallet_topup" as const,
      productRefId: actor.id,
      amountCents: 1000,
      method: "card" as const,
      card,
      idempotencyKey: "bad-input-1",
    };
    await expect(createPayment(actor, { ...base, payer: { ...payer, document: "111.111.111-11" } })).rejects.toThrow(
      "CPF/CNPJ inválido",
    );
    await expect(createPayment(actor, { ...base, payer: { ...payer, email: "" } })).rejects.toThrow(
      "Preencha todos os campos",
    );
    await expect(createPayment(other, { ...base, payer })).rejects.toMatchObject({ status: 403 });
    await expect(createPayment(actor, { ...base, amountCents: 50, payer })).rejects.toMatchObject({ status: 400 });
    await expect(getPayment(other, "00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({ status: 404 });
  });
});

describe("PIX through the sandbox", () => {
  it("gives a valid BR Code and QR image, stays pending, and the approve call pays the tribute", async () => {
    const tribute = await pendingTribute(db(), { amountCents: 499 });
    const payment = await createPayment(
      null,
      { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: "pix-tribute-1" },
      NOW,
    );
    expect(payment.status).toBe("pending");
    const fields = parseBrCode(payment.pixQrCode!);
    expect(hasValidCrc(payment.pixQrCode!)).toBe(true);
    expect(fields.get("54")).toBe("4.99");
    expect(fields.get("53")).toBe("986");
    expect(fields.get("26")).toContain("br.gov.bcb.pix");
    expect(payment.pixQrImage).toMatch(/^data:image\/png;base64,/);
    expect(payment.expiresAt!.getTime() - NOW.getTime()).toBe(30 * 60_000);

    const approved = await approveSandboxPayment(payment.id, NOW);
    expect(approved.status).toBe("approved");
    const [paid] = await db().select().from(tributes).where(eq(tributes.id, tribute.id));
    expect(paid).toMatchObject({ status: "paid" });
  });

  it("an unpaid PIX expires after 30 minutes and can no longer be approved", async () => {
    const actor = await signedInUser(db());
    const payment = await createPayment(
      actor,
      {
        product: "wallet_topup",
        productRefId: actor.id,
        amountCents: 2000,
        method: "pix",
        payer,
        idempotencyKey: "pix-expire-1",
      },
      NOW,
    );
    expect((await runReconciliation(new Date(NOW.getTime() + 29 * 60_000))).expired).toBe(0);
    expect((await runReconciliation(new Date(NOW.getTime() + 31 * 60_000))).expired).toBe(1);
    expect((await getPayment(actor, payment.id)).status).toBe("expired");
    await approveSandboxPayment(payment.id, NOW);
    expect((await getPayment(actor, payment.id)).status).toBe("expired");
    expect(await balanceOf(actor)).toBe(0);
  });
});

describe("wallet purchases", () => {
  it("status only moves forward, in the service and in the database", async () => {
    const actor = await signedInUser(db());
    await fundWallet(actor.id, 250);
    const tribute = await pendingTribute(db());
    const payment = await buyWithWalletBalance(actor, {
      product: "tribute",
      productRefId: tribute.id,
      idempotencyKey: "forward-1",
    });
    const back = await inTransaction((tx) => movePayment(tx, payment.id, "pending", NOW));
    expect(back.moved).toBe(false);
    const refused = await db()
      .execute(`update payments set status = 'pending' where id = '${payment.id}'` as never)
      .then(
        () => "updated",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(refused).toMatch(/cannot move from approved to pending/);
    const expenses = await listExpenses(actor, actor.id);
    expect(expenses.expenses).toMatchObject([{ type: "Message", amountCents: 250 }]);
  });
});
