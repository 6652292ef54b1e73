import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialMembers, profiles, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";

/** Someone who administers a memorial, as a message to them needs it. */
export interface MemorialAdministrator {
  userId: string;
  name: string;
  email: string;
  /** The memorial's owner (`profiles.user_id`), listed first. */
  owner: boolean;
}

/**
 * Who administers the memorial (decision 040): its owner first, then the administrators added to
 * it, oldest first; editors are not among them. Empty when the memorial does not exist.
 */
export async function memorialAdministrators(profileId: string, tx: Tx = db()): Promise<MemorialAdministrator[]> {
  const [owner] = await tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  if (!owner) return [];
  const members = await tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memorialMembers)
    .innerJoin(users, eq(users.id, memorialMembers.userId))
    .where(and(eq(memorialMembers.profileId, profileId), eq(memorialMembers.role, "administrator")))
    .orderBy(asc(memorialMembers.createdAt), asc(memorialMembers.userId));
  return [
    { ...owner, owner: true },
    ...members.filter((m) => m.userId !== owner.userId).map((m) => ({ ...m, owner: false })),
  ];
}
