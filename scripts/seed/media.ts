/**
 * The demo's image pool: a few procedural portraits and landscapes, rendered once and stored
 * under every prefix that uses them, so the whole seed stays fast.
 */
import type { Storage } from "~/integrations/storage/storage.server";
import { type StoredImage, storeImageVariantsUnder } from "~/shared/images/variants.server";
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
  /** Number of stored images (each with its nine variants: three widths, three formats). */
  stored: number;
}

export const POOL = { portraits: 16, landscapes: 14, galleryPortraits: 4, tributeLandscapes: 5 } as const;

export async function prepareMedia(storage: Storage): Promise<MediaPool> {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const [portraitBuffers, landscapeBuffers] = await Promise.all([
    Promise.all(range(POOL.portraits).map((i) => portraitImage(i))),
    Promise.all(range(POOL.landscapes).map((i) => landscapeImage(i))),
  ]);
  // Each picture is rendered once (its nine variants take most of the seed's time) and stored
  // under every prefix that shows it. The cemetery pictures start with different seeds than the
  // tributes, so they differ on screen.
  const firstTribute = POOL.landscapes - POOL.tributeLandscapes;
  const [portraitsStored, landscapesStored] = await Promise.all([
    Promise.all(
      portraitBuffers.map((buffer, i) =>
        storeImageVariantsUnder(storage, i < POOL.galleryPortraits ? ["profiles", "gallery"] : ["profiles"], buffer),
      ),
    ),
    Promise.all(
      landscapeBuffers.map((buffer, i) =>
        storeImageVariantsUnder(
          storage,
          i >= firstTribute ? ["cemeteries", "gallery", "tributes"] : ["cemeteries", "gallery"],
          buffer,
        ),
      ),
    ),
  ]);
  const portraits = portraitsStored.map(([profile]) => profile!);
  const galleryPortraits = portraitsStored.slice(0, POOL.galleryPortraits).map(([, gallery]) => gallery!);
  const cemeteries = landscapesStored.map(([cemetery]) => cemetery!);
  const galleryLandscapes = landscapesStored.map(([, gallery]) => gallery!);
  const tributes = landscapesStored.slice(firstTribute).map(([, , tribute]) => tribute!);
  return {
    portraits: portraits.map((image, i) => ({ ...image, style: portraitHairStyle(i) })),
    cemeteries,
    gallery: [...galleryLandscapes, ...galleryPortraits],
    tributes,
    stored: portraits.length + cemeteries.length + galleryLandscapes.length + galleryPortraits.length + tributes.length,
  };
}
