import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { localStorage, type Storage } from "~/integrations/storage/storage.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS, storeImageVariants, variantKey } from "./variants.server";

const roots: string[] = [];

async function tempStorage(): Promise<{ storage: Storage; puts: string[] }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-variants-"));
  roots.push(root);
  const inner = localStorage(root);
  const puts: string[] = [];
  const storage: Storage = {
    ...inner,
    async put(key, body, contentType) {
      puts.push(key);
      await inner.put(key, body, contentType);
    },
  };
  return { storage, puts };
}

afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

/** A JPEG whose left half is red and right half blue, so orientation can be checked. */
async function twoTone(width: number, height: number): Promise<ReturnType<typeof sharp>> {
  const half = Math.floor(width / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${half}" height="${height}" fill="#ff0000"/>
    <rect x="${half}" width="${width - half}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function variant(storage: Storage, imagePath: string, width: number) {
  const body = await storage.get(variantKey(imagePath, width));
  expect(body).toBeDefined();
  return { body: body!, meta: await sharp(body!).metadata() };
}

describe("storeImageVariants", () => {
  it("stores 320, 640 and 1200 px wide JPEGs that keep the aspect ratio", async () => {
    const { storage } = await tempStorage();
    const input = await (await twoTone(2400, 1200)).jpeg().toBuffer();
    const stored = await storeImageVariants(storage, "gallery", input);

    expect(stored.imagePath).toMatch(/^gallery\/[0-9a-f]{16}$/);
    expect(stored).toMatchObject({ width: 1200, height: 600 });
    expect(IMAGE_WIDTHS).toEqual([320, 640, 1200]);
    for (const width of IMAGE_WIDTHS) {
      const { meta } = await variant(storage, stored.imagePath, width);
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
      expect(meta.isProgressive).toBe(true);
    }
  });

  it("applies the EXIF orientation and leaves no metadata behind", async () => {
    const { storage } = await tempStorage();
    // Stored 800x400 with the left half red; orientation 6 means "rotate 90° clockwise to view".
    const input = await (
      await twoTone(800, 400)
    )
      .jpeg()
      .withExif({ IFD0: { Copyright: "Família Souza", Artist: "Câmera do celular" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(input).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif).toBeDefined();

    const stored = await storeImageVariants(storage, "profiles", input);
    expect(stored).toMatchObject({ width: 400, height: 800 });

    const { body, meta } = await variant(storage, stored.imagePath, 320);
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(640);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Rotated clockwise, the red left half is now on top.
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [topR, , topB] = pixel(160, 40);
    const [bottomR, , bottomB] = pixel(160, 600);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it("never enlarges a small image", async () => {
    const { storage } = await tempStorage();
    const input = await (await twoTone(500, 300)).png().toBuffer();
    const stored = await storeImageVariants(storage, "tributes", input);
    expect(stored).toMatchObject({ width: 500, height: 300 });
    const widths = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => (await variant(storage, stored.imagePath, width)).meta.width),
    );
    expect(widths).toEqual([320, 500, 500]);
    expect((await variant(storage, stored.imagePath, 320)).meta.height).toBe(192);
  });

  it("does nothing when the same image is stored again", async () => {
    const { storage, puts } = await tempStorage();
    const input = await (await twoTone(1600, 1000)).jpeg().toBuffer();
    const first = await storeImageVariants(storage, "cemeteries", input);
    expect(puts).toHaveLength(9);
    const second = await storeImageVariants(storage, "cemeteries", input);
    expect(second).toEqual(first);
    expect(puts).toHaveLength(9);

    // Another prefix, or different bytes, are new images.
    const elsewhere = await storeImageVariants(storage, "gallery", input);
    expect(elsewhere.imagePath).not.toBe(first.imagePath);
    const other = await storeImageVariants(storage, "cemeteries", await (await twoTone(1600, 1001)).jpeg().toBuffer());
    expect(other.imagePath).not.toBe(first.imagePath);
    expect(puts).toHaveLength(27);
  });

  it("stores every width in JPEG, WebP and AVIF, the modern ones smaller than the JPEG and the same picture", async () => {
    const { storage } = await tempStorage();
    const input = await (await twoTone(1800, 1200)).jpeg().toBuffer();
    const stored = await storeImageVariants(storage, "gallery", input);
    expect(IMAGE_FORMATS).toEqual(["jpg", "webp", "avif"]);
    for (const width of IMAGE_WIDTHS) {
      const jpeg = await storage.get(variantKey(stored.imagePath, width, "jpg"));
      for (const [format, decoder] of [
        ["webp", "webp"],
        ["avif", "heif"],
      ] as const) {
        const body = await storage.get(variantKey(stored.imagePath, width, format));
        expect(body, `${width}.${format}`).toBeDefined();
        const meta = await sharp(body!).metadata();
        expect(meta).toMatchObject({ format: decoder, width, height: Math.round((width * 2) / 3) });
        expect(meta.exif).toBeUndefined();
        expect(body!.length, `${width}.${format} against its JPEG`).toBeLessThan(jpeg!.length);
        // The left half red, the right half blue, as in the JPEG.
        const { data, info } = await sharp(body!).raw().toBuffer({ resolveWithObject: true });
        const at = (x: number) => Array.from(data.subarray(x * info.channels, x * info.channels + 3));
        const [leftR, , leftB] = at(Math.floor(width / 4));
        const [rightR, , rightB] = at(Math.floor((width * 3) / 4));
        expect(leftR).toBeGreaterThan(200);
        expect(leftB).toBeLessThan(60);
        expect(rightB).toBeGreaterThan(200);
        expect(rightR).toBeLessThan(60);
      }
    }
  });

  it("draws a very tall picture's WebP and AVIF within WebP's 16383 px, its JPEG as it is", async () => {
    const { storage } = await tempStorage();
    const input = await sharp({ create: { width: 300, height: 20_000, channels: 3, background: "#557799" } })
      .png()
      .toBuffer();
    const stored = await storeImageVariants(storage, "gallery", input);
    expect(stored).toMatchObject({ width: 300, height: 20_000 });
    const size = async (format: "jpg" | "webp" | "avif") => {
      const meta = await sharp((await storage.get(variantKey(stored.imagePath, 1200, format)))!).metadata();
      return [meta.width, meta.height];
    };
    expect(await size("jpg")).toEqual([300, 20_000]);
    expect(await size("webp")).toEqual([246, 16_383]);
    expect(await size("avif")).toEqual([246, 16_383]);
  });
});
