import { eq, inArray, or } from "drizzle-orm";
import { followerOccasionSends, followers, profiles } from "~/db/schema";
import type { DataSubject, PersonalDataSource } from "~/shared/personal-data.server";
import type { Tx } from "~/db/transaction.server";

/** The subject's follower rows: by the account that followed, or by the address. */
const ofSubject = (subject: DataSubject) =>
  or(eq(followers.userId, subject.userId), eq(followers.email, subject.email.toLowerCase()));

async function followerIds(db: Tx, subject: DataSubject): Promise<string[]> {
  const rows = await db.select({ id: followers.id }).from(followers).where(ofSubject(subject));
  return rows.map((row) => row.id);
}

/**
 * 'Meus dados' for following (decision 055): the memorials a person follows (never the token
 * hashes) and which occasions were e-mailed; erasing deletes the follower rows and their sends.
 */
export const followersPersonalData: PersonalDataSource = {
  name: "followers",
  tables: { followers: ["user_id", "email"], follower_occasion_sends: ["follower_id"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        id: followers.id,
        memorial: profiles.name,
        memorialUsername: profiles.username,
        email: followers.email,
        status: followers.status,
        consentVersion: followers.consentVersion,
        createdAt: followers.createdAt,
        confirmedAt: followers.confirmedAt,
        unsubscribedAt: followers.unsubscribedAt,
      })
      .from(followers)
      .innerJoin(profiles, eq(profiles.id, followers.profileId))
      .where(ofSubject(subject));
    const ids = rows.map((row) => row.id);
    const sends = ids.length
      ? await db
          .select({
            followerId: followerOccasionSends.followerId,
            occasion: followerOccasionSends.occasionKey,
            sentAt: followerOccasionSends.sentAt,
          })
          .from(followerOccasionSends)
          .where(inArray(followerOccasionSends.followerId, ids))
      : [];
    return { followers: rows, follower_occasion_sends: sends };
  },
  async eraseFor(db, subject) {
    const ids = await followerIds(db, subject);
    if (ids.length === 0) return;
    // The sends go with their follower (on delete cascade); deleted explicitly all the same.
    await db.delete(followerOccasionSends).where(inArray(followerOccasionSends.followerId, ids));
    await db.delete(followers).where(inArray(followers.id, ids));
  },
};
