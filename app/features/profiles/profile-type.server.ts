import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { Tx } from "~/features/ledger/index.server";

export type ProfileType = (typeof profiles.$inferSelect)["type"];

/**
 * Sets the plan a memorial shows (its type), in the caller's transaction; `activate` also marks
 * it activated. Which plan is the plans feature's decision (a term started, ended or assigned).
 */
export async function setProfileType(
  tx: Tx,
  profileId: string,
  type: ProfileType,
  { activate = false }: { activate?: boolean } = {},
): Promise<void> {
  await tx
    .update(profiles)
    .set(activate ? { type, activatedByUser: true } : { type })
    .where(eq(profiles.id, profileId));
}
