import sharp from "sharp";
import type { Storage } from "~/integrations/storage/storage";
import { storage as configuredStorage } from "~/integrations/storage/storage.server";
import { enqueueJob, type JobContext } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import type { ImageKind } from "./upload.server";
import {
  IMAGE_WIDTHS,
  MAX_INPUT_PIXELS,
  MODERN_FORMATS,
  renderVariants,
  variantKey,
  variantKeys,
  writeVariants,
} from "./variants.server";

/**
 * The job that gives images stored before decision 050 (JPEG only) their WebP and AVIF variants.
 * Enqueued at every start (one waits at a time); each run converts a batch and owes the next run
 * while images are left, so no attempt runs long and a stopped run resumes where it was.
 */
export const MODERN_FORMATS_JOB = "image-modern-formats";

/** Images one run converts (~1 s each on a 2-core machine) before it hands over to the next run. */
export const MODERN_FORMATS_BATCH = 100;

/** The folders stored images live in (their kinds, upload.server.ts). */
const KINDS: readonly ImageKind[] = ["profiles", "gallery", "tributes", "cemeteries"];

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const LARGEST_JPEG = new RegExp(`^(.+)-${LARGEST}\\.jpg$`);

/**
 * The stored images (by `imagePath`) that miss a WebP or AVIF variant, in a stable order: one
 * listing of each kind's folder, so the check costs a few calls to the store, not one per file.
 */
export async function imagesMissingModernFormats(storage: Storage): Promise<string[]> {
  const missing: string[] = [];
  for (const kind of KINDS) {
    const keys = new Set(await storage.list(`${kind}/`));
    for (const key of keys) {
      const imagePath = LARGEST_JPEG.exec(key)?.[1];
      if (imagePath && variantKeys(imagePath, MODERN_FORMATS).some((modern) => !keys.has(modern))) {
        missing.push(imagePath);
      }
    }
  }
  return missing.sort();
}

/**
 * Draws the WebP and AVIF variants of a stored image from its largest JPEG (the original is not
 * kept) and stores them. "gone" when the image was deleted before, or while, it was converted
 * (then the new files are deleted again, so nothing outlives the image); "unreadable" when the
 * stored JPEG cannot be decoded. A store failure rejects.
 */
export async function addModernFormats(
  storage: Storage,
  imagePath: string,
): Promise<"converted" | "gone" | "unreadable"> {
  const largest = await storage.get(variantKey(imagePath, LARGEST));
  if (!largest) return "gone";
  const rendered = await renderVariants(sharp(largest, { limitInputPixels: MAX_INPUT_PIXELS }), MODERN_FORMATS).catch(
    (error: unknown) => {
      logger().warn({ err: error, imagePath }, "stored image not converted to WebP/AVIF");
      return undefined;
    },
  );
  if (!rendered) return "unreadable";
  await writeVariants(storage, imagePath, rendered);
  if (await storage.exists(variantKey(imagePath, LARGEST))) return "converted";
  await Promise.all(variantKeys(imagePath, MODERN_FORMATS).map((key) => storage.delete(key)));
  return "gone";
}

export interface ConversionRun {
  converted: number;
  /** Stored JPEGs that could not be decoded: logged and left as they are (pages fall back to JPEG). */
  failed: string[];
  /** Where the next run starts (the last image this one looked at), when images are left after it. */
  next?: string;
}

/**
 * Converts up to `batch` images missing a modern format, in the order of their paths, starting
 * after `after`. Idempotent: what is converted is not listed again, and the same image converted
 * by two runs at once gets the same files.
 */
export async function convertStoredImages(
  storage: Storage,
  {
    after,
    batch = MODERN_FORMATS_BATCH,
    onProgress,
  }: { after?: string; batch?: number; onProgress?: (done: number, of: number) => Promise<void> } = {},
): Promise<ConversionRun> {
  const missing = (await imagesMissingModernFormats(storage)).filter((path) => after === undefined || path > after);
  const now = missing.slice(0, batch);
  let converted = 0;
  const failed: string[] = [];
  for (const [i, imagePath] of now.entries()) {
    // A store failure rejects: the run fails and is retried with backoff, resuming from the listing.
    const outcome = await addModernFormats(storage, imagePath);
    if (outcome === "converted") converted++;
    if (outcome === "unreadable") failed.push(imagePath);
    await onProgress?.(i + 1, now.length);
  }
  return { converted, failed, next: missing.length > now.length ? now[now.length - 1] : undefined };
}

export interface ModernFormatsPayload {
  /** The last image the previous run looked at; absent for a run from the start. */
  after?: string;
}

/** The job's handler: one batch, then the next run owed while images are left. */
export async function modernFormatsJob({ payload, reportProgress }: JobContext<ModernFormatsPayload>): Promise<void> {
  const run = await convertStoredImages(configuredStorage(), {
    after: payload.after,
    onProgress: (done, of) => reportProgress(Math.floor((done / of) * 100), "Convertendo fotos para WebP e AVIF"),
  });
  if (run.converted > 0 || run.failed.length > 0) logger().info({ run }, "stored images converted to WebP/AVIF");
  if (run.next) await enqueueModernFormats(run.next);
}

/** Owes a run of the conversion (once: a run already waiting is kept). */
export function enqueueModernFormats(after?: string): Promise<string> {
  return enqueueJob(MODERN_FORMATS_JOB, after === undefined ? {} : { after }, { singletonKey: "convert" });
}
