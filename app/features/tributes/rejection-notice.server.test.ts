import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { buyWithWalletBalance, createPayment } from "~/features/payments/payments.server";
import { fundWallet, payer, sandboxCard, signedInUser } from "~/features/payments/payments.test-helpers";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile } from "../../../tests/factories";
import { testContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { moderateTribute } from "./moderation.server";
import { sendOwedRejectionNotices } from "./rejection-notice.server";
import { registerTribute } from "./tribute-purchase.server";

const { db } = setupTestDatabase();

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

async function heldMessage(email: string) {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.id, name: "Antônia Ribeiro" });
  await db().update(profiles).set({ approveTributes: true }).where(eq(profiles.id, profile.id));
  const { tribute } = await registerTribute(testContext(new Request("http://localhost/")), {
    profileId: profile.id,
    type: "Message",
    form: {
      name: "Maria Souza",
      email,
      kinship: "Filha",
      body: "Saudades.",
      contract: "on",
      captchaToken: "sandbox:0.9",
    },
  });
  return { owner, tribute };
}

describe("the buyer of a refused tribute", () => {
  it("is e-mailed once that it was refused and refunded to the card that paid it", async () => {
    const sent = captureMail();
    const { owner, tribute } = await heldMessage("maria@exemplo.com");
    await createPayment(null, {
      product: "tribute",
      productRefId: tribute.id,
      method: "card",
      card: await sandboxCard("APRO"),
      payer: { ...payer, email: "pagadora@exemplo.com" },
      idempotencyKey: "refused-by-card",
    });
    await moderateTribute(owner, tribute.id, "reject");
    expect(await sendOwedRejectionNotices()).toBe(0);

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe("pagadora@exemplo.com");
    expect(mail!.subject).toBe("Sua mensagem para Antônia Ribeiro não foi publicada");
    expect(mail!.text).toContain("preferiu não publicar a sua mensagem");
    expect(mail!.text).toContain("R$\u00a02,50 foram estornados no cartão usado no pagamento");
    expect(mail!.text).toMatch(/\/payment\?id=[0-9a-f-]{36}/);
  });

  it("paid from the wallet, hears that the money is back in the wallet; a mail failure stays owed", async () => {
    const { owner, tribute } = await heldMessage("maria@exemplo.com");
    const buyer = await signedInUser(db(), { email: "comprador@exemplo.com" });
    await fundWallet(buyer.id, 250);
    await buyWithWalletBalance(buyer, { product: "tribute", productRefId: tribute.id, idempotencyKey: "by-wallet" });
    setMailer({
      async send() {
        throw new Error("smtp down");
      },
    });
    await moderateTribute(owner, tribute.id, "reject");

    const sent = captureMail();
    expect(await sendOwedRejectionNotices()).toBe(1);
    expect(await sendOwedRejectionNotices()).toBe(0);
    expect(sent.map((mail) => mail.to)).toEqual(["comprador@exemplo.com"]);
    expect(sent[0]!.text).toContain("O valor de R$\u00a02,50 voltou para a sua carteira no site.");
  });
});
