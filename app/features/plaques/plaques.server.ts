import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plaqueHashes, profiles } from "~/db/schema";
import { NotFoundError } from "~/shared/http/errors";
import { assertRateLimit, refundRateLimit } from "~/shared/http/rate-limit.server";

export const PLAQUE_MESSAGES = {
  noProfile: "Hash sem perfil vinculado",
  unknown: "Hash não encontrado.",
  active: "Esta placa já está vinculada a um perfil.",
  available: "Placa disponível para um novo perfil.",
  tooMany: "Muitas tentativas com códigos de placa inexistentes. Aguarde alguns minutos e tente novamente.",
} as const;

/**
 * A linked plaque opens its memorial, private ones included (with their token), so plaque hashes
 * must not be guessable in bulk: every lookup of a hash that was never issued counts against the
 * visitor's address. Scanning real plaques never counts.
 */
export const PLAQUE_MISS_LIMIT = { limit: 100, windowMs: 15 * 60 * 1000 };

/** Ten letters, any case, become the printed upper-case hash; anything else is no hash at all. */
export function normalizePlaqueHash(raw: unknown): string | null {
  if (typeof raw !== "string" || !/^[A-Za-z]{10}$/.test(raw)) return null;
  return raw.toUpperCase();
}

interface PlaqueRow {
  hash: string;
  username: string | null;
  access: "Public" | "Private" | null;
  accessToken: string | null;
}

async function findPlaque(hash: string): Promise<PlaqueRow | undefined> {
  const [row] = await db()
    .select({
      hash: plaqueHashes.hash,
      username: profiles.username,
      access: profiles.access,
      accessToken: profiles.accessToken,
    })
    .from(plaqueHashes)
    .leftJoin(profiles, eq(profiles.id, plaqueHashes.profileId))
    .where(eq(plaqueHashes.hash, hash))
    .limit(1);
  return row;
}

export interface LookupMeta {
  /** The visitor's address: unknown hashes count against it. */
  ip?: string;
}

/**
 * The plaque of a hash, counted against the visitor's miss limit first; the hit is given back
 * when the hash exists, so only hashes that were never issued count.
 */
async function lookUpPlaque(rawHash: unknown, meta: LookupMeta): Promise<PlaqueRow | undefined> {
  const hash = normalizePlaqueHash(rawHash);
  if (!hash) return undefined;
  const keys = meta.ip ? [`plaque-miss:ip:${meta.ip}`] : [];
  await assertRateLimit(keys, PLAQUE_MISS_LIMIT, PLAQUE_MESSAGES.tooMany);
  const row = await findPlaque(hash);
  if (row) await refundRateLimit(keys);
  return row;
}

/** The username of the memorial a plaque hash is linked to, or null (unknown, unlinked or malformed). */
export async function profileForHash(rawHash: unknown, meta: LookupMeta = {}): Promise<string | null> {
  const row = await lookUpPlaque(rawHash, meta);
  return row?.username ?? null;
}

export type PlaqueStatus = "active" | "available";

/**
 * DECISIONS.md: unknown hashes are a 404; 'active' when linked to a memorial (the wizard shows the
 * message and stays), else 'available'.
 */
export async function verifyHash(
  rawHash: unknown,
  meta: LookupMeta = {},
): Promise<{ hash: string; status: PlaqueStatus; message: string }> {
  const row = await lookUpPlaque(rawHash, meta);
  if (!row) throw new NotFoundError(PLAQUE_MESSAGES.unknown);
  const status = row.username ? "active" : "available";
  return { hash: row.hash, status, message: PLAQUE_MESSAGES[status] };
}

export type PlaqueDestination =
  /** Not a plaque hash at all (wrong length or characters). */
  | { kind: "invalid" }
  /** The memorial's page; a private memorial's path carries its access token. */
  | { kind: "profile"; path: string; private: boolean }
  /** No memorial yet (a pre-printed plaque, or a hash we do not know): the visitor may create one. */
  | { kind: "unlinked"; hash: string };

/**
 * Where scanning a plaque leads. The plaque on the grave is the family's own link to the memorial,
 * printed by them, so a private memorial opens with its token like the link the family shares.
 */
export async function plaqueDestination(rawHash: unknown, meta: LookupMeta = {}): Promise<PlaqueDestination> {
  const hash = normalizePlaqueHash(rawHash);
  if (!hash) return { kind: "invalid" };
  const row = await lookUpPlaque(hash, meta);
  if (!row?.username) return { kind: "unlinked", hash };
  const base = `/profile/${encodeURIComponent(row.username)}`;
  if (row.access === "Private" && row.accessToken) {
    return { kind: "profile", path: `${base}/${encodeURIComponent(row.accessToken)}`, private: true };
  }
  return { kind: "profile", path: base, private: false };
}
