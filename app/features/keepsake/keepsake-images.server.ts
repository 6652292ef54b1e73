import sharp from "sharp";

/** The book's print resolution: no image is placed larger than its pixels allow at this density. */
export const BOOK_DPI = 300;

export interface PreparedImage {
  jpeg: Buffer;
  pixels: { width: number; height: number };
  /** The placed size in points (at most the box, at least 300 dpi). */
  width: number;
  height: number;
}

const ptToPx = (pt: number) => Math.ceil((pt / 72) * BOOK_DPI - 1e-9);
const pxToPt = (px: number) => (px / BOOK_DPI) * 72;

/**
 * An image for a box of `box` points: 'inside' keeps the whole picture (the gallery's photos),
 * 'cover' crops it to the box's shape (the portrait). Re-encoded as JPEG at 300 dpi at its placed
 * size; a source too small for the box at 300 dpi is placed smaller rather than printed soft.
 */
export async function prepareImage(
  source: Buffer,
  box: { width: number; height: number },
  fit: "inside" | "cover",
): Promise<PreparedImage | undefined> {
  try {
    const oriented = await sharp(source).rotate().toBuffer({ resolveWithObject: true });
    const src = { width: oriented.info.width, height: oriented.info.height };
    // The picture's shape as placed: its own ('inside') or the box's ('cover', cut from the source).
    const aspect = fit === "cover" ? box.width / box.height : src.width / src.height;
    const cut =
      fit === "cover"
        ? src.width / src.height > aspect
          ? { width: Math.round(src.height * aspect), height: src.height }
          : { width: src.width, height: Math.round(src.width / aspect) }
        : src;
    const placed = Math.min(box.width, box.height * aspect, pxToPt(cut.width));
    const pixels = { width: Math.max(1, Math.min(cut.width, ptToPx(placed))), height: 0 };
    pixels.height = Math.max(1, Math.min(cut.height, Math.round(pixels.width / aspect)));
    // Never wider than the pixels allow at 300 dpi (rounding included).
    const width = Math.min(placed, pxToPt(pixels.width), pxToPt(pixels.height) * aspect);
    const height = width / aspect;
    const jpeg = await sharp(oriented.data)
      .resize(pixels.width, pixels.height, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90 })
      .withMetadata({ density: BOOK_DPI })
      .toBuffer();
    return { jpeg, pixels, width, height };
  } catch {
    // A stored file that no longer decodes leaves its place empty rather than failing the book.
    return undefined;
  }
}
