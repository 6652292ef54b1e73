import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/shared/validation/uuid";

/**
 * The unsubscribe link's token: the contact's id and an HMAC-SHA256 of it under the session secret
 * (a purpose prefix keeps it apart from every other use of that secret). Unguessable without the
 * secret, and nothing to store: the contact's row is the only state.
 */
const PURPOSE = "notification-contact-unsubscribe:v1:";

function mac(secret: string, contactId: string): string {
  return createHmac("sha256", secret)
    .update(PURPOSE + contactId)
    .digest("base64url");
}

export function unsubscribeToken(secret: string, contactId: string): string {
  return `${contactId}.${mac(secret, contactId)}`;
}

/** The contact id a token was signed for, or undefined when it was not signed here. */
export function contactIdOfToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [contactId, given, ...rest] = token.split(".");
  if (rest.length > 0 || !isUuid(contactId) || !given) return undefined;
  const expected = Buffer.from(mac(secret, contactId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? contactId : undefined;
}
