import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { idempotencyKeys } from "~/db/schema";
import { ConflictError, ValidationError } from "~/shared/http/errors";
import type { Tx } from "~/db/transaction.server";

export const IDEMPOTENCY_MESSAGES = {
  missing: "Informe a chave de idempotência da operação.",
  reused: "Esta chave de idempotência já foi usada para outra operação.",
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Checks the shape of a client's idempotency key (8 to 128 URL-safe characters). */
export function assertIdempotencyKey(key: unknown): string {
  if (typeof key !== "string" || !KEY_PATTERN.test(key)) throw new ValidationError(IDEMPOTENCY_MESSAGES.missing);
  return key;
}

function digest(request: unknown): string {
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

/**
 * Runs `work` once per (scope, key) inside the caller's transaction and stores its result. The
 * key row is written first, so a concurrent call with the same key waits on it until the first
 * commits and then returns the stored result; when the first rolls back, the second runs. The
 * same key with a different request is refused.
 */
export async function once<T>(
  tx: Tx,
  scope: string,
  key: string,
  request: unknown,
  work: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const requestHash = digest(request);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!stored || stored.requestHash !== requestHash) throw new ConflictError(IDEMPOTENCY_MESSAGES.reused);
    return { result: stored.result as T, replayed: true };
  }
  const result = await work();
  await tx
    .update(idempotencyKeys)
    .set({ result: result as unknown })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return { result, replayed: false };
}
