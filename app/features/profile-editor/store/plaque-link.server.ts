import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { plaqueHashes } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { normalizePlaqueHash } from "~/features/plaques/index.server";
import { ConflictError, ValidationError } from "~/shared/http/errors";

export const PLAQUE_LINK_MESSAGES = {
  invalid: "Código de placa inválido.",
  taken: "Esta placa já está vinculada a outro perfil.",
} as const;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Ten random upper-case letters (26^10 ≈ 1.4e14 possibilities, so plaques cannot be guessed in bulk). */
export function newPlaqueHash(): string {
  let hash = "";
  for (let i = 0; i < 10; i++) hash += LETTERS[randomInt(LETTERS.length)];
  return hash;
}

/**
 * Gives a new profile its plaque: the one it was created from (a pre-printed plaque, claimed only
 * while still unlinked, so of two creations racing for it one wins and the other is told; or a
 * scanned hash never issued, issued now), otherwise a freshly issued unique hash.
 */
export async function linkPlaque(tx: Tx, profileId: string, requested: string | undefined, now: Date): Promise<string> {
  if (requested !== undefined) {
    const hash = normalizePlaqueHash(requested);
    if (!hash) throw new ValidationError(PLAQUE_LINK_MESSAGES.invalid, { hash: PLAQUE_LINK_MESSAGES.invalid });
    const [claimed] = await tx
      .update(plaqueHashes)
      .set({ profileId, linkedAt: now })
      .where(and(eq(plaqueHashes.hash, hash), isNull(plaqueHashes.profileId)))
      .returning({ hash: plaqueHashes.hash });
    if (claimed) return claimed.hash;
    // A plaque we never issued (qrcode.tsx lets its scanner create the memorial): it is issued now.
    const [issued] = await tx
      .insert(plaqueHashes)
      .values({ hash, profileId, linkedAt: now, createdAt: now })
      .onConflictDoNothing({ target: plaqueHashes.hash })
      .returning({ hash: plaqueHashes.hash });
    if (!issued) throw new ConflictError(PLAQUE_LINK_MESSAGES.taken, { hash: PLAQUE_LINK_MESSAGES.taken });
    return issued.hash;
  }
  for (;;) {
    const [issued] = await tx
      .insert(plaqueHashes)
      .values({ hash: newPlaqueHash(), profileId, linkedAt: now, createdAt: now })
      .onConflictDoNothing({ target: plaqueHashes.hash })
      .returning({ hash: plaqueHashes.hash });
    if (issued) return issued.hash;
  }
}
