import { eq } from "drizzle-orm";
import { musicAuthorizations } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/** The music service authorizations a person started (never their sealed tokens); erasure deletes them. */
export const musicPersonalData: PersonalDataSource = {
  name: "music",
  tables: { music_authorizations: ["user_id"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        provider: musicAuthorizations.provider,
        profileId: musicAuthorizations.profileId,
        status: musicAuthorizations.status,
        createdAt: musicAuthorizations.createdAt,
        expiresAt: musicAuthorizations.expiresAt,
      })
      .from(musicAuthorizations)
      .where(eq(musicAuthorizations.userId, subject.userId));
    return { music_authorizations: rows };
  },
  async eraseFor(db, subject) {
    await db.delete(musicAuthorizations).where(eq(musicAuthorizations.userId, subject.userId));
  },
};
