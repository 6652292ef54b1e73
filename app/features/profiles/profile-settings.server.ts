import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { db } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";

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

/** Marks a memorial activated (approved to be public), in the caller's transaction. */
export async function markProfileActivated(tx: Tx, profileId: string): Promise<void> {
  await tx.update(profiles).set({ activatedByUser: true }).where(eq(profiles.id, profileId));
}

/** Whether the family approves messages and photos before they show (the moderation feature decides who may). */
export async function setTributeApproval(profileId: string, on: boolean, tx: Tx = db()): Promise<void> {
  await tx.update(profiles).set({ approveTributes: on }).where(eq(profiles.id, profileId));
}

/** The memorial's playlist link (the music feature made the playlist). */
export async function setPlaylistLink(profileId: string, link: string | null, tx: Tx = db()): Promise<void> {
  await tx.update(profiles).set({ playlistLink: link }).where(eq(profiles.id, profileId));
}
