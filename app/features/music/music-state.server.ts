import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { MusicTokens } from "~/integrations/music/provider";

/** What the state parameter carries, in the spec's underscore layout (decision 016). */
export interface MusicStateParts {
  /** 128 random bits, hex: the key of the round trip's row (single use). */
  nonce: string;
  profileId: string;
  profileName: string;
  profileUsername: string;
}

/** Who the state is bound to: it is refused in any other session or for any other user. */
export interface MusicStateBinding {
  sessionId: string;
  userId: string;
}

const NONCE = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
/** Spotify passes the state back untouched; this keeps a URL well under any proxy's limit. */
export const MAX_STATE_LENGTH = 1000;

export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

/** URL-encoded with the underscore encoded too, so splitting on '_' gives the spec's parts back. */
function encodePart(text: string): string {
  return encodeURIComponent(text).replace(/_/g, "%5F");
}

function mac(secret: string, payload: string, binding: MusicStateBinding): string {
  return createHmac("sha256", secret)
    .update(`music-state:v1\n${payload}\n${binding.sessionId}\n${binding.userId}`)
    .digest("hex");
}

/**
 * `{nonce}_{profileId}_{profileName}_{profileUsername}_{signature}`: parts two to four as the spec
 * reads them (the name and username URL-encoded), then an HMAC-SHA256 over the parts, the session
 * and the user, keyed by SESSION_SECRET.
 */
export function signMusicState(secret: string, parts: MusicStateParts, binding: MusicStateBinding): string {
  const payload = [parts.nonce, parts.profileId, encodePart(parts.profileName), encodePart(parts.profileUsername)].join(
    "_",
  );
  return `${payload}_${mac(secret, payload, binding)}`;
}

/** The parts of a state signed for this session and user, or null for anything forged or altered. */
export function readMusicState(secret: string, state: unknown, binding: MusicStateBinding): MusicStateParts | null {
  if (typeof state !== "string" || state.length === 0 || state.length > MAX_STATE_LENGTH) return null;
  const parts = state.split("_");
  if (parts.length !== 5) return null;
  const [nonce, profileId, name, username, signature] = parts as [string, string, string, string, string];
  if (!NONCE.test(nonce) || !UUID.test(profileId) || !SIGNATURE.test(signature)) return null;
  const expected = Buffer.from(mac(secret, parts.slice(0, 4).join("_"), binding), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return null;
  try {
    return { nonce, profileId, profileName: decodeURIComponent(name), profileUsername: decodeURIComponent(username) };
  } catch {
    return null;
  }
}

function tokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "music-tokens:v1", 32));
}

/**
 * The provider's tokens sealed with AES-256-GCM under a key derived from SESSION_SECRET and bound
 * to the round trip's nonce: a copied row or database dump gives no usable token.
 */
export function sealTokens(secret: string, nonce: string, tokens: MusicTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(secret), iv);
  cipher.setAAD(Buffer.from(nonce));
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The tokens of a sealed value, or null when it was altered, moved to another row or the secret changed. */
export function openTokens(secret: string, nonce: string, sealed: string | null): MusicTokens | null {
  const [version, iv, tag, body] = sealed?.split(".") ?? [];
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", tokenKey(secret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(nonce));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as MusicTokens;
  } catch {
    return null;
  }
}
