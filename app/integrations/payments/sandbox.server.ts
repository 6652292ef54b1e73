import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { sandboxCardTokens, sandboxCharges } from "~/db/schema";
import { config } from "~/shared/config.server";
import { NotFoundError, ValidationError } from "~/shared/http/errors";
import { buildBrCode } from "./brcode";
import type { ChargeInput, PaymentProvider, ProviderCharge, ProviderStatus, WebhookRequest } from "./provider";
import { signWebhook } from "./signature";

/**
 * A local stand-in for Mercado Pago with the same behaviour, state kept in the database so every
 * process sees the same charges. Card results follow Mercado Pago's test cardholder names.
 */
export const SANDBOX_MESSAGES = {
  invalidCard: "Dados do cartão inválidos.",
  invalidToken: "Token do cartão inválido ou já usado.",
} as const;

const CARD_RESULTS: Record<string, { status: ProviderStatus; detail: string }> = {
  APRO: { status: "approved", detail: "accredited" },
  OTHE: { status: "rejected", detail: "cc_rejected_other_reason" },
  CONT: { status: "pending", detail: "pending_contingency" },
};

/** The webhook secret of the sandbox: Mercado Pago's when configured, else a fixed local one. */
export function sandboxWebhookSecret(): string {
  return config().MP_WEBHOOK_SECRET ?? "sandbox-webhook-secret";
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface SandboxCardInput {
  cardNumber: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

/** The sandbox's card tokeniser: only the holder name and the last four digits are kept. */
export async function tokenizeSandboxCard(input: SandboxCardInput, now = new Date()): Promise<{ token: string }> {
  const digits = input.cardNumber.replace(/\D/g, "");
  const expiry = new Date(Date.UTC(input.expirationYear, input.expirationMonth, 1));
  const valid =
    digits.length >= 13 &&
    digits.length <= 19 &&
    luhnValid(digits) &&
    /^\d{3,4}$/.test(input.securityCode) &&
    input.expirationMonth >= 1 &&
    input.expirationMonth <= 12 &&
    expiry > now &&
    input.holderName.trim().length > 0;
  if (!valid) throw new ValidationError(SANDBOX_MESSAGES.invalidCard);
  const token = randomBytes(16).toString("hex");
  await db()
    .insert(sandboxCardTokens)
    .values({ token, holderName: input.holderName.trim().toUpperCase().slice(0, 100), lastFour: digits.slice(-4) });
  return { token };
}

function pixCodeFor(input: ChargeInput): string {
  const c = config();
  return buildBrCode({
    pixKey: c.CONTACT_EMAIL,
    amountCents: input.amountCents,
    merchantName: c.COMPANY_NAME,
    merchantCity: "SAO PAULO",
    txid: input.paymentId.replace(/-/g, "").slice(0, 25),
  });
}

type ChargeRow = typeof sandboxCharges.$inferSelect;

/** The QR image is drawn only when the charge is created: re-reads (webhooks) do not need it. */
async function toCharge(row: ChargeRow, withImage = false): Promise<ProviderCharge> {
  const charge: ProviderCharge = {
    providerPaymentId: row.id,
    status: row.status as ProviderStatus,
    statusDetail: row.statusDetail,
    externalReference: row.externalReference,
    amountCents: row.amountCents,
  };
  if (row.pixCode && withImage)
    charge.pix = { qrCode: row.pixCode, qrImage: await QRCode.toDataURL(row.pixCode, { margin: 1, width: 256 }) };
  return charge;
}

async function chargeRow(id: string): Promise<ChargeRow> {
  const [row] = await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  if (!row) throw new NotFoundError("Pagamento não encontrado no provedor.");
  return row;
}

async function setStatus(
  id: string,
  status: ProviderStatus,
  detail: string,
  from: ProviderStatus[],
): Promise<ChargeRow> {
  const [row] = await db()
    .update(sandboxCharges)
    .set({ status, statusDetail: detail })
    .where(sql`${sandboxCharges.id} = ${id} and ${sandboxCharges.status} in ${from}`)
    .returning();
  return row ?? chargeRow(id);
}

export function sandboxProvider(): PaymentProvider {
  return {
    name: "sandbox",
    get webhookSecret() {
      return sandboxWebhookSecret();
    },
    async createCharge(input) {
      const [existing] = await db()
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
      if (existing) return toCharge(existing, true);
      let result = { status: "pending" as ProviderStatus, detail: "pending_waiting_transfer" };
      let pixCode: string | null = null;
      if (input.method === "card") {
        const [token] = await db()
          .update(sandboxCardTokens)
          .set({ used: true })
          .where(sql`${sandboxCardTokens.token} = ${input.card?.token ?? ""} and not ${sandboxCardTokens.used}`)
          .returning();
        if (!token) throw new ValidationError(SANDBOX_MESSAGES.invalidToken);
        result = CARD_RESULTS[token.holderName] ?? { status: "approved", detail: "accredited" };
      } else {
        pixCode = pixCodeFor(input);
      }
      const [row] = await db()
        .insert(sandboxCharges)
        .values({
          id: String(randomInt(10_000_000_000, 99_999_999_999)),
          idempotencyKey: input.idempotencyKey,
          externalReference: input.paymentId,
          amountCents: input.amountCents,
          method: input.method,
          status: result.status,
          statusDetail: result.detail,
          pixCode,
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning();
      if (!row) return this.createCharge(input);
      return toCharge(row, true);
    },
    async getCharge(id) {
      return toCharge(await chargeRow(id));
    },
    async findChargeByReference(paymentId) {
      const [row] = await db().select().from(sandboxCharges).where(eq(sandboxCharges.externalReference, paymentId));
      return row ? toCharge(row) : undefined;
    },
    async refundCharge(id) {
      return toCharge(await setStatus(id, "refunded", "refunded", ["approved"]));
    },
    async cancelCharge(id) {
      return toCharge(await setStatus(id, "cancelled", "expired", ["pending"]));
    },
  };
}

/** Settles a pending sandbox charge as if the payer had paid (PIX) or the card review ended. */
export async function settleSandboxCharge(
  providerPaymentId: string,
  status: "approved" | "rejected" = "approved",
): Promise<ProviderCharge> {
  const detail = status === "approved" ? "accredited" : "cc_rejected_other_reason";
  return toCharge(await setStatus(providerPaymentId, status, detail, ["pending"]));
}

/** The notification Mercado Pago would send for a charge, signed the same way. */
export function sandboxWebhook(providerPaymentId: string, now = new Date()): WebhookRequest {
  const requestId = randomUUID();
  return {
    dataId: providerPaymentId,
    xRequestId: requestId,
    xSignature: signWebhook(sandboxWebhookSecret(), providerPaymentId, requestId, String(now.getTime())),
    eventId: String(randomInt(10_000_000_000, 99_999_999_999)),
  };
}
