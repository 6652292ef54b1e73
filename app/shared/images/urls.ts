/** Widths of the stored JPEG variants of every image (see variants.server.ts). */
export type ImageWidth = 320 | 640 | 1200;

/** The public URL of one variant of a stored image. */
export function imageUrl(imagePath: string, width: ImageWidth): string {
  return `/media/${imagePath}-${width}.jpg`;
}

/** A `srcset` listing every variant, for responsive `<img>` elements. */
export function imageSrcSet(imagePath: string): string {
  return ([320, 640, 1200] as const).map((width) => `${imageUrl(imagePath, width)} ${width}w`).join(", ");
}
