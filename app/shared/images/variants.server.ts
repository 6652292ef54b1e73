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

/**
 * Every width is stored in each of these formats (decision 050): JPEG, which every browser shows
 * and link previews need, and WebP and AVIF, the same picture in fewer bytes for the browsers
 * that take them (`<picture>`, app/shared/ui/picture.tsx).
 */
export const IMAGE_FORMATS = ["jpg", "webp", "avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The formats offered before the JPEG fallback, best first. */
export const MODERN_FORMATS = ["avif", "webp"] as const satisfies readonly ImageFormat[];

/** WebP's largest side. */
const MAX_MODERN_SIDE = 16_383;

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * The encoders. AVIF's effort is 1 of 9 (decision 050): sharp's default 4 took 10.6 s for a 12 MP
 * phone photo's three AVIF widths on a 2-core machine; effort 1 draws all nine variants in ~2 s,
 * its files ~10% larger than effort 2's at less than half the time.
 */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
};

export interface StoredImage {
  /** Storage key without the width suffix; the variants are `${imagePath}-${width}.{jpg,webp,avif}`. */
  imagePath: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export function variantKey(imagePath: string, width: number, format: ImageFormat = "jpg"): string {
  return `${imagePath}-${width}.${format}`;
}

/** The keys of every variant of a stored image: each width in each format. */
export function variantKeys(imagePath: string, formats: readonly ImageFormat[] = IMAGE_FORMATS): string[] {
  return IMAGE_WIDTHS.flatMap((width) => formats.map((format) => variantKey(imagePath, width, format)));
}

/** The first 16 hex digits of the SHA-256 of the bytes: the name stored variants go by. */
export function imageHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/**
 * Stores the variants of an image under `${prefix}/${content hash}`. The image is turned upright
 * according to its EXIF orientation and re-encoded, which drops every metadata block (EXIF, GPS,
 * ICC, XMP). Storing the same bytes twice does no work the second time. For trusted images (the
 * demo seed); uploads go through `processUpload` (upload.server.ts), which checks them first.
 */
export async function storeImageVariants(storage: Storage, prefix: string, input: Buffer): Promise<StoredImage> {
  const [stored] = await storeImageVariantsUnder(storage, [prefix], input);
  return stored!;
}

/** The same image stored under several prefixes (the demo's shared pool), rendered at most once. */
export async function storeImageVariantsUnder(
  storage: Storage,
  prefixes: readonly string[],
  input: Buffer,
): Promise<StoredImage[]> {
  const hash = imageHash(input);
  let rendered: Promise<RenderedVariant[]> | undefined;
  return Promise.all(
    prefixes.map(async (prefix) => {
      const imagePath = `${prefix}/${hash}`;
      const stored = await findStoredVariants(storage, imagePath);
      if (stored) return stored;
      rendered ??= renderVariants(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }));
      return writeVariants(storage, imagePath, await rendered);
    }),
  );
}

/** The image stored under `imagePath`, when all of its variants (every width, every format) are there. */
export async function findStoredVariants(storage: Storage, imagePath: string): Promise<StoredImage | undefined> {
  const present = await Promise.all(variantKeys(imagePath).map((key) => storage.exists(key)));
  if (!present.every(Boolean)) return undefined;
  const largest = await storage.get(variantKey(imagePath, LARGEST));
  if (!largest) return undefined;
  const { width, height } = await sharp(largest).metadata();
  return width && height ? { imagePath, width, height } : undefined;
}

export interface RenderedVariant {
  data: Buffer;
  /** The width it is stored under (one of IMAGE_WIDTHS); `width` is smaller for a small image. */
  nominalWidth: number;
  width: number;
  height: number;
  format: ImageFormat;
}

/**
 * The variants of an image, for each of IMAGE_WIDTHS in turn each of `formats`: turned upright
 * (EXIF orientation), transparent areas on white, re-encoded. The image is decoded once, to the
 * largest width, and every variant is drawn from those pixels. sharp writes no metadata unless
 * asked to, and converts an embedded colour profile to sRGB before dropping it. Rejects with
 * sharp's error when the image cannot be decoded.
 */
export async function renderVariants(
  image: Sharp,
  formats: readonly ImageFormat[] = IMAGE_FORMATS,
): Promise<RenderedVariant[]> {
  const { data, info } = await image
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ width: LARGEST, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const jobs = IMAGE_WIDTHS.flatMap((width) => formats.map((format) => ({ width, format })));
  return Promise.all(
    jobs.map(async ({ width, format }) => {
      // WebP cannot be taller than 16383 px (a long screenshot can be, at 1200 px wide): such a
      // variant is drawn narrower, within the limit; JPEG goes to 65535.
      const resized = pixels().resize({
        width,
        height: format === "jpg" ? undefined : MAX_MODERN_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      });
      const { data: encoded, info: out } = await ENCODE[format](resized).toBuffer({ resolveWithObject: true });
      return { data: encoded, nominalWidth: width, width: out.width, height: out.height, format };
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
  const keys = rendered.map(({ nominalWidth, format }) => variantKey(imagePath, nominalWidth, format));
  const written = await Promise.allSettled(
    rendered.map(({ data, format }, i) => storage.put(keys[i]!, data, CONTENT_TYPES[format])),
  );
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
  const { width, height } = rendered.find((variant) => variant.nominalWidth === LARGEST) ?? rendered[0]!;
  return { imagePath, width, height };
}
