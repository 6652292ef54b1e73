/**
 * The hostile image set: files a careless or malicious visitor may upload. Each one either
 * becomes clean variants or is refused with a ValidationError; the process never crashes and
 * no metadata survives.
 */
import fs from "node:fs/promises";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ValidationError } from "~/shared/http/errors";
import {
  expectNoMetadata,
  gifBomb,
  heicBomb,
  jpegBomb,
  phoneHeic,
  pngBomb,
  rgbAt,
  storedFiles,
  tempStorage,
  twoTone,
  variants,
} from "./test-images";
import { IMAGE_MESSAGES, processUpload, tooManyPixelsMessage } from "./upload.server";
import { IMAGE_FORMATS } from "./variants.server";

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

const TOO_MANY_PIXELS = tooManyPixelsMessage(50_000_000);

async function refused(bytes: Uint8Array, message: string): Promise<void> {
  const storage = await tempStorage(roots);
  const error = await processUpload(bytes, { kind: "gallery", storage }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as Error).message).toBe(message);
  expect(await storedFiles(storage.root)).toEqual([]);
}

describe("hostile uploads", () => {
  it("refuses decompression bombs from their headers, at once", async () => {
    const started = performance.now();
    await refused(pngBomb(50_000, 50_000), TOO_MANY_PIXELS);
    await refused(gifBomb(65_535, 65_535), TOO_MANY_PIXELS);
    await refused(await jpegBomb(65_000, 65_000), TOO_MANY_PIXELS);
    await refused(await heicBomb(50_000, 50_000), TOO_MANY_PIXELS);
    // Decoding any of them would take minutes and gigabytes.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("refuses a truncated JPEG instead of storing a half-grey picture", async () => {
    const jpeg = await twoTone(800, 600).jpeg().toBuffer();
    await refused(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), IMAGE_MESSAGES.unreadable);
    await refused(jpeg.subarray(0, 40), IMAGE_MESSAGES.unreadable);
  });

  it("refuses a PNG whose data is damaged", async () => {
    const png = Buffer.from(await twoTone(300, 300).png().toBuffer());
    const idat = png.indexOf("IDAT", 0, "latin1");
    png.fill(0x00, idat + 20, idat + 60);
    await refused(png, IMAGE_MESSAGES.unreadable);
  });

  it("accepts a PNG named .jpg as the PNG it is", async () => {
    const storage = await tempStorage(roots);
    const file = new File([await twoTone(200, 100).png().toBuffer()], "retrato.jpg", { type: "image/jpeg" });
    const image = await processUpload(new Uint8Array(await file.arrayBuffer()), { kind: "profiles", storage });
    expect(image).toMatchObject({ format: "png", width: 200, height: 100 });
  });

  it("refuses an SVG renamed .png, and other formats in disguise", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const file = new File([svg], "foto.png", { type: "image/png" });
    await refused(new Uint8Array(await file.arrayBuffer()), IMAGE_MESSAGES.invalidType);
    await refused(await twoTone(20, 20).webp().toBuffer(), IMAGE_MESSAGES.invalidType);
    await refused(await twoTone(20, 20).avif().toBuffer(), IMAGE_MESSAGES.invalidType);
    await refused(Buffer.from("%PDF-1.4\n1 0 obj\n"), IMAGE_MESSAGES.invalidType);
    await refused(Buffer.from("GIF? não, texto."), IMAGE_MESSAGES.invalidType);
  });

  it("converts a phone's HEIC and keeps none of its EXIF", async () => {
    const heic = await phoneHeic();
    const original = await sharp(heic).metadata();
    expect(original.exif?.toString("latin1")).toContain("iPhone 13");
    const storage = await tempStorage(roots);
    const image = await processUpload(heic, { kind: "gallery", storage });
    expect(image).toMatchObject({ format: "heic", width: 96, height: 64, bytes: heic.length });
    for (const jpeg of await variants(storage, image.imagePath, IMAGE_FORMATS)) {
      await expectNoMetadata(jpeg, ["iPhone", "Apple", "Familia Souza"]);
      expect((await rgbAt(jpeg, 10, 32))[0]).toBeGreaterThan(200);
    }
  });

  it("refuses a truncated or damaged HEIC", async () => {
    const heic = await phoneHeic();
    await refused(heic.subarray(0, heic.length - 150), IMAGE_MESSAGES.unreadable);
    await refused(Buffer.concat([heic.subarray(0, 24), Buffer.alloc(300, 0xee)]), IMAGE_MESSAGES.unreadable);
  });

  it("turns a JPEG with GPS and orientation 6 upright and drops all its metadata", async () => {
    // Stored 800x400 with the left half red; orientation 6 means "rotate 90° clockwise to view".
    const jpeg = await twoTone(800, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: "Samsung", Model: "Galaxy A54", Artist: "Câmera do celular" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "23/1 33/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "46/1 38/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original).toMatchObject({ orientation: 6, width: 800, height: 400 });
    expect(original.exif?.toString("latin1")).toContain("Galaxy A54");
    expect(original.xmp).toBeDefined();

    const storage = await tempStorage(roots);
    const image = await processUpload(jpeg, { kind: "profiles", storage });
    expect(image).toMatchObject({ width: 400, height: 800 });
    const stored = await variants(storage, image.imagePath);
    for (const variant of await variants(storage, image.imagePath, IMAGE_FORMATS)) {
      await expectNoMetadata(variant, ["Galaxy", "Samsung", "Câmera"]);
    }
    const [small] = stored;
    // Rotated clockwise, the red left half is now on top.
    const [topR, , topB] = await rgbAt(small!, 160, 40);
    const [bottomR, , bottomB] = await rgbAt(small!, 160, 600);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it("never crashes, whatever the bytes: each upload is stored or refused with a message", async () => {
    const storage = await tempStorage(roots);
    const seeds = {
      jpeg: await twoTone(48, 32).jpeg().toBuffer(),
      png: await twoTone(48, 32).png().toBuffer(),
      gif: await twoTone(48, 32).gif().toBuffer(),
      heic: await phoneHeic(),
    };
    const magic = fc.constantFrom(
      Buffer.alloc(0),
      seeds.jpeg.subarray(0, 3),
      seeds.png.subarray(0, 8),
      Buffer.from("GIF89a"),
      seeds.heic.subarray(0, 32),
    );
    /** Random bytes after a real signature, or a real image with bytes overwritten or cut off. */
    const upload = fc.oneof(
      fc.tuple(magic, fc.uint8Array({ maxLength: 2048 })).map(([head, tail]) => Buffer.concat([head, tail])),
      fc
        .tuple(
          fc.constantFrom(seeds.jpeg, seeds.png, seeds.gif),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
          fc.option(fc.nat()),
        )
        .map(([seed, edits, cut]) => {
          const bytes = Buffer.from(seed);
          for (const [at, value] of edits) bytes[at % bytes.length] = value;
          return cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
        }),
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(upload, async (bytes) => {
        try {
          const image = await processUpload(bytes, { kind: "gallery", storage });
          stored += 1;
          for (const jpeg of await variants(storage, image.imagePath)) await expectNoMetadata(jpeg);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
          expect((error as Error).message).toMatch(/^[A-ZÀ-Ú]/);
        }
      }),
      { seed: 20261123, numRuns: 150 },
    );
    // Some damaged images still decode (a changed pixel is still a picture); most are refused.
    expect(stored).toBeGreaterThan(0);
  });

  it("never crashes on a damaged HEIC either: the worker's failures stay in the worker", async () => {
    const storage = await tempStorage(roots);
    const heic = await phoneHeic();
    const damaged = fc
      .tuple(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
      )
      .map(([edits, inPicture]) => {
        const bytes = Buffer.from(heic);
        // Half of the runs damage only the coded picture (the end of the file), so the decoder runs.
        const from = inPicture ? heic.length - 300 : 0;
        for (const [at, value] of edits) bytes[from + (at % (heic.length - from))] = value;
        return bytes;
      });
    await fc.assert(
      fc.asyncProperty(damaged, async (bytes) => {
        try {
          const image = await processUpload(bytes, { kind: "gallery", storage });
          for (const jpeg of await variants(storage, image.imagePath)) await expectNoMetadata(jpeg);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
        }
      }),
      { seed: 4242, numRuns: 12 },
    );
  });
});
