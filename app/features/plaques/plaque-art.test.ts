import jsQR from "jsqr";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PLAQUE_ART, plaqueArtLayout, plaqueArtPdf, plaqueArtSvg, plaqueSheetPdf } from "./plaque-art.server";

const HASH = "ABCDEFGHJK";
const input = (name: string | null) => ({ hash: HASH, qrUrl: `https://memorial.example/qrcode/${HASH}`, name });
const SIXTY = "Maria Aparecida da Conceição de Albuquerque Figueiredo Magalhães Lua";
const mm = (pt: number) => Math.round((pt * 25.4) / 72);

async function decode(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 150 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

function fontsOf(doc: PDFDocument) {
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor")) {
      if (object.get(PDFName.of("FontFile2"))) names.push(String(object.get(PDFName.of("FontName"))));
    }
  }
  return names;
}

describe("the QR plaque's art", () => {
  it("is an SVG in millimetres whose QR decodes to /qrcode/{hash}, with the code and no text element", async () => {
    const svg = plaqueArtSvg(input(SIXTY));
    const width = PLAQUE_ART.trimWidth + 2 * PLAQUE_ART.bleed;
    expect(svg).toContain(`width="${width}mm"`);
    expect(svg).not.toContain("<text");
    expect(await decode(svg)).toBe(`https://memorial.example/qrcode/${HASH}`);
    expect(await decode(plaqueArtSvg(input(null)))).toBe(`https://memorial.example/qrcode/${HASH}`);
  });

  it("keeps a 60-letter name and the code inside the column beside the QR, inside the trim", () => {
    const { lines, column } = plaqueArtLayout(input(SIXTY));
    for (const line of lines) {
      expect(line.x + line.width).toBeLessThanOrEqual(column.x + column.width + 0.01);
      expect(line.y).toBeLessThan(PLAQUE_ART.bleed + PLAQUE_ART.trimHeight - 2);
    }
    const name = lines
      .filter((l) => l.font === "serif")
      .map((l) => l.text)
      .join("");
    expect(name.replace(/\s/g, "")).toBe(SIXTY.replace(/\s/g, ""));
    expect(lines.some((l) => l.text === HASH)).toBe(true);
    // No two lines overlap.
    const ys = lines.map((l) => l.y);
    expect(new Set(ys).size).toBe(ys.length);
  });

  it("is a PDF the size of the plate with its bleed, its fonts embedded", async () => {
    const doc = await PDFDocument.load(await plaqueArtPdf(input(SIXTY)));
    const { width, height } = doc.getPage(0).getSize();
    expect([mm(width), mm(height)]).toEqual([106, 76]);
    expect(fontsOf(doc).length).toBe(2);
  });

  it("lays a batch on A4 sheets, six plaques a page", async () => {
    const codes = Array.from({ length: 7 }, (_, i) => ({ ...input(null), hash: `CODE${i}XXXXX`.slice(0, 10) }));
    const doc = await PDFDocument.load(await plaqueSheetPdf(codes));
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([mm(width), mm(height)]).toEqual([210, 297]);
  });
});
