import type { Tx } from "~/db/transaction.server";
import { addMemorialMember, lockMemorialOwner, transferMemorialOwnership } from "~/features/profiles/index.server";

/**
 * An approved claim's effect on the team (decision 057), inside the approving transaction: the
 * claimant becomes an administrator, or, when the memorial has no active administrator, its owner
 * (the former owner stays an administrator, as in every transfer). Who approved is the caller's
 * record; the site admin who decides is `byUserId`.
 */
export async function admitClaimant(
  tx: Tx,
  input: { profileId: string; userId: string; byUserId: string; transfer: boolean; now: Date },
): Promise<void> {
  const ownerId = await lockMemorialOwner(tx, input.profileId);
  if (!ownerId) throw new Error(`memorial ${input.profileId} is gone`);
  if (ownerId === input.userId) return;
  await addMemorialMember(tx, {
    profileId: input.profileId,
    userId: input.userId,
    role: "administrator",
    addedByUserId: input.byUserId,
    now: input.now,
  });
  if (input.transfer) {
    await transferMemorialOwnership(tx, {
      profileId: input.profileId,
      fromUserId: ownerId,
      toUserId: input.userId,
      now: input.now,
    });
  }
}
