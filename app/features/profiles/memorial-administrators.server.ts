import { and, asc, eq, inArray } from "drizzle-orm";
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
  return (await administratorsOfMemorials([profileId], tx)).get(profileId) ?? [];
}

/**
 * `memorialAdministrators` of several memorials in two statements (a list of them, one page at a
 * time): by memorial id; a memorial that does not exist is absent.
 */
export async function administratorsOfMemorials(
  profileIds: readonly string[],
  tx: Tx = db(),
): Promise<Map<string, MemorialAdministrator[]>> {
  const unique = [...new Set(profileIds)];
  const byMemorial = new Map<string, MemorialAdministrator[]>();
  if (unique.length === 0) return byMemorial;
  const person = { userId: users.id, name: users.name, email: users.email };
  const owners = await tx
    .select({ profileId: profiles.id, ...person })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.id, unique));
  const members = await tx
    .select({ profileId: memorialMembers.profileId, ...person })
    .from(memorialMembers)
    .innerJoin(users, eq(users.id, memorialMembers.userId))
    .where(and(inArray(memorialMembers.profileId, unique), eq(memorialMembers.role, "administrator")))
    .orderBy(asc(memorialMembers.createdAt), asc(memorialMembers.userId));
  for (const { profileId, ...owner } of owners) byMemorial.set(profileId, [{ ...owner, owner: true }]);
  for (const { profileId, ...member } of members) {
    const list = byMemorial.get(profileId);
    if (list && member.userId !== list[0]!.userId) list.push({ ...member, owner: false });
  }
  return byMemorial;
}
