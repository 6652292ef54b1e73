import { open, type FileHandle } from "node:fs/promises";
import * as zlib from "node:zlib";

/**
 * A small ZIP writer (PKWARE APPNOTE 6.3, no ZIP64): each entry is deflated (or stored when
 * deflating does not make it smaller) and written to a file as it is added, so a large export
 * never sits in memory whole; `finish` writes the central directory. Names are UTF-8 (flag bit 11).
 */

/** The classic format's limit: offsets and sizes are 32-bit, and ZIP64 is not written. */
export const ZIP_MAX_BYTES = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;

export class ZipTooLargeError extends Error {
  constructor() {
    super("O arquivo passaria de 4 GB, o limite do formato ZIP sem ZIP64.");
    this.name = "ZipTooLargeError";
  }
}

let table: Uint32Array | undefined;
/** CRC-32 (IEEE 802.3) by table: the fallback where `zlib.crc32` is absent (Node < 20.15). */
export function crc32Table(data: Uint8Array, seed = 0): number {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = ~seed >>> 0;
  for (const byte of data) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
export const crc32 = (data: Uint8Array): number => (nativeCrc32 ? nativeCrc32(data) >>> 0 : crc32Table(data));

/** MS-DOS date and time (local fields are written from UTC: the export says so in its README). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface CentralEntry {
  name: Buffer;
  crc: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

const UTF8_FLAG = 0x0800;

export class ZipWriter {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];
  private readonly names = new Set<string>();
  private finished = false;

  private constructor(
    private readonly file: FileHandle,
    private readonly maxBytes: number,
  ) {}

  /** A new ZIP at `path` (created or emptied); `maxBytes` lowers the format's 4 GB limit (tests). */
  static async create(path: string, maxBytes = ZIP_MAX_BYTES): Promise<ZipWriter> {
    return new ZipWriter(await open(path, "w"), Math.min(maxBytes, ZIP_MAX_BYTES));
  }

  private async write(buffer: Buffer): Promise<void> {
    if (this.offset + buffer.length > this.maxBytes) throw new ZipTooLargeError();
    await this.file.write(buffer, 0, buffer.length, this.offset);
    this.offset += buffer.length;
  }

  /** Adds a file; `name` is a relative path with forward slashes, unique in the archive. */
  async add(name: string, data: Uint8Array, modified = new Date()): Promise<void> {
    if (this.finished) throw new Error("ZipWriter: the archive is already finished.");
    if (!name || name.startsWith("/") || name.split("/").includes("..") || name.includes("\\")) {
      throw new Error(`ZipWriter: unsafe entry name ${JSON.stringify(name)}.`);
    }
    if (this.names.has(name)) throw new Error(`ZipWriter: duplicate entry ${JSON.stringify(name)}.`);
    if (this.entries.length >= MAX_ENTRIES) throw new ZipTooLargeError();
    if (data.length > ZIP_MAX_BYTES) throw new ZipTooLargeError();
    this.names.add(name);
    const nameBytes = Buffer.from(name, "utf8");
    const deflated = zlib.deflateRawSync(data);
    const stored = deflated.length >= data.length;
    const body = stored ? Buffer.from(data) : deflated;
    const { time, date } = dosDateTime(modified);
    const entry: CentralEntry = {
      name: nameBytes,
      crc: crc32(data),
      method: stored ? 0 : 8,
      compressedSize: body.length,
      size: data.length,
      offset: this.offset,
      time,
      date,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(UTF8_FLAG, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(Buffer.concat([header, nameBytes]));
    await this.write(body);
    this.entries.push(entry);
  }

  /** Writes the central directory and closes the file; returns the archive's size in bytes. */
  async finish(): Promise<number> {
    if (this.finished) throw new Error("ZipWriter: the archive is already finished.");
    this.finished = true;
    try {
      const start = this.offset;
      for (const entry of this.entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(0x0314, 4); // made by: UNIX, 2.0
        header.writeUInt16LE(20, 6);
        header.writeUInt16LE(UTF8_FLAG, 8);
        header.writeUInt16LE(entry.method, 10);
        header.writeUInt16LE(entry.time, 12);
        header.writeUInt16LE(entry.date, 14);
        header.writeUInt32LE(entry.crc, 16);
        header.writeUInt32LE(entry.compressedSize, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(entry.name.length, 28);
        header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
        header.writeUInt32LE(entry.offset, 42);
        await this.write(Buffer.concat([header, entry.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(this.entries.length, 8);
      end.writeUInt16LE(this.entries.length, 10);
      end.writeUInt32LE(this.offset - start, 12);
      end.writeUInt32LE(start, 16);
      await this.write(end);
      return this.offset;
    } finally {
      await this.file.close();
    }
  }

  /** Closes the file without finishing it (after a failure; the caller deletes it). */
  async abort(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    await this.file.close();
  }
}
