import jsQR from "jsqr";
import { PDFDocument, PDFDict, PDFName } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_PEOPLE } from "../../../scripts/seed/people";
import { CARD_DESIGNS, CARD_FORMATS, CARD_PDF_PAGE, type CardDesign, type CardFormat } from "./card-designs";
import { layoutCard, type CardContent } from "./card-layout.server";
import { renderCardImage, renderCardPdf } from "./card-render.server";

const SIXTY = "Maria Aparecida da Conceição de Albuquerque Figueiredo Magalhães Lua";
const content = (name: string): CardContent => ({
  name,
  birth: "12/03/1940",
  death: "05/01/2024",
  phrase: "“O Senhor é o meu pastor; nada me faltará.” Salmos 23:1",
  url: "https://memorial.example/maria.aparecida",
});

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("the digital card", () => {
  it("uses a name of sixty letters", () => {
    expect(SIXTY.replace(/\s/g, "").length).toBe(60);
  });

  it.each(Object.keys(CARD_FORMATS) as CardFormat[])(
    "is drawn at the %s format's pixel size, with a QR to the memorial",
    async (format) => {
      const png = await renderCardImage(content("José da Conceição"), "ceu", format);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([CARD_FORMATS[format].width, CARD_FORMATS[format].height]);
      expect(await decodeQr(png)).toBe("https://memorial.example/maria.aparecida");
    },
  );

  it.each(Object.keys(CARD_DESIGNS) as CardDesign[])(
    "the %s design's QR decodes to the memorial's address",
    async (design) => {
      const png = await renderCardImage(content(SIXTY), design, "post");
      expect(await decodeQr(png)).toBe("https://memorial.example/maria.aparecida");
    },
  );

  it("keeps every text inside the margins and above the QR, for a 60-letter name and the longest demo names", () => {
    const longest = [...DEMO_PEOPLE]
      .map((p) => p.name)
      .sort((a, b) => b.length - a.length)
      .slice(0, 3);
    for (const name of [SIXTY, ...longest, "Wolfgangamadeusmozartdesouzaebragançadesaopaulodasilvasantosx"]) {
      for (const format of Object.keys(CARD_FORMATS) as CardFormat[]) {
        const layout = layoutCard(content(name), format);
        const textLines = layout.lines.slice(0, -1);
        for (const line of layout.lines) {
          expect(line.x).toBeGreaterThanOrEqual(layout.margin - 0.5);
          expect(line.x + line.width).toBeLessThanOrEqual(layout.width - layout.margin + 0.5);
        }
        const lastBaseline = Math.max(...textLines.map((l) => l.y + l.size * 0.3));
        expect(lastBaseline).toBeLessThan(layout.qr!.y);
        expect(layout.portrait.cy - layout.portrait.r).toBeGreaterThan(0);
        // The whole name is there (no ellipsis) for these names.
        const nameText = textLines
          .filter((l) => l.color === "name")
          .map((l) => l.text)
          .join("");
        expect(nameText.replace(/\s/g, "")).toBe(name.replace(/\s/g, ""));
      }
    }
  });

  it("is a PDF of the post's page size with its fonts embedded and the accents kept", async () => {
    const pdf = await renderCardPdf(content(SIXTY), "classico");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([CARD_PDF_PAGE.width, CARD_PDF_PAGE.height]);
    const embedded: string[] = [];
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor")) {
        expect(object.get(PDFName.of("FontFile2")) ?? object.get(PDFName.of("FontFile3"))).toBeDefined();
        embedded.push(String(object.get(PDFName.of("FontName"))));
      }
    }
    expect(embedded.some((name) => name.includes("Lora"))).toBe(true);
    expect(embedded.some((name) => name.includes("SourceSans"))).toBe(true);
  });
});
