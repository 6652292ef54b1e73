import { eq, sql } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { storage as configuredStorage, type Storage } from "~/integrations/storage/storage.server";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { MISSING_IMAGE } from "~/shared/http/upload-form.server";
import { lockStoredImage, releaseStoredImage, storedImagePresent } from "~/shared/images/stored-images.server";
import { processUpload } from "~/shared/images/upload.server";
import { logger } from "~/shared/logger.server";
import { normalizeUsername, PROFILE_NOT_FOUND } from "../profile-access.server";
import { memorialAuthority } from "../memorial-roles.server";
import { isUuid } from "~/shared/validation/uuid";

/** Which memorial: its id, or its username (the creation wizard sends the username). */
export interface PortraitTarget {
  id?: unknown;
  username?: unknown;
}

export interface Portrait {
  profileId: string;
  imagePath: string;
  width: number;
  height: number;
}

export const PORTRAIT_MESSAGES = {
  missingProfile: "Informe o perfil da foto.",
  saved: "Foto do perfil atualizada.",
} as const;

function profileCondition(target: PortraitTarget) {
  if (target.id !== undefined && target.id !== "") {
    if (!isUuid(target.id)) throw new NotFoundError(PROFILE_NOT_FOUND);
    return eq(profiles.id, target.id);
  }
  if (target.username !== undefined && target.username !== "") {
    const handle = normalizeUsername(target.username);
    if (!handle) throw new NotFoundError(PROFILE_NOT_FOUND);
    return sql`lower(${profiles.username}) = lower(${handle})`;
  }
  throw new ValidationError(PORTRAIT_MESSAGES.missingProfile, { id: PORTRAIT_MESSAGES.missingProfile });
}

/** The owner's profile, locked when `lock` (two portrait changes of one memorial queue on it). */
async function ownedProfile(tx: Tx, actor: SessionUser, target: PortraitTarget, lock: boolean) {
  const query = tx
    .select({ id: profiles.id, userId: profiles.userId, imagePath: profiles.imagePath })
    .from(profiles)
    .where(profileCondition(target))
    .limit(1);
  const [profile] = lock ? await query.for("update") : await query;
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
  // The portrait is part of editing the profile (spec part 2, section 6): the family that manages
  // it, administrators and editors (decision 040); not a site admin who is not one of them (019).
  if (!(await memorialAuthority(actor, profile.id, tx))?.role) throw new ForbiddenError();
  return profile;
}

const portraitShown = (imagePath: string) => async (tx: Tx) => {
  const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.imagePath, imagePath)).limit(1);
  return Boolean(row);
};

async function releasePortrait(storage: Storage, imagePath: string): Promise<void> {
  await inTransaction((tx) => releaseStoredImage(tx, storage, imagePath, portraitShown(imagePath))).catch(
    (error: unknown) => logger().warn({ err: error, imagePath }, "portrait files left behind"),
  );
}

/**
 * `POST profile/registerImage` and `PUT profile/updateImage`: the owner sets the memorial's
 * portrait. The upload goes through `processUpload`; the picture it replaces is deleted from the
 * store unless another memorial shows the same one.
 */
export async function setPortrait({
  actor,
  target,
  image,
  storage = configuredStorage(),
}: {
  actor: SessionUser | null;
  target: PortraitTarget;
  image: Uint8Array | undefined;
  storage?: Storage;
}): Promise<Portrait> {
  if (!actor) throw new UnauthorizedError();
  await inTransaction((tx) => ownedProfile(tx, actor, target, false));
  if (!image) throw new ValidationError(MISSING_IMAGE, { profileImage: MISSING_IMAGE });

  const processed = await processUpload(image, { kind: "profiles", storage });
  let replaced: string | null = null;
  let saved: Portrait;
  try {
    saved = await inTransaction(async (tx) => {
      const profile = await ownedProfile(tx, actor, target, true);
      await lockStoredImage(tx, processed.imagePath);
      if (!(await storedImagePresent(storage, processed.imagePath))) {
        await processUpload(image, { kind: "profiles", storage });
      }
      await tx.update(profiles).set({ imagePath: processed.imagePath }).where(eq(profiles.id, profile.id));
      // Only pictures this pipeline stored as portraits are ours to delete.
      replaced =
        profile.imagePath?.startsWith("profiles/") && profile.imagePath !== processed.imagePath
          ? profile.imagePath
          : null;
      return {
        profileId: profile.id,
        imagePath: processed.imagePath,
        width: processed.width,
        height: processed.height,
      };
    });
  } catch (error) {
    await releasePortrait(storage, processed.imagePath);
    throw error;
  }
  if (replaced) await releasePortrait(storage, replaced);
  return saved;
}
