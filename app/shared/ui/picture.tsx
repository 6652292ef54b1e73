import type { ImgHTMLAttributes } from "react";
import { imageSrcSet, imageUrl, type ImageWidth, MODERN_SOURCES } from "~/shared/images/urls";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  /** The stored image (its variants are `${imagePath}-${width}.{avif,webp,jpg}`). */
  imagePath: string;
  /** The JPEG a browser that reads no srcset loads. */
  fallbackWidth: ImageWidth;
  /** How wide the image is drawn, for the browser to pick a width (the same for every format). */
  sizes: string;
  alt: string;
  /** Intrinsic size, so the page does not move when the image arrives. */
  width: number;
  height: number;
};

/**
 * A stored image as `<picture>` (decision 050): AVIF, then WebP, for the browsers that show them,
 * and the `<img>` with the JPEG srcset for every other one, each with the same widths and `sizes`.
 * The `<picture>` takes no box of its own (`display: contents`), so the `<img>`'s classes lay it
 * out exactly as a bare `<img>` (a flex item, a full-width cover).
 */
export function Picture({ imagePath, fallbackWidth, sizes, alt, ...img }: Props) {
  return (
    <picture className="contents">
      {MODERN_SOURCES.map(({ format, type }) => (
        <source key={format} type={type} srcSet={imageSrcSet(imagePath, format)} sizes={sizes} />
      ))}
      <img src={imageUrl(imagePath, fallbackWidth)} srcSet={imageSrcSet(imagePath)} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
