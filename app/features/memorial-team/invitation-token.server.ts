import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { isUuid } from "~/shared/validation/uuid";

/**
 * An invitation's link token: its id and an HMAC of it under the site's secret. Only the SHA-256
 * of the token is stored (a database reader learns no working link), and the owed e-mail can be
 * sent later by any process, which derives the same token again.
 */
export async function invitationToken(invitationId: string): Promise<string> {
  const mac = createHmac("sha256", await ensureSessionSecret())
    .update(`memorial-invitation:v1:${invitationId}`)
    .digest("base64url");
  return `${invitationId}.${mac}`;
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The invitation id a well-formed token names, if its HMAC is right (constant-time). */
export async function invitationIdOf(token: unknown): Promise<string | undefined> {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [id, mac] = token.split(".");
  if (!id || !mac || !isUuid(id)) return undefined;
  const expected = Buffer.from((await invitationToken(id)).split(".")[1]!);
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
