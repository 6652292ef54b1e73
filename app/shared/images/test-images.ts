/** Images and storage for the image pipeline's tests, all generated on the spot. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { expect } from "vitest";
import { localStorage, type Storage } from "~/integrations/storage/storage.server";
import { type ImageFormat, IMAGE_WIDTHS, variantKey } from "./variants.server";

export interface TestStorage extends Storage {
  /** Every key written, in order. */
  puts: string[];
  root: string;
}

export async function tempStorage(roots: string[]): Promise<TestStorage> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-upload-"));
  roots.push(root);
  const inner = localStorage(root);
  const puts: string[] = [];
  return {
    ...inner,
    root,
    puts,
    async put(key, body, contentType) {
      puts.push(key);
      await inner.put(key, body, contentType);
    },
  };
}

/** Every file under a storage root (to show that nothing, not even a temporary file, was left). */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** An image whose left half is red and right half blue, so orientation can be checked. */
export function twoTone(width: number, height: number): Sharp {
  const half = Math.floor(width / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${half}" height="${height}" fill="#ff0000"/>
    <rect x="${half}" width="${width - half}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg));
}

export const phoneHeic = () => fs.readFile(path.resolve("tests/fixtures/images/phone.heic"));

/** The RGB of one pixel of an encoded image. */
export async function rgbAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const start = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(start, start + 3));
}

/** The stored variants of an image in `formats` (JPEG unless told), width after width, read back. */
export async function variants(
  storage: Storage,
  imagePath: string,
  formats: readonly ImageFormat[] = ["jpg"],
): Promise<Buffer[]> {
  return Promise.all(
    IMAGE_WIDTHS.flatMap((width) =>
      formats.map(async (format) => {
        const body = await storage.get(variantKey(imagePath, width, format));
        expect(body, `variant ${width}.${format} of ${imagePath}`).toBeDefined();
        return body!;
      }),
    ),
  );
}

/** Asserts that a stored variant (JPEG, WebP or AVIF) carries no metadata at all, by sharp's reading and by its bytes. */
export async function expectNoMetadata(jpeg: Buffer, leaks: string[] = []): Promise<void> {
  const meta = await sharp(jpeg).metadata();
  expect(["jpeg", "webp", "heif"]).toContain(meta.format);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  const text = jpeg.toString("latin1");
  for (const marker of ["Exif\0", "http://ns.adobe.com/", "ICC_PROFILE", ...leaks]) expect(text).not.toContain(marker);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header declaring a huge RGB image, with a little zlib data: a decompression bomb. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen and first frame declare width x height, with a token of pixel data. */
export function gifBomb(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    size,
    Buffer.from([0, 0, 0]),
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size,
    Buffer.from([0, 8, 2, 0x00, 0x01, 0, 0x3b]),
  ]);
}

/** A real JPEG whose frame header is rewritten to declare width x height. */
export async function jpegBomb(width: number, height: number): Promise<Buffer> {
  const jpeg = await twoTone(64, 64).jpeg().toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** The phone HEIC with its image extent (`ispe`) rewritten to declare width x height. */
export async function heicBomb(width: number, height: number): Promise<Buffer> {
  const heic = Buffer.from(await phoneHeic());
  const ispe = heic.indexOf("ispe", 0, "latin1");
  expect(ispe).toBeGreaterThan(0);
  heic.writeUInt32BE(width, ispe + 8);
  heic.writeUInt32BE(height, ispe + 12);
  return heic;
}
