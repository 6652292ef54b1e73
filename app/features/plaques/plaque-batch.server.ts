import { randomInt } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plaqueHashes } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { plaqueSheetPdf } from "./plaque-art.server";
import { MAX_PLAQUE_BATCH } from "./plaque-orders.schema";

export const PLAQUE_BATCH_MESSAGES = {
  adminOnly: "Apenas administradores podem emitir placas.",
  count: "Informe quantas placas emitir, de 1 a 120.",
  notFound: "Este lote não tem placas sem vínculo.",
  issued: (count: number) => `${count} ${count === 1 ? "placa emitida" : "placas emitidas"}.`,
} as const;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const BATCH_NAME = /^lote-\d{8}-\d{6}-[a-z0-9]{4}$/;

/** Ten random upper-case letters, as every plaque code. */
function newHash(): string {
  let hash = "";
  for (let i = 0; i < 10; i++) hash += LETTERS[randomInt(LETTERS.length)];
  return hash;
}

function requireAdmin(actor: SessionUser | null) {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "admin") throw new ForbiddenError(PLAQUE_BATCH_MESSAGES.adminOnly);
}

/** `lote-YYYYMMDD-HHMMSS-xxxx` (UTC): sorts by issue time and names the printable sheet. */
function batchName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `lote-${stamp}-${randomInt(36 ** 4)
    .toString(36)
    .padStart(4, "0")}`;
}

/**
 * The admins' batch issuance (decision 046): `count` plaque codes linked to no memorial, each
 * linked later by whoever scans it (`/qrcode/{hash}`). Returns the batch's name and its codes.
 */
export async function issuePlaqueBatch(actor: SessionUser | null, rawCount: unknown, now = new Date()) {
  requireAdmin(actor);
  const count = Number(rawCount);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PLAQUE_BATCH) {
    throw new ValidationError(PLAQUE_BATCH_MESSAGES.count, { count: PLAQUE_BATCH_MESSAGES.count });
  }
  const batch = batchName(now);
  const hashes = await inTransaction(async (tx) => {
    const issued: string[] = [];
    while (issued.length < count) {
      const [row] = await tx
        .insert(plaqueHashes)
        .values({ hash: newHash(), batch, createdAt: now })
        .onConflictDoNothing({ target: plaqueHashes.hash })
        .returning({ hash: plaqueHashes.hash });
      if (row) issued.push(row.hash);
    }
    return issued;
  });
  return { batch, hashes };
}

/** The printable A4 sheet of a batch's codes still unlinked, each plaque's art with its QR. */
export async function plaqueBatchSheet(actor: SessionUser | null, batch: string, origin: string): Promise<Buffer> {
  requireAdmin(actor);
  if (!BATCH_NAME.test(batch)) throw new NotFoundError(PLAQUE_BATCH_MESSAGES.notFound);
  const rows = await db()
    .select({ hash: plaqueHashes.hash })
    .from(plaqueHashes)
    .where(and(eq(plaqueHashes.batch, batch), isNull(plaqueHashes.profileId)))
    .orderBy(asc(plaqueHashes.hash));
  if (rows.length === 0) throw new NotFoundError(PLAQUE_BATCH_MESSAGES.notFound);
  return plaqueSheetPdf(rows.map(({ hash }) => ({ hash, qrUrl: `${origin}/qrcode/${hash}`, name: null })));
}
