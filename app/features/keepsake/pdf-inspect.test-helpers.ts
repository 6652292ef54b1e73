import { inflateSync } from "node:zlib";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";

/** What a test reads back from a PDF page: its boxes (mm), its text lines and its images. */
export interface InspectedPage {
  mediaBox: number[];
  trimBox: number[] | null;
  bleedBox: number[] | null;
  lines: string[];
  images: { pixels: { width: number; height: number }; placed: { width: number; height: number } }[];
}

const MM = 72 / 25.4;
const mm = (pt: number) => Math.round((pt / MM) * 100) / 100;

function streamText(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of("Filter"));
  const bytes = filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : stream.contents;
  return Buffer.from(bytes).toString("latin1");
}

function box(page: PDFPage, name: string): number[] | null {
  const array = page.node.get(PDFName.of(name));
  if (!(array instanceof PDFArray)) return null;
  return array.asArray().map((n) => mm((n as PDFNumber).asNumber()));
}

/** The glyph id → text map of an embedded font, from its ToUnicode CMap (pdf-lib writes bfchar entries). */
function toUnicode(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = doc.context.lookup(font.get(PDFName.of("ToUnicode")) as PDFRef);
  if (!(cmap instanceof PDFRawStream)) return map;
  for (const [, gid, code] of streamText(cmap).matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    const units = code!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
    map.set(gid!.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

/** Every page's boxes, text (one entry per drawn line) and images with their pixel and placed sizes. */
export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPage[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const resources = page.node.Resources()!;
    const fontDict = resources.lookupMaybe(PDFName.of("Font"), PDFDict);
    const xobjects = resources.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const fonts = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      fonts.set(name.asString(), toUnicode(doc, doc.context.lookup(ref, PDFDict)));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const content = streams
      .map((ref) => doc.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map(streamText)
      .join("\n");
    const lines: string[] = [];
    let font = new Map<string, string>();
    const images: InspectedPage["images"] = [];
    // The scale of the cm operators since the last image (pdf-lib: translate, rotate, scale, skew).
    let scale = { width: 1, height: 1 };
    const ops = /(\/[\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|((?:-?[\d.]+\s+){6})cm|(\/[\w.+-]+)\s+Do/g;
    for (const [, tf, tj, cm, xobject] of content.matchAll(ops)) {
      if (tf) font = fonts.get(tf) ?? new Map();
      else if (tj !== undefined)
        lines.push((tj.match(/.{4}/g) ?? []).map((gid) => font.get(gid.toLowerCase()) ?? "?").join(""));
      else if (cm) {
        const [a, , , d] = cm.trim().split(/\s+/).map(Number);
        scale = { width: scale.width * a!, height: scale.height * d! };
      } else if (xobject) {
        const image = xobjects?.lookup(PDFName.of(xobject.slice(1)));
        if (image instanceof PDFRawStream && image.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) {
          images.push({
            pixels: {
              width: (image.dict.get(PDFName.of("Width")) as PDFNumber).asNumber(),
              height: (image.dict.get(PDFName.of("Height")) as PDFNumber).asNumber(),
            },
            placed: scale,
          });
        }
        scale = { width: 1, height: 1 };
      }
    }
    return {
      mediaBox: box(page, "MediaBox")!,
      trimBox: box(page, "TrimBox"),
      bleedBox: box(page, "BleedBox"),
      lines,
      images,
    };
  });
}

/** Whether every font of the file is embedded (a FontFile2 in each descriptor), and their names. */
export async function embeddedFonts(bytes: Uint8Array): Promise<{ names: string[]; allEmbedded: boolean }> {
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  let allEmbedded = true;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    names.push(String(object.get(PDFName.of("FontName"))));
    if (!object.get(PDFName.of("FontFile2"))) allEmbedded = false;
  }
  return { names, allEmbedded };
}
