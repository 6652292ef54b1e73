import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { tributes } from "~/db/schema";
import { readOutbox, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { buyWithWalletBalance, createPayment } from "~/features/payments/payments.server";
import { fundWallet, payer, signedInUser } from "~/features/payments/payments.test-helpers";
import { loadViewableProfile } from "~/features/profiles/profile-access.server";
import { setMailer } from "~/integrations/mail/mail.server";
import { sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { storedFiles, tempStorage, twoTone } from "~/shared/images/test-images";
import { createProfile, createUser } from "../../../tests/factories";
import { testContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { sendOwedOwnerNotices, sendOwnerNotice } from "./owner-notice.server";
import { TRIBUTE_MESSAGES } from "./tribute-form.schema";
import { expireUnpaidTributes, registerTribute } from "./tribute-purchase.server";
import { countBurningCandles, listSettledTributes } from "./tributes.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => setMailer(undefined));

const anonymous = () => testContext(new Request("http://localhost/homenagear/x"));
const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Souza",
  email: "maria@exemplo.com",
  kinship: "Filha",
  body: "Saudades, pai.",
  candleDays: "7",
  contract: "on",
  captchaToken: "sandbox:0.9",
  ...overrides,
});

async function refusal(run: Promise<unknown>): Promise<{ message: string; fields?: Record<string, string> }> {
  return run.then(
    () => ({ message: "(accepted)" }),
    (error: { message: string; fields?: Record<string, string> }) => error,
  );
}

describe("registering a tribute (any visitor; part 2, §4 and §5)", () => {
  it("sets the price on the server: candles 7 days R$ 4,99 and 14 days R$ 8,99, a message R$ 2,50", async () => {
    const profile = await createProfile(db());
    const candle7 = await registerTribute(anonymous(), { profileId: profile.id, type: "Candle", form: form() });
    const candle14 = await registerTribute(anonymous(), {
      profileId: profile.id,
      type: "Candle",
      form: form({ candleDays: "14", amount: "0.01", amountCents: 1 }),
    });
    const message = await registerTribute(anonymous(), { profileId: profile.id, type: "Message", form: form() });
    expect([candle7, candle14, message].map((r) => [r.tribute.amountCents, r.tribute.candleDays])).toEqual([
      [499, 7],
      [899, 14],
      [250, null],
    ]);
    expect(candle7.tribute).toMatchObject({ status: "pending", userId: null, kinship: "Filha" });
  });

  it("checks the fields in the spec's order and saves nothing when one fails", async () => {
    const profile = await createProfile(db());
    const steps: [Record<string, unknown>, string][] = [
      [{ name: "", email: "", kinship: "", body: "", contract: undefined }, TRIBUTE_MESSAGES.name],
      [{ email: "", kinship: "", body: "", contract: undefined }, TRIBUTE_MESSAGES.email],
      [{ kinship: "Vizinho", body: "", contract: undefined }, TRIBUTE_MESSAGES.kinship],
      [{ body: "  ", contract: undefined }, TRIBUTE_MESSAGES.body],
      [{ contract: undefined }, TRIBUTE_MESSAGES.contract],
    ];
    for (const [overrides, message] of steps) {
      const error = await refusal(
        registerTribute(anonymous(), { profileId: profile.id, type: "Message", form: form(overrides) }),
      );
      expect(error.message).toBe(message);
    }
    expect(await db().select().from(tributes)).toHaveLength(0);
  });

  it("runs the bot check again on the server: 0.4 or below is 'Robô detectado!'", async () => {
    const profile = await createProfile(db());
    for (const token of ["sandbox:0.3", "sandbox:0.4", "", "forged"]) {
      const error = await refusal(
        registerTribute(anonymous(), { profileId: profile.id, type: "Candle", form: form({ captchaToken: token }) }),
      );
      expect(error.message, token).toBe("Robô detectado!");
    }
    expect(await db().select().from(tributes)).toHaveLength(0);
    await registerTribute(anonymous(), {
      profileId: profile.id,
      type: "Candle",
      form: form({ captchaToken: "sandbox:0.41" }),
    });
    expect(await db().select().from(tributes)).toHaveLength(1);
  });

  it("needs a private memorial's token", async () => {
    const profile = await createProfile(db(), { access: "Private" });
    const error = await refusal(registerTribute(anonymous(), { profileId: profile.id, type: "Candle", form: form() }));
    expect(error.message).toBe("Perfil não encontrado.");
    const { tribute } = await registerTribute(anonymous(), {
      profileId: profile.id,
      token: profile.accessToken,
      type: "Candle",
      form: form(),
    });
    expect(tribute.profileId).toBe(profile.id);
  });

  it("takes a memory photo through the image pipeline (bytes decide), R$ 7,49; anything else is refused", async () => {
    const profile = await createProfile(db());
    const storage = await tempStorage([]);
    const png = new Uint8Array(await twoTone(400, 300).png().toBuffer());
    const { tribute } = await registerTribute(anonymous(), {
      profileId: profile.id,
      type: "Photo",
      form: form(),
      image: png,
      storage,
    });
    expect(tribute).toMatchObject({ amountCents: 749, type: "Photo" });
    expect(tribute.imagePath).toMatch(/^tributes\//);
    expect((await storedFiles(storage.root)).length).toBeGreaterThan(0);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await refusal(
      registerTribute(anonymous(), { profileId: profile.id, type: "Photo", form: form(), image: svg, storage }),
    );
    expect(refused.message).toBe("Formato de arquivo não suportado. Apenas JPEG, JPG, PNG, GIF e HEIC são aceitos");
    const missing = await refusal(registerTribute(anonymous(), { profileId: profile.id, type: "Photo", form: form() }));
    expect(missing.message).toBe(TRIBUTE_MESSAGES.photoRequired);
  });
});

describe("after payment", () => {
  it("shows only once paid; a candle burns 7 days from settlement and then only the history has it", async () => {
    const profile = await createProfile(db());
    const view = await loadViewableProfile({ viewer: null, username: profile.username });
    const { tribute } = await registerTribute(
      anonymous(),
      { profileId: profile.id, type: "Candle", form: form() },
      NOW,
    );
    expect((await listSettledTributes(view, { type: null, page: 1, limit: 10 }, NOW)).total).toBe(0);

    const buyer = await signedInUser(db());
    await fundWallet(buyer.id, 1000);
    await buyWithWalletBalance(
      buyer,
      { product: "tribute", productRefId: tribute.id, idempotencyKey: "candle-1" },
      NOW,
    );
    const [paid] = await db().select().from(tributes).where(eq(tributes.id, tribute.id));
    expect(paid!.burnsUntil!.getTime()).toBe(NOW.getTime() + 7 * DAY);
    expect((await listSettledTributes(view, { type: null, page: 1, limit: 10 }, NOW)).total).toBe(1);
    expect(await countBurningCandles(view, new Date(NOW.getTime() + 7 * DAY - 1000))).toBe(1);
    expect(await countBurningCandles(view, new Date(NOW.getTime() + 7 * DAY + 1000))).toBe(0);
  });

  it("e-mails the memorial's administrator once per settled tribute, whoever calls and how often", async () => {
    const outbox = await useTempOutbox();
    const owner = await createUser(db(), { email: "dona@exemplo.com", name: "Dona Rosa" });
    const profile = await createProfile(db(), { userId: owner.id, name: "Seu Jorge" });
    const { tribute } = await registerTribute(
      anonymous(),
      { profileId: profile.id, type: "Message", form: form() },
      NOW,
    );
    // Not settled: nothing is owed, nothing is sent.
    expect(await sendOwnerNotice(tribute.id)).toBe(false);

    const payment = await createPayment(
      null,
      { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: "notice-pix" },
      NOW,
    );
    await settleSandboxCharge(payment.providerPaymentId!, "approved");
    await handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, NOW), NOW);
    const results = await Promise.all([
      sendOwnerNotice(tribute.id),
      sendOwedOwnerNotices(),
      sendOwnerNotice(tribute.id),
    ]);
    expect(results.filter((r) => r === true || r === 1)).toHaveLength(1);
    expect(await sendOwnerNotice(tribute.id)).toBe(false);
    const messages = (await readOutbox(outbox)).filter((m) => m.includes("Nova homenagem"));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("To: dona@exemplo.com");
    expect(messages[0]).toContain("Maria Souza deixou uma mensagem em homenagem a Seu Jorge.");
    expect(messages[0]).toContain("Saudades, pai.");
  });
});

describe("unpaid tributes", () => {
  it("expire after 14 days, never while a payment for them is open", async () => {
    const profile = await createProfile(db());
    const { tribute: left } = await registerTribute(
      anonymous(),
      { profileId: profile.id, type: "Candle", form: form() },
      NOW,
    );
    const { tribute: paying } = await registerTribute(
      anonymous(),
      { profileId: profile.id, type: "Message", form: form() },
      NOW,
    );
    await createPayment(
      null,
      { product: "tribute", productRefId: paying.id, method: "pix", payer, idempotencyKey: "paying-late" },
      new Date(NOW.getTime() + 14 * DAY - 60_000),
    );
    expect(await expireUnpaidTributes(new Date(NOW.getTime() + 14 * DAY - 1000))).toBe(0);
    expect(await expireUnpaidTributes(new Date(NOW.getTime() + 14 * DAY + 1000))).toBe(1);
    const statuses = Object.fromEntries((await db().select().from(tributes)).map((t) => [t.id, t.status] as const));
    expect(statuses).toEqual({ [left.id]: "expired", [paying.id]: "pending" });
  });
});
