import { eq } from "drizzle-orm";
import { partnerMemorials, profileDrafts } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * A person's unfinished creation drafts (erased) and, for a funeral home, the memorials it
 * created (kept: they are the memorial's history, naming the account's tombstone; decision 058).
 */
export const profileEditorPersonalData: PersonalDataSource = {
  name: "profile-editor",
  tables: { profile_drafts: ["user_id"], partner_memorials: ["partner_id"] },
  async exportFor(db, subject) {
    const drafts = await db
      .select({
        step: profileDrafts.step,
        data: profileDrafts.data,
        profileId: profileDrafts.profileId,
        createdAt: profileDrafts.createdAt,
        updatedAt: profileDrafts.updatedAt,
      })
      .from(profileDrafts)
      .where(eq(profileDrafts.userId, subject.userId));
    const created = await db
      .select({
        profileId: partnerMemorials.profileId,
        createdAt: partnerMemorials.createdAt,
        completedAt: partnerMemorials.completedAt,
      })
      .from(partnerMemorials)
      .where(eq(partnerMemorials.partnerId, subject.userId));
    return { profile_drafts: drafts, partner_memorials: created };
  },
  async eraseFor(db, subject) {
    await db.delete(profileDrafts).where(eq(profileDrafts.userId, subject.userId));
  },
};
