import { and, eq, isNull, or, sql } from "drizzle-orm";
import { memorialInvitations, memorialMembers } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * The teams a person belongs to and the invitations sent to or by them. Erasure takes the person
 * out of every team (the memorials keep their other administrators; decision 058), revokes the
 * invitations still open for their address and removes it from the ones kept as history.
 */
export const memorialTeamPersonalData: PersonalDataSource = {
  name: "memorial-team",
  tables: {
    memorial_members: ["user_id", "added_by_user_id"],
    memorial_invitations: ["email", "invited_by_user_id", "accepted_by_user_id"],
  },
  async exportFor(db, subject) {
    const members = await db
      .select({
        profileId: memorialMembers.profileId,
        role: memorialMembers.role,
        addedByUserId: memorialMembers.addedByUserId,
        createdAt: memorialMembers.createdAt,
      })
      .from(memorialMembers)
      .where(eq(memorialMembers.userId, subject.userId));
    const invitations = await db
      .select({
        profileId: memorialInvitations.profileId,
        email: memorialInvitations.email,
        role: memorialInvitations.role,
        invitedByUserId: memorialInvitations.invitedByUserId,
        acceptedByUserId: memorialInvitations.acceptedByUserId,
        createdAt: memorialInvitations.createdAt,
        expiresAt: memorialInvitations.expiresAt,
        acceptedAt: memorialInvitations.acceptedAt,
        revokedAt: memorialInvitations.revokedAt,
      })
      .from(memorialInvitations)
      .where(
        or(
          sql`lower(${memorialInvitations.email}) = ${subject.email}`,
          eq(memorialInvitations.invitedByUserId, subject.userId),
          eq(memorialInvitations.acceptedByUserId, subject.userId),
        ),
      );
    return { memorial_members: members, memorial_invitations: invitations };
  },
  async eraseFor(db, subject) {
    await db.delete(memorialMembers).where(eq(memorialMembers.userId, subject.userId));
    const toThem = sql`lower(${memorialInvitations.email}) = ${subject.email}`;
    await db
      .update(memorialInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(toThem, isNull(memorialInvitations.acceptedAt), isNull(memorialInvitations.revokedAt)));
    await db
      .update(memorialInvitations)
      .set({ email: `excluida-${subject.userId}@conta-excluida.invalid` })
      .where(toThem);
  },
};
