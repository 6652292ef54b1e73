/**
 * The demo's image pool: a few procedural portraits and landscapes, rendered once and stored
 * under every prefix that uses them, so the whole seed stays fast.
 */
import type { Storage } from "~/integrations/storage/storage.server";
import { type StoredImage, storeImageVariants } from "~/shared/images/variants.server";
import { type HairStyle, landscapeImage, portraitHairStyle, portraitImage } from "./images";

export interface MediaPool {
  /** Profile pictures (prefix "profiles"), with the hair style each one shows. */
  portraits: Array<StoredImage & { style: HairStyle }>;
  /** One landscape per cemetery (prefix "cemeteries"). */
  cemeteries: StoredImage[];
  /** Landscapes and portraits for the galleries (prefix "gallery"). */
  gallery: StoredImage[];
  /** Landscapes for photo tributes (prefix "tributes"). */
  tributes: StoredImage[];
  /** Number of stored images (each with its three variants). */
  stored: number;
}

export const POOL = { portraits: 16, landscapes: 14, galleryPortraits: 4, tributeLandscapes: 5 } as const;

export async function prepareMedia(storage: Storage): Promise<MediaPool> {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const [portraitBuffers, landscapeBuffers] = await Promise.all([
    Promise.all(range(POOL.portraits).map((i) => portraitImage(i))),
    Promise.all(range(POOL.landscapes).map((i) => landscapeImage(i))),
  ]);
  const store = (prefix: string, buffers: Buffer[]) =>
    Promise.all(buffers.map((buffer) => storeImageVariants(storage, prefix, buffer)));
  const [portraits, cemeteries, galleryLandscapes, galleryPortraits, tributes] = await Promise.all([
    store("profiles", portraitBuffers),
    store("cemeteries", landscapeBuffers),
    store("gallery", landscapeBuffers),
    store("gallery", portraitBuffers.slice(0, POOL.galleryPortraits)),
    // The cemetery pictures start with different seeds than the tributes, so they differ on screen.
    store("tributes", landscapeBuffers.slice(-POOL.tributeLandscapes)),
  ]);
  return {
    portraits: portraits.map((image, i) => ({ ...image, style: portraitHairStyle(i) })),
    cemeteries,
    gallery: [...galleryLandscapes, ...galleryPortraits],
    tributes,
    stored: portraits.length + cemeteries.length + galleryLandscapes.length + galleryPortraits.length + tributes.length,
  };
}
