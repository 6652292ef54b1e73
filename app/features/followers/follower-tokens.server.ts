import { createHash, createHmac, randomBytes } from "node:crypto";

/** SHA-256 of a token, as the table keeps it (a leaked table holds no working link). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A confirmation link's token: random, e-mailed once, kept only as its hash. */
export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url");
}

const PURPOSE = "follower-unsubscribe:v1:";

/**
 * The unsubscribe token of a follower: its id and an HMAC of it under the site's secret, so every
 * e-mail can carry it while the table keeps only its hash (looked up by that hash).
 */
export function unsubscribeTokenFor(secret: string, followerId: string): string {
  const mac = createHmac("sha256", secret)
    .update(PURPOSE + followerId)
    .digest("base64url");
  return `${followerId}.${mac}`;
}

/** A token as it may arrive in a path: short, URL-safe characters only. */
export function plausibleToken(token: unknown): token is string {
  return typeof token === "string" && token.length >= 20 && token.length <= 200 && /^[\w.-]+$/.test(token);
}
