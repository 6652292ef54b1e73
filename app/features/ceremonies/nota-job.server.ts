import type { Tx } from "~/db/transaction.server";
import { enqueueJob } from "~/shared/jobs/jobs.server";

/** Draws a memorial's 'nota de falecimento' image (payload `{ profileId }`). */
export const NOTA_RENDER_JOB = "render-nota";

/**
 * Owes a drawing of the memorial's nota: one waiting at a time per memorial, and one more for a
 * later moment (when a ceremony ends), which must not swallow the drawing owed now.
 */
export function oweNota(profileId: string, options: { tx?: Tx; startAfter?: Date } = {}): Promise<string> {
  const singletonKey = options.startAfter ? `${profileId}@${options.startAfter.toISOString()}` : profileId;
  return enqueueJob(NOTA_RENDER_JOB, { profileId }, { singletonKey, ...options });
}
