import { eq } from "drizzle-orm";
import { ceremonies } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * What the ceremonies feature holds about a person: the ceremonies they added. Erasing keeps each
 * ceremony on its memorial (it is the family's announcement) and forgets who added it.
 */
export const ceremoniesPersonalData: PersonalDataSource = {
  name: "ceremonies",
  tables: { ceremonies: ["created_by_user_id"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        id: ceremonies.id,
        profileId: ceremonies.profileId,
        kind: ceremonies.kind,
        customName: ceremonies.customName,
        startsAt: ceremonies.startsAt,
        endsAt: ceremonies.endsAt,
        cemeteryId: ceremonies.cemeteryId,
        placeName: ceremonies.placeName,
        placeAddress: ceremonies.placeAddress,
        streamUrl: ceremonies.streamUrl,
        createdAt: ceremonies.createdAt,
      })
      .from(ceremonies)
      .where(eq(ceremonies.createdByUserId, subject.userId));
    return { ceremonies: rows };
  },
  async eraseFor(db, subject) {
    await db.update(ceremonies).set({ createdByUserId: null }).where(eq(ceremonies.createdByUserId, subject.userId));
  },
};
