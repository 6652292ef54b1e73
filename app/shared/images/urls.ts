/** Widths of the stored variants of every image (see variants.server.ts). */
export type ImageWidth = 320 | 640 | 1200;

/** Formats every width is stored in (decision 050); "jpg" is the fallback every browser shows. */
export type ImageFormat = "jpg" | "webp" | "avif";

const WIDTHS = [320, 640, 1200] as const satisfies readonly ImageWidth[];

/** The `<source>` elements of a `<picture>`, best first; the `<img>` inside carries the JPEG. */
export const MODERN_SOURCES = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const satisfies ReadonlyArray<{ format: ImageFormat; type: string }>;

/** The public URL of one variant of a stored image. */
export function imageUrl(imagePath: string, width: ImageWidth, format: ImageFormat = "jpg"): string {
  return `/media/${imagePath}-${width}.${format}`;
}

/** A `srcset` listing every width of one format, for responsive `<img>` and `<source>` elements. */
export function imageSrcSet(imagePath: string, format: ImageFormat = "jpg"): string {
  return WIDTHS.map((width) => `${imageUrl(imagePath, width, format)} ${width}w`).join(", ");
}
