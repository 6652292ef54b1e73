import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { setStorage } from "~/integrations/storage/storage.server";
import { jobIdsOf } from "~/shared/jobs/jobs.test-helpers";
import { setupTestDatabase } from "../../../tests/support/database";
import {
  addModernFormats,
  convertStoredImages,
  imagesMissingModernFormats,
  MODERN_FORMATS_JOB,
  modernFormatsJob,
} from "./modern-formats.server";
import { tempStorage, twoTone } from "./test-images";
import { IMAGE_WIDTHS, renderVariants, variantKey, variantKeys, writeVariants } from "./variants.server";

setupTestDatabase();

const roots: string[] = [];
afterAll(async () => {
  const fs = await import("node:fs/promises");
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});
afterEach(() => setStorage(undefined));

/** An image as stored before decision 050: its three JPEG widths only. */
async function legacyImage(storage: Awaited<ReturnType<typeof tempStorage>>, imagePath: string, width: number) {
  const rendered = await renderVariants(twoTone(width, 800).jpeg(), ["jpg"]);
  await writeVariants(storage, imagePath, rendered);
}

describe("the conversion of images stored before WebP and AVIF", () => {
  it("finds the images missing a format, converts them in batches, and leaves their JPEGs as they were", async () => {
    const storage = await tempStorage(roots);
    await legacyImage(storage, "gallery/aaaa", 1600);
    await legacyImage(storage, "profiles/bbbb", 900);
    await legacyImage(storage, "tributes/cccc", 2000);
    // Already complete: not listed. Other files (a link preview) are not stored images.
    await writeVariants(storage, "cemeteries/dddd", await renderVariants(twoTone(1300, 700).png()));
    await storage.put("og/profile-1.jpg", await twoTone(1200, 630).jpeg().toBuffer(), "image/jpeg");
    const jpegBefore = await storage.get(variantKey("gallery/aaaa", 640));

    expect(await imagesMissingModernFormats(storage)).toEqual(["gallery/aaaa", "profiles/bbbb", "tributes/cccc"]);
    const progress: string[] = [];
    const first = await convertStoredImages(storage, {
      batch: 2,
      onProgress: async (done, of) => void progress.push(`${done}/${of}`),
    });
    expect(first).toEqual({ converted: 2, failed: [], next: "profiles/bbbb" });
    expect(progress).toEqual(["1/2", "2/2"]);
    expect(await imagesMissingModernFormats(storage)).toEqual(["tributes/cccc"]);

    const second = await convertStoredImages(storage, { batch: 2, after: first.next });
    expect(second).toEqual({ converted: 1, failed: [], next: undefined });
    expect(await imagesMissingModernFormats(storage)).toEqual([]);
    expect(await convertStoredImages(storage)).toEqual({ converted: 0, failed: [], next: undefined });

    expect(await storage.get(variantKey("gallery/aaaa", 640))).toEqual(jpegBefore);
    for (const width of IMAGE_WIDTHS) {
      const jpeg = await sharp((await storage.get(variantKey("profiles/bbbb", width)))!).metadata();
      for (const [format, decoder] of [
        ["webp", "webp"],
        ["avif", "heif"],
      ] as const) {
        const meta = await sharp((await storage.get(variantKey("profiles/bbbb", width, format)))!).metadata();
        expect(meta, `${width}.${format}`).toMatchObject({ format: decoder, width: jpeg.width, height: jpeg.height });
      }
    }
  });

  it("skips a stored JPEG it cannot read, and goes on with the others", async () => {
    const storage = await tempStorage(roots);
    await legacyImage(storage, "gallery/good", 1000);
    for (const width of IMAGE_WIDTHS) {
      await storage.put(variantKey("gallery/bad0", width), Buffer.from("not a jpeg at all"), "image/jpeg");
    }
    const run = await convertStoredImages(storage);
    expect(run).toEqual({ converted: 1, failed: ["gallery/bad0"], next: undefined });
    expect(await storage.exists(variantKey("gallery/good", 320, "avif"))).toBe(true);
    expect(await storage.exists(variantKey("gallery/bad0", 320, "avif"))).toBe(false);
  });

  it("an image deleted while it was converted leaves no WebP or AVIF behind", async () => {
    const inner = await tempStorage(roots);
    await legacyImage(inner, "gallery/gone", 1000);
    // The memorial's owner deletes the photo while its AVIF is being written.
    const racing = {
      ...inner,
      async put(key: string, body: Buffer, type: string) {
        await inner.put(key, body, type);
        if (key.endsWith(".avif")) await Promise.all(variantKeys("gallery/gone", ["jpg"]).map((k) => inner.delete(k)));
      },
    };
    expect(await addModernFormats(racing, "gallery/gone")).toBe("gone");
    expect(await inner.list("gallery/")).toEqual([]);
    expect(await addModernFormats(inner, "gallery/never-was")).toBe("gone");
  });

  it("the job converts what is left and owes no further run when it is done", async () => {
    const storage = await tempStorage(roots);
    setStorage(storage);
    await legacyImage(storage, "gallery/job1", 1200);
    const reported: number[] = [];
    await modernFormatsJob({
      payload: {},
      jobId: "00000000-0000-0000-0000-000000000000",
      attempt: 1,
      reportProgress: async (percent) => void reported.push(percent),
    });
    expect(reported).toEqual([100]);
    expect(await imagesMissingModernFormats(storage)).toEqual([]);
    expect(await jobIdsOf(db(), MODERN_FORMATS_JOB)).toEqual([]);
  });
});
