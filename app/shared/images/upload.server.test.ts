import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { TooManyRequestsError, ValidationError } from "~/shared/http/errors";
import { rgbAt, storedFiles, tempStorage, type TestStorage, twoTone, variants } from "./test-images";
import { IMAGE_MESSAGES, imageDecodeLoad, processUpload, tooLargeMessage, tooManyPixelsMessage } from "./upload.server";

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

/** What a route would hand over: the bytes of the form's File, whatever its name says. */
async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

async function refusal(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe("processUpload", () => {
  it("stores the three variants of a JPEG and describes the upload", async () => {
    const storage = await tempStorage(roots);
    const jpeg = await twoTone(2400, 1600).jpeg().toBuffer();
    const image = await processUpload(jpeg, { kind: "gallery", storage });

    const hash = createHash("sha256").update(jpeg).digest("hex");
    expect(image).toEqual({
      imagePath: `gallery/${hash.slice(0, 16)}`,
      width: 1200,
      height: 800,
      format: "jpeg",
      bytes: jpeg.length,
      contentHash: hash,
    });
    const stored = await variants(storage, image.imagePath);
    expect(await Promise.all(stored.map(async (body) => (await sharp(body).metadata()).width))).toEqual([
      320, 640, 1200,
    ]);
    // Each width also in WebP and AVIF (decision 050), the same size as its JPEG.
    const files = await storedFiles(storage.root);
    expect(files).toHaveLength(9);
    for (const width of [320, 640, 1200]) {
      for (const format of ["webp", "avif"] as const) {
        const body = await storage.get(`${image.imagePath}-${width}.${format}`);
        expect(body, `${width}.${format}`).toBeDefined();
        const meta = await sharp(body!).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 2) / 3));
        expect(meta.exif).toBeUndefined();
      }
    }
  });

  it("goes by the bytes, not the name: a PNG called foto.jpg is a PNG", async () => {
    const storage = await tempStorage(roots);
    const png = await twoTone(300, 200).png().toBuffer();
    const file = new File([png], "foto.jpg", { type: "image/jpeg" });
    const image = await processUpload(await bytesOf(file), { kind: "profiles", storage });
    expect(image).toMatchObject({ format: "png", width: 300, height: 200 });
  });

  it("takes the first frame of a GIF and puts transparent areas on white", async () => {
    const storage = await tempStorage(roots);
    const gif = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await twoTone(20, 40).png().toBuffer(), left: 0, top: 0 }])
      .gif()
      .toBuffer();
    const image = await processUpload(gif, { kind: "tributes", storage });
    expect(image).toMatchObject({ format: "gif", width: 40, height: 40 });
    const [small] = await variants(storage, image.imagePath);
    expect(await rgbAt(small!, 5, 20)).toEqual([
      expect.toSatisfy((r: number) => r > 200),
      expect.any(Number),
      expect.toSatisfy((b: number) => b < 60),
    ]);
    for (const channel of await rgbAt(small!, 300, 100)) expect(channel).toBeGreaterThan(240);
  });

  it("converts a wide-gamut photo to sRGB and drops its colour profile", async () => {
    const storage = await tempStorage(roots);
    const p3 = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#20c040" } })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const image = await processUpload(p3, { kind: "gallery", storage });
    const [small] = await variants(storage, image.imagePath);
    expect((await sharp(small!).metadata()).icc).toBeUndefined();
    // Read as if it were sRGB, the P3 file's numbers are another colour; the stored variant shows
    // the colour the photo was meant to have, so it was converted, not merely stripped of its profile.
    const asStoredInP3 = await rgbAt(await sharp(p3, { ignoreIcc: true }).png().toBuffer(), 32, 32);
    const shown = await rgbAt(small!, 32, 32);
    const distance = (a: number[], b: number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));
    expect(distance(asStoredInP3, [0x20, 0xc0, 0x40])).toBeGreaterThan(12);
    expect(distance(shown, [0x20, 0xc0, 0x40])).toBeLessThan(8);
  });

  it("refuses a file over the size limit before looking at it, and stores nothing", async () => {
    const storage = await tempStorage(roots);
    const notEvenAnImage = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const error = await refusal(processUpload(notEvenAnImage, { kind: "gallery", storage, maxBytes: 2 * 1024 * 1024 }));
    expect(error.message).toBe("A imagem é grande demais. O limite é de 2 MB.");
    expect(tooLargeMessage(15 * 1024 * 1024)).toBe("A imagem é grande demais. O limite é de 15 MB.");
    expect(tooLargeMessage(2.5 * 1024 * 1024)).toBe("A imagem é grande demais. O limite é de 2,5 MB.");
    const jpeg = await twoTone(600, 400).jpeg({ quality: 100 }).toBuffer();
    expect(
      (await refusal(processUpload(jpeg, { kind: "gallery", storage, maxBytes: jpeg.length - 1 }))).message,
    ).toMatch(/^A imagem é grande demais/);
    await expect(processUpload(jpeg, { kind: "gallery", storage, maxBytes: jpeg.length })).resolves.toBeDefined();
    expect(storage.puts).toHaveLength(9);
  });

  it("refuses an empty file", async () => {
    const storage = await tempStorage(roots);
    expect((await refusal(processUpload(new Uint8Array(0), { kind: "profiles", storage }))).message).toBe(
      IMAGE_MESSAGES.empty,
    );
  });

  it("says which formats it accepts, in the caller's words", async () => {
    const storage = await tempStorage(roots);
    const webp = await twoTone(40, 40).webp().toBuffer();
    expect((await refusal(processUpload(webp, { kind: "profiles", storage }))).message).toBe(
      "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.",
    );
    const tribute = processUpload(webp, {
      kind: "tributes",
      storage,
      invalidTypeMessage: IMAGE_MESSAGES.invalidTributeType,
    });
    expect((await refusal(tribute)).message).toBe(
      "Formato de arquivo não suportado. Apenas JPEG, JPG, PNG, GIF e HEIC são aceitos",
    );
    expect(storage.puts).toEqual([]);
  });

  it("refuses a real image with more pixels than allowed", async () => {
    const storage = await tempStorage(roots);
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#808080" } })
      .png()
      .toBuffer();
    const error = await refusal(processUpload(big, { kind: "gallery", storage, maxPixels: 4_000_000 }));
    expect(error.message).toBe("A imagem tem resolução grande demais. O limite é de 4 megapixels.");
    expect(tooManyPixelsMessage(50_000_000)).toBe("A imagem tem resolução grande demais. O limite é de 50 megapixels.");
    expect(storage.puts).toEqual([]);
  });

  it("stores the same picture once, even when it arrives twice at the same moment", async () => {
    const storage = await tempStorage(roots);
    const jpeg = await twoTone(800, 600).jpeg().toBuffer();
    const [first, second] = await Promise.all([
      processUpload(jpeg, { kind: "gallery", storage }),
      processUpload(jpeg, { kind: "gallery", storage }),
    ]);
    expect(second).toEqual(first);
    const again = await processUpload(jpeg, { kind: "gallery", storage });
    expect(again).toEqual(first);
    expect(storage.puts.length).toBeLessThanOrEqual(18);
    expect(await storedFiles(storage.root)).toHaveLength(9);
  });

  it("decodes at most two images at once; a burst waits its turn", async () => {
    const storage = await tempStorage(roots);
    const seen: number[] = [];
    const watching: TestStorage = {
      ...storage,
      async put(key, body, contentType) {
        seen.push(imageDecodeLoad().active);
        await storage.put(key, body, contentType);
      },
    };
    const images = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        twoTone(900 + i, 700)
          .jpeg()
          .toBuffer(),
      ),
    );
    const stored = await Promise.all(images.map((jpeg) => processUpload(jpeg, { kind: "gallery", storage: watching })));
    expect(new Set(stored.map((image) => image.imagePath)).size).toBe(6);
    expect(seen).toHaveLength(6 * 9);
    expect(Math.max(...seen)).toBe(2);
    expect(imageDecodeLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it("turns uploads away, rather than queueing without end, when too many wait", async () => {
    const storage = await tempStorage(roots);
    const jpegs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        twoTone(64 + i, 64)
          .jpeg()
          .toBuffer(),
      ),
    );
    const results = await Promise.allSettled(jpegs.map((jpeg) => processUpload(jpeg, { kind: "gallery", storage })));
    const refused = results.filter((result) => result.status === "rejected");
    // Two decode, 32 wait, the rest are told to come back.
    expect(refused).toHaveLength(6);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(TooManyRequestsError);
      expect((result.reason as Error).message).toBe(IMAGE_MESSAGES.busy);
    }
  });
});
