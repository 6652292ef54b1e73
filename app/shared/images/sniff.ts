/**
 * Decides what an uploaded file is from its first bytes (never from its name or declared type),
 * and reads a HEIF file's declared dimensions without decoding it.
 */

export type UploadFormat = "jpeg" | "png" | "gif" | "heic";

/**
 * HEIF brands whose images are HEVC coded (what phones write), per ISO/IEC 23008-12: the major
 * brands the HEIC decoder (`heic-decode`) accepts.
 */
const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx"]);
/** Generic HEIF brands: the codec is told by the compatible brands. */
const GENERIC_BRANDS = new Set(["mif1", "msf1"]);
const AV1_BRANDS = new Set(["avif", "avis"]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The image format the bytes begin with, or undefined for anything this product does not accept. */
export function detectImageFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  return isHevcHeif(bytes) ? "heic" : undefined;
}

/** An ISO BMFF file whose `ftyp` box names an HEVC-coded HEIF brand (AVIF is refused). */
function isHevcHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
  if (HEVC_BRANDS.has(major)) return true;
  if (!GENERIC_BRANDS.has(major)) return false;
  if (compatible.some((brand) => HEVC_BRANDS.has(brand))) return true;
  return !compatible.some((brand) => AV1_BRANDS.has(brand));
}

interface Box {
  type: string;
  /** Offset of the box's payload (after its header). */
  start: number;
  end: number;
}

/** The boxes between `start` and `end`; stops quietly at the first malformed header. */
function boxes(view: DataView, start: number, end: number): Box[] {
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(
      view.getUint8(offset + 4),
      view.getUint8(offset + 5),
      view.getUint8(offset + 6),
      view.getUint8(offset + 7),
    );
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      const large = view.getBigUint64(offset + 8);
      if (large > BigInt(end - offset)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) break;
    found.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return found;
}

const child = (view: DataView, parent: Box | undefined, type: string, skip = 0) =>
  parent ? boxes(view, parent.start + skip, parent.end).find((box) => box.type === type) : undefined;

/**
 * The largest image extent (`ispe` property) a HEIF file declares, which for a phone's tiled
 * photo is the whole picture. Undefined when the file has no readable `meta/iprp/ipco/ispe`.
 */
export function heifDeclaredSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = boxes(view, 0, bytes.length).find((box) => box.type === "meta");
  // `meta` is a full box: 4 bytes of version and flags precede its children.
  const ipco = child(view, child(view, meta, "iprp", 4), "ipco");
  if (!ipco) return undefined;
  let largest: { width: number; height: number } | undefined;
  for (const box of boxes(view, ipco.start, ipco.end)) {
    if (box.type !== "ispe" || box.end - box.start < 12) continue;
    const width = view.getUint32(box.start + 4);
    const height = view.getUint32(box.start + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}
