import { and, asc, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { galleryImages, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { type PhotoLimit, photoLimit } from "~/features/plans/index.server";
import {
  INVALID_PROFILE_ID,
  PROFILE_NOT_FOUND,
  requireMemorialRole,
  type ViewableProfile,
} from "~/features/profiles/index.server";
import { isUuid } from "~/shared/validation/uuid";
import { storage as configuredStorage, type Storage } from "~/integrations/storage/storage.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { MISSING_IMAGE } from "~/shared/http/upload-form.server";
import { lockStoredImage, releaseStoredImage, storedImagePresent } from "~/shared/images/stored-images.server";
import { processUpload } from "~/shared/images/upload.server";
import { logger } from "~/shared/logger.server";
import { GALLERY_MESSAGES } from "./gallery.schema";

export interface GalleryImage {
  id: string;
  /** Storage key without the width suffix (see app/shared/images/urls.ts). */
  imagePath: string;
  width: number;
  height: number;
}

/** No plan allows more photos than this; the list is bounded whatever the table holds. */
export const GALLERY_MAX = 100;

const imageColumns = {
  id: galleryImages.id,
  imagePath: galleryImages.imagePath,
  width: galleryImages.width,
  height: galleryImages.height,
};

/**
 * The memorial's gallery as it shows now, oldest first (the order the family added the photos):
 * as many as the plan in force allows. Photos beyond it (a lapsed or refunded plan, decision 047)
 * stay stored and show again when a paid term starts.
 */
export async function listGalleryImages({ profile }: ViewableProfile, now = new Date()): Promise<GalleryImage[]> {
  const { limit } = await photoLimit(db(), profile, now);
  return shownGallery({ profileId: profile.id, limit: Math.min(limit, GALLERY_MAX) });
}

/** The memorial page's gallery, kept prepared (decision 063). */
const shownGallery = prepared((database) =>
  database
    .select(imageColumns)
    .from(galleryImages)
    .where(eq(galleryImages.profileId, sql.placeholder("profileId")))
    .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id))
    .limit(sql.placeholder("limit"))
    .prepare("shown_gallery"),
);

/** How many photos the memorial's gallery keeps, shown or hidden by the plan. */
export async function countGalleryImages(profileId: string, tx: Tx = db()): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(galleryImages).where(eq(galleryImages.profileId, profileId));
  return row?.n ?? 0;
}

/** For the owner's controls on the memorial page: the plan's limit (null for other viewers). */
export async function galleryPhotoLimit(view: ViewableProfile, now = new Date()): Promise<PhotoLimit | null> {
  if (!view.manage) return null;
  // One read (the plan's term in force): no transaction of its own.
  return photoLimit(db(), view.profile, now);
}

type ManagedProfile = Pick<typeof profiles.$inferSelect, "id" | "userId" | "type">;

function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/** The profile, locked for update when `lock`: adds and deletes of one memorial queue on it. */
async function managedProfile(tx: Tx, actor: SessionUser, profileId: string, lock: boolean): Promise<ManagedProfile> {
  const query = tx
    .select({ id: profiles.id, userId: profiles.userId, type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const [profile] = lock ? await query.for("update") : await query;
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
  // The family (spec part 1, section 5: the owner; decision 040: its administrators and editors) or an admin.
  await requireMemorialRole(actor, profile.id, "editor", { tx, message: new ForbiddenError().message });
  return profile;
}

/** Refuses when the gallery already holds what the memorial's plan allows. */
async function assertRoomForOne(tx: Tx, profile: ManagedProfile, now: Date): Promise<void> {
  const { plan, limit } = await photoLimit(tx, profile, now);
  const [row] = await tx.select({ n: count() }).from(galleryImages).where(eq(galleryImages.profileId, profile.id));
  if ((row?.n ?? 0) >= limit) throw new ConflictError(GALLERY_MESSAGES.limitReached(plan, limit));
}

const galleryShows = (imagePath: string) => async (tx: Tx) => {
  const [row] = await tx
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(eq(galleryImages.imagePath, imagePath))
    .limit(1);
  return Boolean(row);
};

/** After the row's transaction: the files go when no gallery shows them any more (logged if the store fails). */
async function releaseGalleryImage(storage: Storage, imagePath: string): Promise<void> {
  await inTransaction((tx) => releaseStoredImage(tx, storage, imagePath, galleryShows(imagePath))).catch(
    (error: unknown) => logger().warn({ err: error, imagePath }, "gallery image files left behind"),
  );
}

export interface AddGalleryImage {
  actor: SessionUser | null;
  profileId: unknown;
  /** The uploaded file's bytes (undefined when none was sent). */
  image: Uint8Array | undefined;
  now?: Date;
  storage?: Storage;
}

/**
 * `POST profile/registerImageInGallery`: the owner (or an admin) adds a photo. The plan's limit is
 * checked before the picture is decoded (a full gallery costs nothing) and again under the
 * profile's row lock, so concurrent adds cannot pass it. Every file goes through `processUpload`.
 */
export async function addGalleryImage({
  actor,
  profileId,
  image,
  now = new Date(),
  storage = configuredStorage(),
}: AddGalleryImage): Promise<GalleryImage & { profileId: string }> {
  const who = signedIn(actor);
  if (!isUuid(profileId)) throw new ValidationError(INVALID_PROFILE_ID);
  await inTransaction(async (tx) => assertRoomForOne(tx, await managedProfile(tx, who, profileId, false), now));
  if (!image) throw new ValidationError(MISSING_IMAGE, { image: MISSING_IMAGE });

  const processed = await processUpload(image, { kind: "gallery", storage });
  try {
    return await inTransaction(async (tx) => {
      const profile = await managedProfile(tx, who, profileId, true);
      await assertRoomForOne(tx, profile, now);
      await lockStoredImage(tx, processed.imagePath);
      // A delete of the same picture elsewhere may have removed its files since they were stored.
      if (!(await storedImagePresent(storage, processed.imagePath))) {
        await processUpload(image, { kind: "gallery", storage });
      }
      const [row] = await tx
        .insert(galleryImages)
        .values({
          profileId: profile.id,
          imagePath: processed.imagePath,
          width: processed.width,
          height: processed.height,
          createdAt: now,
        })
        .returning(imageColumns);
      return { ...row!, profileId: profile.id };
    });
  } catch (error) {
    // Refused after the files were stored (the limit, a permission lost meanwhile): none kept for nothing.
    await releaseGalleryImage(storage, processed.imagePath);
    throw error;
  }
}

/**
 * `DELETE profile/deleteImageFromGallery/{id}`: the owner (or an admin) removes a photo; its files
 * go too unless another gallery shows the same picture.
 */
export async function deleteGalleryImage({
  actor,
  imageId,
  profileId,
  storage = configuredStorage(),
}: {
  actor: SessionUser | null;
  imageId: unknown;
  /** When given, a photo of another memorial is not found (the memorial page's form). */
  profileId?: string;
  storage?: Storage;
}): Promise<{ id: string; profileId: string }> {
  const who = signedIn(actor);
  if (!isUuid(imageId)) throw new NotFoundError(GALLERY_MESSAGES.photoNotFound);
  const deleted = await inTransaction(async (tx) => {
    const [found] = await tx
      .select({ profileId: galleryImages.profileId })
      .from(galleryImages)
      .where(eq(galleryImages.id, imageId));
    if (!found || (profileId && found.profileId !== profileId)) throw new NotFoundError(GALLERY_MESSAGES.photoNotFound);
    await managedProfile(tx, who, found.profileId, true);
    const [row] = await tx
      .delete(galleryImages)
      .where(and(eq(galleryImages.id, imageId), eq(galleryImages.profileId, found.profileId)))
      .returning({ id: galleryImages.id, profileId: galleryImages.profileId, imagePath: galleryImages.imagePath });
    // Deleted by a concurrent request while this one waited for the lock.
    if (!row) throw new NotFoundError(GALLERY_MESSAGES.photoNotFound);
    return row;
  });
  await releaseGalleryImage(storage, deleted.imagePath);
  return { id: deleted.id, profileId: deleted.profileId };
}
