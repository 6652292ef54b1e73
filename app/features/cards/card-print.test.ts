import jsQR from "jsqr";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropMarks } from "~/shared/print/print-pdf.server";
import { DEMO_PEOPLE } from "../../../scripts/seed/people";
import { CARD_DESIGNS, type CardDesign } from "./card-designs";
import type { CardContent } from "./card-layout.server";
import {
  CARD_PRINT,
  layoutPrintBack,
  layoutPrintFront,
  PRINT_TRIM_PX,
  renderPrintCardPdf,
  renderPrintPreview,
} from "./card-print.server";

const SIXTY = "Maria Aparecida da Conceição de Albuquerque Figueiredo Magalhães Lua";
const URL = "https://memorial.example/maria.aparecida";
const content = (name: string, url = URL): CardContent => ({
  name,
  birth: "12/03/1940",
  death: "05/01/2024",
  phrase: "“O Senhor é o meu pastor; nada me faltará.” Salmos 23:1",
  url,
});
const MM_TO_PT = 72 / 25.4;
const mm = (pt: number) => Math.round((pt / MM_TO_PT) * 100) / 100;

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

function box(page: PDFDict, name: string): number[] {
  const array = page.lookup(PDFName.of(name), PDFArray);
  return array.asArray().map((n) => mm((n as PDFNumber).asNumber()));
}

describe("the printed card's file", () => {
  it("is two pages of 76 × 106 mm with a 70 × 100 mm trim, fonts embedded and images at 300 dpi", async () => {
    const doc = await PDFDocument.load(await renderPrintCardPdf(content(SIXTY), "classico"));
    expect(doc.getPageCount()).toBe(2);
    for (const page of doc.getPages()) {
      expect(box(page.node, "MediaBox")).toEqual([0, 0, 76, 106]);
      expect(box(page.node, "BleedBox")).toEqual([0, 0, 76, 106]);
      expect(box(page.node, "TrimBox")).toEqual([3, 3, 73, 103]);
    }
    const fonts: string[] = [];
    const images: { width: number; height: number }[] = [];
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      if (!(dict instanceof PDFDict)) continue;
      if (dict.get(PDFName.of("Type")) === PDFName.of("FontDescriptor")) {
        expect(dict.get(PDFName.of("FontFile2"))).toBeDefined();
        fonts.push(String(dict.get(PDFName.of("FontName"))));
      }
      if (dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) {
        images.push({
          width: (dict.get(PDFName.of("Width")) as PDFNumber).asNumber(),
          height: (dict.get(PDFName.of("Height")) as PDFNumber).asNumber(),
        });
      }
    }
    expect(fonts.some((name) => name.includes("Lora"))).toBe(true);
    expect(fonts.some((name) => name.includes("SourceSans"))).toBe(true);
    // One raster a side, covering the page with its bleed at 300 dpi or more.
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.width / (76 / 25.4)).toBeGreaterThanOrEqual(CARD_PRINT.dpi);
      expect(image.height / (106 / 25.4)).toBeGreaterThanOrEqual(CARD_PRINT.dpi);
    }
  });

  it("puts its crop marks in the bleed, outside the trim, at the trim's lines", () => {
    const [b, w, h] = [3 * MM_TO_PT, 70 * MM_TO_PT, 100 * MM_TO_PT];
    const marks = cropMarks(CARD_PRINT);
    expect(marks).toHaveLength(8);
    const insideTrim = (x: number, y: number) => x > b + 0.01 && x < b + w - 0.01 && y > b + 0.01 && y < b + h - 0.01;
    for (const mark of marks) {
      for (const [x, y] of [
        [mark.x1, mark.y1],
        [mark.x2, mark.y2],
      ] as const) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(2 * b + w + 0.01);
        expect(y).toBeLessThanOrEqual(2 * b + h + 0.01);
      }
      // Each mark is a segment in the bleed: both ends on the same side of the trim.
      expect(insideTrim((mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2)).toBe(false);
      const onTrimLine = [b, b + w].includes(mark.x1) || [b, b + h].includes(mark.y1);
      expect(onTrimLine).toBe(true);
    }
  });

  it.each(Object.keys(CARD_DESIGNS) as CardDesign[])(
    "the %s design's back has a QR that decodes to the memorial, and its front none",
    async (design) => {
      const back = await renderPrintPreview(content(SIXTY), design, "back");
      const meta = await sharp(back).metadata();
      expect([meta.width, meta.height]).toEqual([PRINT_TRIM_PX.width, PRINT_TRIM_PX.height]);
      expect(await decodeQr(back)).toBe(URL);
      expect(await decodeQr(await renderPrintPreview(content(SIXTY), design, "front"))).toBeUndefined();
    },
  );

  it("keeps every text of both sides in the safe area (5 mm inside the trim), whole, for long names", () => {
    const longest = [...DEMO_PEOPLE]
      .map((p) => p.name)
      .sort((a, b) => b.length - a.length)
      .slice(0, 3);
    const privateUrl = `${URL}/${"k".repeat(43)}`;
    for (const name of [SIXTY, ...longest]) {
      const front = layoutPrintFront(content(name));
      const back = layoutPrintBack(content(name, privateUrl));
      for (const layout of [front, back]) {
        for (const line of layout.lines) {
          expect(line.x).toBeGreaterThanOrEqual(layout.margin - 0.5);
          expect(line.x + line.width).toBeLessThanOrEqual(layout.width - layout.margin + 0.5);
          expect(line.y - line.size).toBeGreaterThanOrEqual(layout.margin - 0.5);
          expect(line.y + line.size * 0.3).toBeLessThanOrEqual(layout.height - layout.margin + 0.5);
        }
      }
      expect(front.qr).toBeNull();
      expect(front.portrait.cy - front.portrait.r).toBeGreaterThanOrEqual(front.margin);
      const frontName = front.lines.filter((l) => l.color === "name").map((l) => l.text);
      expect(frontName.join("").replace(/\s/g, "")).toBe(name.replace(/\s/g, ""));
      // The address on the back is whole, so it can be typed.
      const address = back.lines.filter((l) => l.color === "text").map((l) => l.text);
      expect(address.join("")).toBe(privateUrl.replace("https://", ""));
      // No text runs into the QR.
      const qr = back.qr!;
      for (const line of back.lines) {
        const overlapsQr = line.y > qr.y && line.y - line.size < qr.y + qr.width;
        expect(overlapsQr).toBe(false);
      }
    }
  });
});
