import { afterEach, describe, expect, it } from "vitest";
import { currentDatabase } from "~/db/client.server";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import { RealtimeHub, type RealtimeEvent } from "~/shared/realtime/hub.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { paymentChannel } from "./payment-events.server";
import { createPayment } from "./payments.server";
import { payer, pendingTribute, sandboxCard, signedInUser } from "./payments.test-helpers";
import { paymentLink, sendOwedReceipts, sendReceipt } from "./receipts.server";
import { approveSandboxPayment, handlePaymentWebhook } from "./webhook.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  setMailer({
    async send(message) {
      sent.push(message);
      return { id: String(sent.length) };
    },
  });
  return sent;
}

afterEach(() => setMailer(undefined));

async function pixTopUp(cents = 5000, existing?: Awaited<ReturnType<typeof signedInUser>>) {
  const user = existing ?? (await signedInUser(db(), { email: "ana@memorial.example" }));
  const payment = await createPayment(
    user,
    {
      product: "wallet_topup",
      productRefId: user.id,
      amountCents: cents,
      method: "pix",
      payer: { ...payer, email: user.email },
      idempotencyKey: `pix-${cents}`,
    },
    NOW,
  );
  return { user, payment };
}

describe("payment status events", () => {
  it("a payment's followers hear each move once it commits, and nothing of other payments", async () => {
    const { payment, user } = await pixTopUp();
    const { payment: other } = await pixTopUp(7000, user);
    const hub = new RealtimeHub(currentDatabase()!);
    const heard: RealtimeEvent[] = [];
    const arrived = new Promise<void>((resolve) =>
      hub.subscribe(paymentChannel(payment.id), (event) => heard.push(event) && resolve()),
    );
    await hub.start();
    try {
      await approveSandboxPayment(payment.id, NOW);
      await arrived;
      expect(heard).toEqual([{ id: payment.id, status: "approved" }]);
      await approveSandboxPayment(other.id, NOW);
      await approveSandboxPayment(payment.id, NOW);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toHaveLength(1);
    } finally {
      await hub.stop();
    }
  });
});

describe("receipts", () => {
  it("an approval owes one e-mail with what, amount, method, date and link; duplicates send nothing more", async () => {
    const sent = captureMail();
    const { payment } = await pixTopUp();
    await approveSandboxPayment(payment.id, NOW);
    // The same notification delivered again, and a second sandbox approval: no second receipt.
    const again = sandboxWebhook(payment.providerPaymentId!, NOW);
    await handlePaymentWebhook(again, NOW);
    await handlePaymentWebhook(again, NOW);
    await approveSandboxPayment(payment.id, NOW);
    const results = await Promise.all([sendReceipt(payment.id), sendReceipt(payment.id), sendOwedReceipts()]);
    await sendOwedReceipts();

    expect(results.filter((r) => r === true || r === 1)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe("ana@memorial.example");
    expect(mail!.subject).toMatch(/^Pagamento confirmado/);
    expect(mail!.text).toContain("Compra: Adicionar saldo à carteira\n");
    expect(mail!.text).toContain("Valor: R$\u00a050,00");
    expect(mail!.text).toContain("Forma de pagamento: PIX");
    // 12:00 UTC is 09:00 in São Paulo.
    expect(mail!.text).toContain("Data: 10/03/2026, 09:00");
    expect(mail!.text).toContain(paymentLink(payment.id));
    expect(paymentLink(payment.id)).toMatch(new RegExp(`/payment\\?id=${payment.id}$`));
  });

  it("a declined or pending payment owes no receipt; an anonymous tribute's goes to the payer's e-mail", async () => {
    const sent = captureMail();
    const user = await signedInUser(db());
    for (const holder of ["OTHE", "CONT"] as const) {
      await createPayment(
        user,
        {
          product: "wallet_topup",
          productRefId: user.id,
          amountCents: 1000,
          method: "card",
          card: await sandboxCard(holder),
          payer,
          idempotencyKey: `card-${holder}`,
        },
        NOW,
      );
    }
    expect(await sendOwedReceipts()).toBe(0);

    const tribute = await pendingTribute(db(), { amountCents: 499 });
    const paid = await createPayment(
      null,
      {
        product: "tribute",
        productRefId: tribute.id,
        method: "card",
        card: await sandboxCard("APRO"),
        payer,
        idempotencyKey: "tribute-card",
      },
      NOW,
    );
    expect(paid.status).toBe("approved");
    expect(await sendOwedReceipts()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([payer.email]);
    expect(sent[0]!.text).toContain("R$\u00a04,99");
    expect(sent[0]!.text).toContain("Cartão de crédito");
    // The tribute and its memorial, each named once (it read 'Homenagem: Homenagem: Mensagem').
    expect(sent[0]!.text).toContain("Compra: Mensagem no memorial de José Carlos da Silva\n");
    expect(sent[0]!.text.match(/Homenagem/g)).toBeNull();
  });

  it("a mail failure leaves the receipt owed for the next sweep", async () => {
    const { payment } = await pixTopUp();
    await approveSandboxPayment(payment.id, NOW);
    setMailer({
      send: () => Promise.reject(new Error("smtp down")),
    });
    expect(await sendOwedReceipts()).toBe(0);
    const sent = captureMail();
    expect(await sendOwedReceipts()).toBe(1);
    expect(sent).toHaveLength(1);
  });
});
