import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Storage } from "~/integrations/storage/storage.server";

/** Every stored image exists in these widths (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;

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

/**
 * Stores the JPEG variants of an uploaded image under `${prefix}/${content hash}`. The image is
 * turned upright according to its EXIF orientation and re-encoded, which drops every metadata
 * block (EXIF, GPS, ICC, XMP). Storing the same bytes twice does no work the second time.
 */
export async function storeImageVariants(storage: Storage, prefix: string, input: Buffer): Promise<StoredImage> {
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 16);
  const imagePath = `${prefix}/${hash}`;
  const keys = IMAGE_WIDTHS.map((width) => variantKey(imagePath, width));

  const present = await Promise.all(keys.map((key) => storage.exists(key)));
  if (present.every(Boolean)) {
    const largest = await storage.get(variantKey(imagePath, LARGEST));
    if (largest) {
      const { width, height } = await sharp(largest).metadata();
      if (width && height) return { imagePath, width, height };
    }
  }

  const upright = sharp(input).rotate();
  const sizes = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .jpeg(JPEG)
        .toBuffer({ resolveWithObject: true });
      await storage.put(variantKey(imagePath, width), data, "image/jpeg");
      return { width: info.width, height: info.height };
    }),
  );
  const { width, height } = sizes[sizes.length - 1]!;
  return { imagePath, width, height };
}
