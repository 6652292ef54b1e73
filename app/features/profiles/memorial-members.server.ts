import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialMembers, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import type { MemorialRole } from "./memorial-roles.server";

/**
 * The writes of memorial_members and of a memorial's owner. Who may make them is the
 * memorial-team feature's rule (decision 040); these only keep the table's own invariants: the
 * owner is never a row, so a memorial always keeps its administrator.
 */

export interface MemorialMemberRow {
  userId: string;
  role: MemorialRole;
  addedByUserId: string | null;
  createdAt: Date;
}

/** The memorial's owner, read without a lock (for lists). */
export async function memorialOwnerOf(profileId: string, tx: Tx = db()): Promise<string | undefined> {
  const [row] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, profileId));
  return row?.userId;
}

/** The memorial's owner, locked for the rest of the transaction (team changes of one memorial queue on it). */
export async function lockMemorialOwner(tx: Tx, profileId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("update");
  return row?.userId;
}

/** Administrators and editors besides the owner, oldest first. */
export async function listMemorialMembers(profileId: string, tx: Tx = db()): Promise<MemorialMemberRow[]> {
  return tx
    .select({
      userId: memorialMembers.userId,
      role: memorialMembers.role,
      addedByUserId: memorialMembers.addedByUserId,
      createdAt: memorialMembers.createdAt,
    })
    .from(memorialMembers)
    .where(eq(memorialMembers.profileId, profileId))
    .orderBy(asc(memorialMembers.createdAt), asc(memorialMembers.userId));
}

/**
 * Makes `userId` an administrator or editor of the memorial; someone already in it keeps the
 * higher of the two roles. The owner is never added. Call with the owner locked.
 */
export async function addMemorialMember(
  tx: Tx,
  input: { profileId: string; userId: string; role: MemorialRole; addedByUserId: string | null; now: Date },
): Promise<MemorialRole> {
  const owner = await lockMemorialOwner(tx, input.profileId);
  if (owner === input.userId) return "administrator";
  const [existing] = await tx
    .select({ role: memorialMembers.role })
    .from(memorialMembers)
    .where(and(eq(memorialMembers.profileId, input.profileId), eq(memorialMembers.userId, input.userId)));
  if (existing) {
    if (existing.role === "administrator" || input.role === "editor") return existing.role;
    await setMemorialMemberRole(tx, input.profileId, input.userId, "administrator");
    return "administrator";
  }
  await tx.insert(memorialMembers).values({
    profileId: input.profileId,
    userId: input.userId,
    role: input.role,
    addedByUserId: input.addedByUserId,
    createdAt: input.now,
  });
  return input.role;
}

/** Changes a member's role; false when the person is not a member (the owner never is). */
export async function setMemorialMemberRole(
  tx: Tx,
  profileId: string,
  userId: string,
  role: MemorialRole,
): Promise<boolean> {
  const rows = await tx
    .update(memorialMembers)
    .set({ role })
    .where(and(eq(memorialMembers.profileId, profileId), eq(memorialMembers.userId, userId)))
    .returning({ userId: memorialMembers.userId });
  return rows.length > 0;
}

/** Removes a member; false when the person was not one. */
export async function removeMemorialMember(tx: Tx, profileId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(memorialMembers)
    .where(and(eq(memorialMembers.profileId, profileId), eq(memorialMembers.userId, userId)))
    .returning({ userId: memorialMembers.userId });
  return rows.length > 0;
}

/**
 * Hands the memorial to `toUserId`, one of its administrators: it becomes the owner (its member
 * row goes) and the former owner stays as an administrator. Call with the owner locked.
 */
export async function transferMemorialOwnership(
  tx: Tx,
  input: { profileId: string; fromUserId: string; toUserId: string; now: Date },
): Promise<void> {
  await removeMemorialMember(tx, input.profileId, input.toUserId);
  await tx.update(profiles).set({ userId: input.toUserId }).where(eq(profiles.id, input.profileId));
  await tx
    .insert(memorialMembers)
    .values({
      profileId: input.profileId,
      userId: input.fromUserId,
      role: "administrator",
      addedByUserId: input.toUserId,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}
