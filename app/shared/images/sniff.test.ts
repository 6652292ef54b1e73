import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageFormat, heifDeclaredSize } from "./sniff";

const phoneHeic = fs.readFileSync(path.resolve("tests/fixtures/images/phone.heic"));
const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#336699" } });

/** An ISO BMFF `ftyp` box with these brands, followed by filler. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "latin1"));
  return box;
}

describe("detectImageFormat", () => {
  it("recognises JPEG, PNG and GIF by their bytes", async () => {
    expect(detectImageFormat(await pixel().jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageFormat(await pixel().png().toBuffer())).toBe("png");
    expect(detectImageFormat(await pixel().gif().toBuffer())).toBe("gif");
    expect(detectImageFormat(Buffer.from("GIF87a\x01\x00\x01\x00", "latin1"))).toBe("gif");
  });

  it("recognises HEIC by the brands of its ftyp box, and refuses AVIF", async () => {
    expect(detectImageFormat(phoneHeic)).toBe("heic");
    for (const major of ["heic", "heix", "hevc", "hevx"]) expect(detectImageFormat(ftyp(major, "mif1"))).toBe("heic");
    expect(detectImageFormat(ftyp("mif1", "heic"))).toBe("heic");
    expect(detectImageFormat(ftyp("msf1", "hevc"))).toBe("heic");
    expect(detectImageFormat(ftyp("mif1", "miaf"))).toBe("heic");
    expect(detectImageFormat(ftyp("mif1", "avif", "miaf"))).toBeUndefined();
    expect(detectImageFormat(ftyp("avif", "mif1", "miaf"))).toBeUndefined();
    expect(detectImageFormat(await pixel().avif().toBuffer())).toBeUndefined();
    expect(detectImageFormat(ftyp("isom", "mp41"))).toBeUndefined(); // an MP4 video
  });

  it("refuses everything else, whatever it is called", async () => {
    const refused = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      await pixel().webp().toBuffer(),
      await pixel().tiff().toBuffer(),
      Buffer.from("%PDF-1.7\n%âãÏÓ\n"),
      Buffer.from("apenas texto"),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ];
    for (const bytes of refused) expect(detectImageFormat(bytes)).toBeUndefined();
  });
});

describe("heifDeclaredSize", () => {
  it("reads the size a HEIC declares without decoding it", () => {
    expect(heifDeclaredSize(phoneHeic)).toEqual({ width: 96, height: 64 });
  });

  it("finds nothing in a file without its boxes", () => {
    expect(heifDeclaredSize(ftyp("heic", "mif1"))).toBeUndefined();
    expect(heifDeclaredSize(phoneHeic.subarray(0, 60))).toBeUndefined();
  });

  it("never throws, whatever the bytes", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 600 }),
        fc.nat({ max: phoneHeic.length }),
        fc.boolean(),
        (noise, cut, splice) => {
          const bytes = splice ? Buffer.concat([phoneHeic.subarray(0, cut), noise]) : Buffer.from(noise);
          const size = heifDeclaredSize(bytes);
          expect(size === undefined || (Number.isInteger(size.width) && Number.isInteger(size.height))).toBe(true);
          expect(["jpeg", "png", "gif", "heic", undefined]).toContain(detectImageFormat(bytes));
        },
      ),
      { seed: 7, numRuns: 500 },
    );
  });
});
