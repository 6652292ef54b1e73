import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { galleryImages } from "~/db/schema";
import type { ViewableProfile } from "~/features/profiles/profile-access.server";

export interface GalleryImage {
  id: string;
  /** Storage key without the width suffix (see app/shared/images/urls.ts). */
  imagePath: string;
  width: number;
  height: number;
}

/** No plan allows more photos than this; the list is bounded whatever the table holds. */
export const GALLERY_MAX = 100;

/** The memorial's gallery, oldest first (the order the family added the photos). */
export async function listGalleryImages({ profile }: ViewableProfile): Promise<GalleryImage[]> {
  return db()
    .select({
      id: galleryImages.id,
      imagePath: galleryImages.imagePath,
      width: galleryImages.width,
      height: galleryImages.height,
    })
    .from(galleryImages)
    .where(eq(galleryImages.profileId, profile.id))
    .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id))
    .limit(GALLERY_MAX);
}
