import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { memorialVideos } from "~/db/schema";
import { storage } from "~/integrations/storage/storage.server";
import { ValidationError } from "~/shared/http/errors";
import { variantKey } from "~/shared/images/variants.server";
import type { JobContext } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import { renderTribute } from "./render.server";
import { VIDEO_MESSAGES } from "./video.messages";
import type { VideoJobPayload } from "./video.server";
import { checkUpload, transcodeUpload } from "./video-upload.server";

/** The queue's options for the video job: one at a time per process (ffmpeg takes the cores). */
export const VIDEO_JOB_OPTIONS = { concurrency: 1, retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 15 * 60 };

/** Whether `jobId` is still the memorial's last request (a newer one makes it moot). */
async function current(profileId: string, jobId: string): Promise<boolean> {
  const [row] = await db()
    .select({ jobId: memorialVideos.jobId })
    .from(memorialVideos)
    .where(eq(memorialVideos.profileId, profileId));
  return row?.jobId === jobId;
}

async function refuse(profileId: string, jobId: string, message: string): Promise<void> {
  await db()
    .update(memorialVideos)
    .set({ failure: message })
    .where(and(eq(memorialVideos.profileId, profileId), eq(memorialVideos.jobId, jobId)));
}

/**
 * Renders (from the photos) or transcodes (the family's upload) one memorial's video, reporting
 * ffmpeg's progress, then stores the MP4 and its poster under keys named by their content and
 * shows them, if this job is still the last request. A file the job refuses is said to the family
 * (`failure`); any other failure is retried by the queue.
 */
export async function renderMemorialVideo(job: JobContext<VideoJobPayload>): Promise<void> {
  const { payload, jobId } = job;
  const { profileId } = payload;
  if (!(await current(profileId, jobId))) return;
  const store = storage();
  const label = payload.kind === "photos" ? VIDEO_MESSAGES.rendering : VIDEO_MESSAGES.transcoding;
  let reported = -1;
  let reports = Promise.resolve();
  const onProgress = (fraction: number) => {
    const percent = Math.min(95, Math.floor(fraction * 95));
    if (percent < reported + 5) return;
    reported = percent;
    reports = reports.then(() => job.reportProgress(percent, label)).catch(() => undefined);
  };
  await job.reportProgress(0, label);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-video-"));
  try {
    let made: { video: string; poster: string; seconds: number };
    if (payload.kind === "photos") {
      const photos = (await Promise.all(payload.photos.map((photo) => store.get(variantKey(photo, 1200))))).filter(
        (photo): photo is Buffer => photo !== undefined,
      );
      if (photos.length === 0) return refuse(profileId, jobId, VIDEO_MESSAGES.noPhotos);
      made = await renderTribute({ ...payload, photos }, dir, onProgress);
    } else {
      const upload = await store.get(payload.uploadKey);
      // Already done by an attempt that stored its video, then failed to finish.
      if (!upload) return;
      const file = path.join(dir, "upload");
      await fs.writeFile(file, upload);
      try {
        const info = await checkUpload(file, upload.length);
        made = await transcodeUpload(file, info, dir, onProgress);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        await refuse(profileId, jobId, error.message);
        await store.delete(payload.uploadKey);
        return;
      }
    }
    await reports;
    await job.reportProgress(97, label);
    const [video, posterFrame] = await Promise.all([fs.readFile(made.video), fs.readFile(made.poster)]);
    // The poster loads with the memorial page (a phone on 4G pays for it): WebP, about a third of the
    // frame's JPEG (decision 050's formats; every browser that plays the MP4 shows WebP).
    const poster = await sharp(posterFrame).webp({ quality: 72 }).toBuffer();
    const name = `videos/${profileId}-${createHash("sha256").update(video).digest("hex").slice(0, 24)}`;
    await store.put(`${name}.mp4`, video, "video/mp4");
    await store.put(`${name}.webp`, poster, "image/webp");
    const [before] = await db().select().from(memorialVideos).where(eq(memorialVideos.profileId, profileId));
    const updated = await db()
      .update(memorialVideos)
      .set({
        videoKey: `${name}.mp4`,
        posterKey: `${name}.webp`,
        durationSeconds: Math.round(made.seconds),
        renderedAt: new Date(),
        failure: null,
      })
      .where(and(eq(memorialVideos.profileId, profileId), eq(memorialVideos.jobId, jobId)))
      .returning({ profileId: memorialVideos.profileId });
    const replaced = [before?.videoKey, before?.posterKey].filter(
      (key): key is string => Boolean(key) && !key!.startsWith(name),
    );
    // The video it replaces goes (a player loading it finishes from its cache or reloads the page).
    if (updated.length > 0) await Promise.all(replaced.map((key) => store.delete(key)));
    if (payload.kind === "upload") await store.delete(payload.uploadKey);
  } catch (error) {
    logger().warn({ err: error, profileId, jobId }, "memorial video job failed");
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
