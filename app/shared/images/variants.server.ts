import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { Storage } from "~/integrations/storage/storage.server";
import { logger } from "~/shared/logger.server";

/** Every stored image exists in these widths (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;

/**
 * The most pixels any input may have (a 48 MP phone photo fits). sharp refuses larger inputs
 * from their header, before allocating anything: a decompression bomb costs nothing.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const JPEG = { quality: 78, mozjpeg: true, progressive: true } as const;

export interface StoredImage {
  /** Storage key without the width suffix; the variants are `${imagePath}-${width}.jpg`. */
  imagePath: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export function variantKey(imagePath: string, width: number): string {
  return `${imagePath}-${width}.jpg`;
}

/** The first 16 hex digits of the SHA-256 of the bytes: the name stored variants go by. */
export function imageHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/**
 * Stores the JPEG variants of an image under `${prefix}/${content hash}`. The image is turned
 * upright according to its EXIF orientation and re-encoded, which drops every metadata block
 * (EXIF, GPS, ICC, XMP). Storing the same bytes twice does no work the second time. For trusted
 * images (the demo seed); uploads go through `processUpload` (upload.server.ts), which checks
 * them first.
 */
export async function storeImageVariants(storage: Storage, prefix: string, input: Buffer): Promise<StoredImage> {
  const imagePath = `${prefix}/${imageHash(input)}`;
  const stored = await findStoredVariants(storage, imagePath);
  if (stored) return stored;
  const rendered = await renderVariants(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }));
  return writeVariants(storage, imagePath, rendered);
}

/** The image stored under `imagePath`, when all of its variants are there. */
export async function findStoredVariants(storage: Storage, imagePath: string): Promise<StoredImage | undefined> {
  const present = await Promise.all(IMAGE_WIDTHS.map((width) => storage.exists(variantKey(imagePath, width))));
  if (!present.every(Boolean)) return undefined;
  const largest = await storage.get(variantKey(imagePath, LARGEST));
  if (!largest) return undefined;
  const { width, height } = await sharp(largest).metadata();
  return width && height ? { imagePath, width, height } : undefined;
}

export interface RenderedVariant {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The variants of an image, in the order of IMAGE_WIDTHS: turned upright (EXIF orientation),
 * transparent areas on white, re-encoded as JPEG. sharp writes no metadata unless asked to, and
 * converts an embedded colour profile to sRGB before dropping it. Rejects with sharp's error when
 * the image cannot be decoded.
 */
export async function renderVariants(image: Sharp): Promise<RenderedVariant[]> {
  const upright = image.rotate().flatten({ background: "#ffffff" });
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .jpeg(JPEG)
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

/**
 * Writes rendered variants, all or none: everything was rendered first, so a bad file leaves
 * nothing behind, and when the store fails on one size the sizes already written are deleted
 * again before the store's error is passed on (decision 036).
 */
export async function writeVariants(
  storage: Storage,
  imagePath: string,
  rendered: RenderedVariant[],
): Promise<StoredImage> {
  const keys = rendered.map((_, i) => variantKey(imagePath, IMAGE_WIDTHS[i]!));
  const written = await Promise.allSettled(rendered.map(({ data }, i) => storage.put(keys[i]!, data, "image/jpeg")));
  const failure = written.find((result) => result.status === "rejected");
  if (failure) {
    const stored = keys.filter((_, i) => written[i]!.status === "fulfilled");
    const undone = await Promise.allSettled(stored.map((key) => storage.delete(key)));
    const left = stored.filter((_, i) => undone[i]!.status === "rejected");
    // Harmless if it happens (the store is down for deletes too): an image counts as stored only
    // with all its sizes, so the next upload of the same picture writes them all again.
    if (left.length > 0) logger().warn({ storage: { left } }, "partial image sizes left in the store");
    throw failure.reason;
  }
  const { width, height } = rendered[rendered.length - 1]!;
  return { imagePath, width, height };
}
