import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The site's own fonts for the preview images. libvips renders text through Pango and fontconfig,
 * which read TrueType/OpenType but not the WOFF files the pages use, so each WOFF is unpacked once
 * per process into a plain sfnt file in the temporary folder.
 */
export const OG_FONTS = {
  serif: { family: "Lora SemiBold", woff: "@fontsource/lora/files/lora-latin-600-normal.woff" },
  sans: { family: "Source Sans 3", woff: "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff" },
} as const;

export type OgFont = keyof typeof OG_FONTS;

const WOFF_SIGNATURE = 0x774f4646;

/** WOFF 1.0 → sfnt: inflate each table and lay them out again behind a plain offset table. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? zlib.inflateSync(raw) : raw,
    };
  });
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2 += 1;
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const ready = new Map<OgFont, Promise<string | undefined>>();

async function unpack(font: OgFont): Promise<string | undefined> {
  try {
    const source = path.resolve(process.cwd(), "node_modules", OG_FONTS[font].woff);
    const target = path.join(os.tmpdir(), "memorial-og-fonts", `${font}.ttf`);
    const temp = `${target}.${process.pid}.tmp`;
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so another process never reads a half-written file.
    await fs.writeFile(temp, woffToSfnt(await fs.readFile(source)));
    await fs.rename(temp, target);
    return target;
  } catch {
    // Without the package the system's default font is used: the image still has its text.
    return undefined;
  }
}

/** Path of the unpacked font file, or undefined when it is not available. */
export function fontFile(font: OgFont): Promise<string | undefined> {
  let file = ready.get(font);
  if (!file) {
    file = unpack(font);
    ready.set(font, file);
  }
  return file;
}
