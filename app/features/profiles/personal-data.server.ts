import { asc, eq, inArray } from "drizzle-orm";
import { galleryImages, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import type { PersonalDataSource } from "~/shared/personal-data.server";
import {
  listMemorialMembers,
  lockMemorialOwner,
  removeMemorialMember,
  transferMemorialOwnership,
} from "./memorial-members.server";

const owned = (db: Tx, userId: string) =>
  db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.createdAt));

/**
 * The memorials a person owns, with their photos. Memorials are never erased (the permanence rule):
 * before the sources erase, the deletion hands each one over (`handOverMemorials`), so this
 * source's erasure only checks that none is left on the account.
 */
export const profilesPersonalData: PersonalDataSource = {
  name: "profiles",
  tables: { profiles: ["user_id"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        surname: profiles.surname,
        type: profiles.type,
        access: profiles.access,
        birthDate: profiles.birthDate,
        deathDate: profiles.deathDate,
        imagePath: profiles.imagePath,
        bio: profiles.bio,
        description: profiles.description,
        hometown: profiles.hometown,
        city: profiles.city,
        state: profiles.state,
        country: profiles.country,
        gender: profiles.gender,
        profession: profiles.profession,
        religion: profiles.religion,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(eq(profiles.userId, subject.userId));
    const ids = rows.map((row) => row.id);
    const photos = ids.length
      ? await db
          .select({
            profileId: galleryImages.profileId,
            imagePath: galleryImages.imagePath,
            createdAt: galleryImages.createdAt,
          })
          .from(galleryImages)
          .where(inArray(galleryImages.profileId, ids))
      : [];
    return { profiles: rows, gallery_images: photos };
  },
  async mediaFor(db, subject) {
    const rows = await db
      .select({ portrait: profiles.imagePath, photo: galleryImages.imagePath })
      .from(profiles)
      .leftJoin(galleryImages, eq(galleryImages.profileId, profiles.id))
      .where(eq(profiles.userId, subject.userId));
    return [...new Set(rows.flatMap((row) => [row.portrait, row.photo].filter((key): key is string => !!key)))];
  },
  async eraseFor(db, subject) {
    if ((await owned(db, subject.userId)).length > 0) {
      throw new Error("profiles: the account still owns memorials; hand them over before erasing it");
    }
  },
};

export interface HandedOver {
  profileId: string;
  /** The co-administrator who now owns it, or the steward's id. */
  toUserId: string;
  toSteward: boolean;
}

/**
 * Hands every memorial `userId` owns to its oldest other administrator whose account is active,
 * or, when it has none, to the company's steward (decision 058). The person leaves each team;
 * editors stay. Call inside the erasure's transaction.
 */
export async function handOverMemorials(
  tx: Tx,
  input: { userId: string; stewardId: string; now: Date; activeIds: (ids: string[]) => Promise<Set<string>> },
): Promise<HandedOver[]> {
  const done: HandedOver[] = [];
  for (const { id: profileId } of await owned(tx, input.userId)) {
    await lockMemorialOwner(tx, profileId);
    const admins = (await listMemorialMembers(profileId, tx)).filter(
      (member) => member.role === "administrator" && member.userId !== input.userId,
    );
    const active = await input.activeIds(admins.map((member) => member.userId));
    const heir = admins.find((member) => active.has(member.userId));
    const toUserId = heir?.userId ?? input.stewardId;
    await transferMemorialOwnership(tx, { profileId, fromUserId: input.userId, toUserId, now: input.now });
    await removeMemorialMember(tx, profileId, input.userId);
    done.push({ profileId, toUserId, toSteward: !heir });
  }
  return done;
}
