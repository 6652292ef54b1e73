import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Mercado Pago's webhook signature: `x-signature: ts=<ms>,v1=<hex>` where v1 is the HMAC-SHA256,
 * keyed with the webhook secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * (data.id lower-cased when alphanumeric; parts left out when absent).
 */
export function signatureManifest(dataId: string, requestId: string | undefined, ts: string): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ""}${requestId ? `request-id:${requestId};` : ""}ts:${ts};`;
}

export function signWebhook(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac("sha256", secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest("hex");
  return `ts=${ts},v1=${v1}`;
}

/**
 * The instant a `ts` names: Mercado Pago's documentation shows it in seconds and in milliseconds,
 * so a value below 10^11 is read as seconds (10^11 ms is 1973; 10^11 s is the year 5138).
 */
export function signedInstant(ts: string): number | undefined {
  if (!/^\d{1,16}$/.test(ts)) return undefined;
  const value = Number(ts);
  return value < 1e11 ? value * 1000 : value;
}

/**
 * Whether `header` signs this notification with `secret`; with `freshness`, also whether its
 * signed `ts` is within `toleranceMs` of `now` (before or after), so that a captured notification
 * cannot be replayed later (issue 20).
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  dataId: string,
  requestId: string | undefined,
  freshness?: { now: Date; toleranceMs: number },
): boolean {
  if (!header || !secret) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const [key, ...value] = part.split("=");
      return [key?.trim() ?? "", value.join("=").trim()] as const;
    }),
  );
  const ts = parts.get("ts");
  const v1 = parts.get("v1");
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (freshness) {
    const signedAt = signedInstant(ts);
    if (signedAt === undefined || Math.abs(freshness.now.getTime() - signedAt) > freshness.toleranceMs) return false;
  }
  const expected = createHmac("sha256", secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}
