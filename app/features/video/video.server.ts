import { PRIVATE_PREFIX } from "~/integrations/storage/storage";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { memorialVideos } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { listGalleryImages } from "~/features/gallery/index.server";
import { memorialPlanStatus } from "~/features/plans/index.server";
import { profileHref } from "~/features/profiles";
import { requireMemorialRole, type ViewableProfile } from "~/features/profiles/index.server";
import { storage } from "~/integrations/storage/storage.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { formatDate } from "~/shared/format/format";
import { ConflictError, ForbiddenError, ValidationError } from "~/shared/http/errors";
import { enqueueJob, jobStatus } from "~/shared/jobs/jobs.server";
import { VIDEO_LIMITS, VIDEO_MESSAGES } from "./video.messages";
import { checkUpload } from "./video-upload.server";

/** The job that renders or transcodes a memorial's video (registered in app/composition/jobs.server.ts). */
export const VIDEO_JOB = "memorial-video";

export type VideoJobPayload =
  | {
      profileId: string;
      kind: "photos";
      /** Image paths (their 1200 px variants are read), portrait first. */
      photos: string[];
      name: string;
      dates: string;
      address: string;
      music: boolean;
    }
  | { profileId: string; kind: "upload"; uploadKey: string };

/** The custom video is Diamante's: a memorial on a current Diamante term, or refused in pt-BR. */
async function requireDiamante(actor: SessionUser, profileId: string, now: Date): Promise<void> {
  const plan = await memorialPlanStatus(actor, profileId, now);
  if (plan.plan !== "Diamante" || plan.lapsed) throw new ForbiddenError(VIDEO_MESSAGES.notDiamante);
}

/** Refused while the memorial's last request is still waiting or running. */
async function requireIdle(profileId: string): Promise<void> {
  const [row] = await db().select().from(memorialVideos).where(eq(memorialVideos.profileId, profileId));
  if (!row) return;
  const status = await jobStatus(row.jobId);
  if (status && (status.state === "queued" || status.state === "running")) throw new ConflictError(VIDEO_MESSAGES.busy);
}

/** Owes the job and records it as the memorial's last request, in one transaction. */
async function owe(payload: VideoJobPayload, now: Date): Promise<string> {
  const source = payload.kind;
  return inTransaction(async (tx) => {
    const jobId = await enqueueJob(VIDEO_JOB, payload, { tx });
    await tx
      .insert(memorialVideos)
      .values({ profileId: payload.profileId, source, jobId, requestedAt: now })
      .onConflictDoUpdate({
        target: memorialVideos.profileId,
        set: { source, jobId, requestedAt: now, failure: null },
      });
    return jobId;
  });
}

/**
 * 'Gerar vídeo' / 'Gerar novamente': an editor or administrator of a Diamante memorial asks for
 * its video made from its photos now (portrait, then gallery), optionally over "Serenidade". The
 * job renders it; the video shown until then stays.
 */
export async function requestVideo(input: {
  actor: SessionUser;
  view: ViewableProfile;
  /** The site's origin, for the closing card's address. */
  origin: string;
  music: boolean;
  now?: Date;
}): Promise<string> {
  const { actor, view, origin, music, now = new Date() } = input;
  const { profile } = view;
  await requireMemorialRole(actor, profile.id, "editor");
  await requireDiamante(actor, profile.id, now);
  await requireIdle(profile.id);
  const gallery = await listGalleryImages(view);
  const photos = [profile.imagePath, ...gallery.map((image) => image.imagePath)]
    .filter((photo): photo is string => Boolean(photo))
    .slice(0, VIDEO_LIMITS.maxPhotos);
  if (photos.length === 0) throw new ValidationError(VIDEO_MESSAGES.noPhotos);
  const dates = [formatDate(profile.birthDate), formatDate(profile.deathDate)].filter(Boolean).join(" — ");
  return owe(
    {
      profileId: profile.id,
      kind: "photos",
      photos,
      name: profile.name,
      dates,
      address: `${origin.replace(/^https?:\/\//, "")}${profileHref(profile.username)}`,
      music,
    },
    now,
  );
}

/**
 * The family's own video instead: refused at once in pt-BR when it is too large, too long or not a
 * video ffprobe reads; otherwise kept in the storage for the job, which transcodes it.
 */
export async function uploadVideo(input: {
  actor: SessionUser;
  profileId: string;
  file: Uint8Array;
  now?: Date;
}): Promise<string> {
  const { actor, profileId, file, now = new Date() } = input;
  await requireMemorialRole(actor, profileId, "editor");
  await requireDiamante(actor, profileId, now);
  await requireIdle(profileId);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-video-upload-"));
  try {
    const local = path.join(dir, "upload");
    await fs.writeFile(local, file);
    await checkUpload(local, file.byteLength);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const hash = createHash("sha256").update(file).digest("hex").slice(0, 32);
  // Under the private prefix: the family's raw file is read by the job only, never served by /media.
  const uploadKey = `${PRIVATE_PREFIX}video-uploads/${profileId}-${hash}.bin`;
  await storage().put(uploadKey, Buffer.from(file), "application/octet-stream");
  return owe({ profileId, kind: "upload", uploadKey }, now);
}

export interface VideoPanelState {
  /** The memorial is on a current Diamante term: the section offers the video. */
  offered: boolean;
  video: { url: string; posterUrl: string; durationSeconds: number; source: "photos" | "upload" } | null;
  /** The last request while it waits or runs: how far it is, in the job's words. */
  pending: { progress: number; label: string | null } | null;
  /** Why the last request gave no video (pt-BR), null when it did or is still going. */
  failure: string | null;
}

/** What the panel's 'Vídeo' section shows, for an editor or administrator of the memorial. */
export async function videoPanelState(
  actor: SessionUser,
  profileId: string,
  now = new Date(),
): Promise<VideoPanelState> {
  await requireMemorialRole(actor, profileId, "editor");
  const plan = await memorialPlanStatus(actor, profileId, now);
  const [row] = await db().select().from(memorialVideos).where(eq(memorialVideos.profileId, profileId));
  const offered = plan.plan === "Diamante" && !plan.lapsed;
  if (!row) return { offered, video: null, pending: null, failure: null };
  const status = await jobStatus(row.jobId);
  const waiting = status?.state === "queued" || status?.state === "running";
  return {
    offered,
    video: shown(row),
    pending: waiting ? { progress: status.progress, label: status.label } : null,
    failure: row.failure ?? (status?.state === "failed" ? VIDEO_MESSAGES.failed : null),
  };
}

function shown(row: typeof memorialVideos.$inferSelect) {
  if (!row.videoKey || !row.posterKey) return null;
  return {
    url: storage().url(row.videoKey),
    posterUrl: storage().url(row.posterKey),
    durationSeconds: row.durationSeconds ?? 0,
    source: row.source,
  };
}

/** The video the memorial page shows (its visitors may already see the memorial), or null. */
export async function memorialVideo(profileId: string) {
  const [row] = await videoOfMemorial({ profileId });
  return row ? shown(row) : null;
}

/** The memorial page's video row, kept prepared (decision 063). */
const videoOfMemorial = prepared((database) =>
  database
    .select()
    .from(memorialVideos)
    .where(eq(memorialVideos.profileId, sql.placeholder("profileId")))
    .prepare("memorial_video"),
);
