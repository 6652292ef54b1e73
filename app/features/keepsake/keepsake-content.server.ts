import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { keepsakeBooks, profiles } from "~/db/schema";
import { listGalleryImages } from "~/features/gallery/index.server";
import { fullProfile } from "~/features/memorial/index.server";
import { profileHref } from "~/features/profiles";
import type { ProfileRow, ViewableProfile } from "~/features/profiles/index.server";
import { listSettledTributes } from "~/features/tributes/index.server";
import { formatDate } from "~/shared/format/format";
import { KEEPSAKE_LIMITS } from "./keepsake.constants";

/** A memorial's keepsake row and its profile, read by id (the job has no viewer). */
export async function keepsakeRow(profileId: string) {
  const [row] = await db().select().from(keepsakeBooks).where(eq(keepsakeBooks.profileId, profileId));
  return row;
}

export async function profileRow(profileId: string): Promise<ProfileRow | undefined> {
  const [row] = await db().select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return row;
}

/** The memorial as its family and the book see it, whatever its privacy (the caller checked who asks). */
export const familyView = (profile: ProfileRow): ViewableProfile => ({
  profile,
  reason: "admin",
  manage: true,
  role: null,
});

export interface KeepsakeCandidates {
  photos: { id: string; imagePath: string; width: number; height: number }[];
  tributes: { id: string; name: string; body: string; createdAt: string }[];
}

/**
 * What the family may put in the book: the gallery's photos as the plan shows them and the
 * published message tributes, newest first.
 */
export async function keepsakeCandidates(profile: ProfileRow, now: Date): Promise<KeepsakeCandidates> {
  const view = familyView(profile);
  const [photos, tributes] = await Promise.all([
    listGalleryImages(view, now),
    listSettledTributes(view, { type: "Message", limit: 100 }, now),
  ]);
  return {
    photos: [...photos].reverse(),
    tributes: tributes.items
      .filter((tribute) => tribute.body?.trim())
      .map((tribute) => ({
        id: tribute.id,
        name: tribute.name,
        body: tribute.body!.trim(),
        createdAt: tribute.createdAt,
      })),
  };
}

/** The default choice: everything, newest first, up to the caps. */
export function defaultSelection(candidates: KeepsakeCandidates) {
  return {
    photoIds: candidates.photos.slice(0, KEEPSAKE_LIMITS.photos).map((photo) => photo.id),
    tributeIds: candidates.tributes.slice(0, KEEPSAKE_LIMITS.tributes).map((tribute) => tribute.id),
  };
}

export interface Selection {
  photoIds: string[];
  tributeIds: string[];
}

/** The stored choice, or the default while the family has not chosen. */
export function currentSelection(
  row: { photoIds: string[] | null; tributeIds: string[] | null } | undefined,
  candidates: KeepsakeCandidates,
): Selection {
  const fallback = defaultSelection(candidates);
  return { photoIds: row?.photoIds ?? fallback.photoIds, tributeIds: row?.tributeIds ?? fallback.tributeIds };
}

/** A short digest of a selection: the stored book records which choice it was drawn from. */
export const selectionDigest = (selection: Selection) =>
  createHash("sha256")
    .update(JSON.stringify([selection.photoIds, selection.tributeIds]))
    .digest("hex")
    .slice(0, 16);

/** The memorial's address (with its key when private), as printed on the closing page. */
export function memorialUrl(profile: ProfileRow, origin: string): string {
  const path =
    profile.access === "Private"
      ? `${profileHref(profile.username)}/${encodeURIComponent(profile.accessToken)}`
      : profileHref(profile.username);
  return `${origin}${path}`;
}

/** The story's paragraphs: the short biography, then the longer history, as the family wrote them. */
export async function storyOf(profile: ProfileRow) {
  const full = await fullProfile(familyView(profile));
  const story = [full.bio, full.description]
    .filter((text): text is string => Boolean(text?.trim()))
    .flatMap((text) => text.split(/\n\s*\n|\r?\n/))
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    full,
    story,
    birth: full.birthDate ? formatDate(full.birthDate) : null,
    death: full.deathDate ? formatDate(full.deathDate) : null,
  };
}
