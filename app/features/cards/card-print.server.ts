import sharp from "sharp";
import { fitText } from "~/shared/print/text-fit";
import { measureWith, type PrintFontName } from "~/shared/print/print-fonts.server";
import { framePrintPage, MM_TO_PT, printPdfDocument } from "~/shared/print/print-pdf.server";
import { qrMatrix } from "~/shared/print/qr-vector";
import { CARD_ART, type CardArt } from "./card-art.server";
import type { CardDesign } from "./card-designs";
import { type CardContent, type CardLayout, layoutCardIn, type PlacedLine } from "./card-layout.server";
import { backdrop, drawCardVectors, overlaySvg } from "./card-render.server";

/**
 * The printed card ('santinho', decision 049): 70 × 100 mm trimmed, 3 mm of bleed on every side,
 * its raster parts at 300 dpi, its texts in the embedded fonts and its QR as vectors. The front is
 * the digital card's design without the QR (portrait, name, dates, phrase); the back carries the
 * same background, 'Em memória de' and the name, the QR to the memorial, its caption and the
 * memorial's address written out.
 */
export const CARD_PRINT = { trimWidth: 70, trimHeight: 100, bleed: 3, dpi: 300 } as const;

const PX_PER_MM = CARD_PRINT.dpi / 25.4;
/** The trim in pixels at 300 dpi (the layouts' coordinates), and the bleed added around the raster. */
export const PRINT_TRIM_PX = {
  width: Math.round(CARD_PRINT.trimWidth * PX_PER_MM),
  height: Math.round(CARD_PRINT.trimHeight * PX_PER_MM),
};
const BLEED_PX = Math.ceil(CARD_PRINT.bleed * PX_PER_MM);
/** The post is 1080 px wide; the printed card's type is scaled to the trim's width. */
const K = PRINT_TRIM_PX.width / 1080;
/** Nothing but the background comes nearer the trim than this (5 mm). */
const SAFE_PX = Math.round(5 * PX_PER_MM);

const FRONT = {
  ...PRINT_TRIM_PX,
  margin: SAFE_PX,
  scale: K,
  top: SAFE_PX + 10,
  bottom: SAFE_PX,
  portrait: Math.round(190 * K),
  qr: null,
  name: Math.round(260 * K),
  phrase: Math.round(170 * K),
  gap: Math.round(30 * K),
};

/** The front: the digital card's layout in the trim, without the QR (it is on the back). */
export function layoutPrintFront(content: CardContent): CardLayout {
  return layoutCardIn(content, FRONT);
}

export type PrintBackLayout = Pick<CardLayout, "width" | "height" | "margin" | "lines" | "qr">;

/** The back: 'Em memória de' and the name above, the QR in the middle, its caption and the address below. */
export function layoutPrintBack(content: CardContent): PrintBackLayout {
  const { width, height } = PRINT_TRIM_PX;
  const maxWidth = width - 2 * SAFE_PX;
  const lines: PlacedLine[] = [];
  const place = (
    text: string,
    font: PrintFontName,
    color: PlacedLine["color"],
    top: number,
    box: Omit<Parameters<typeof fitText>[1], "maxWidth">,
  ) => {
    const fitted = fitText(text, { maxWidth, ...box }, measureWith(font));
    let y = top;
    for (const line of fitted.lines) {
      lines.push({
        font,
        text: line.text,
        size: fitted.size,
        x: (width - line.width) / 2,
        y: y + fitted.size * 0.92,
        width: line.width,
        color,
      });
      y += fitted.size * fitted.lineHeight;
    }
    return y;
  };
  let y = place("Em memória de", "sans", "muted", SAFE_PX + 20, {
    maxLines: 1,
    maxHeight: 40,
    maxSize: 30,
    minSize: 22,
  });
  place(content.name, "serif", "name", y + 8, {
    maxLines: 2,
    maxHeight: 120,
    maxSize: 50,
    minSize: 26,
    lineHeight: 1.15,
  });
  const qrWidth = Math.round(width * 0.62);
  const qrY = Math.round((height - qrWidth) / 2 + 30);
  const qr = { x: (width - qrWidth) / 2, y: qrY, width: qrWidth, matrix: qrMatrix(content.url) };
  y = place("Aponte a câmera para visitar o memorial", "sans", "muted", qrY + qrWidth + 16, {
    maxLines: 1,
    maxHeight: 40,
    maxSize: 26,
    minSize: 18,
  });
  // The address without its scheme, so it can be typed; a long private key wraps (it never shrinks below legible).
  place(content.url.replace(/^https?:\/\//, ""), "sans", "text", y + 6, {
    maxLines: 3,
    maxHeight: 100,
    maxSize: 26,
    minSize: 18,
    lineHeight: 1.2,
  });
  return { width, height, margin: SAFE_PX, lines, qr };
}

/** The design's background alone, at the trim's size (the back has no portrait). */
async function background(art: CardArt): Promise<Buffer> {
  const { width, height } = PRINT_TRIM_PX;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${art.background(width, height)}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The trim's raster grown by the bleed on every side, its edge pixels carried out to the cut. */
function withBleed(trim: Buffer) {
  return sharp(trim).extend({
    top: BLEED_PX,
    bottom: BLEED_PX,
    left: BLEED_PX,
    right: BLEED_PX,
    extendWith: "copy",
  });
}

export interface PrintCardSides {
  front: Buffer;
  back: Buffer;
}

/** Both sides as PNGs at 300 dpi with the bleed (the print file's rasters; previews and tests read them). */
export async function renderPrintSides(content: CardContent, design: CardDesign, portrait?: Buffer) {
  const art = CARD_ART[design];
  const front = layoutPrintFront(content);
  const back = layoutPrintBack(content);
  const frontBase = await backdrop(front, art, portrait, content.name);
  const backBase = await background(art);
  return { front, back, frontBase, backBase, art };
}

/** A side as the card will look (backdrop + texts + QR), at the trim's size: the panel's preview. */
export async function renderPrintPreview(
  content: CardContent,
  design: CardDesign,
  side: keyof PrintCardSides,
  portrait?: Buffer,
) {
  const sides = await renderPrintSides(content, design, portrait);
  const layout = side === "front" ? sides.front : sides.back;
  return sharp(side === "front" ? sides.frontBase : sides.backBase)
    .composite([{ input: Buffer.from(overlaySvg(layout, sides.art)), left: 0, top: 0 }])
    .removeAlpha()
    .png()
    .toBuffer();
}

/**
 * The print file: two pages (front, back), each 76 × 106 mm (MediaBox = BleedBox), its TrimBox
 * 70 × 100 mm, the background and portrait at 300 dpi over the bleed, the texts in the embedded
 * fonts, the QR as vectors, and crop marks outside the trim.
 */
export async function renderPrintCardPdf(content: CardContent, design: CardDesign, portrait?: Buffer): Promise<Buffer> {
  const sides = await renderPrintSides(content, design, portrait);
  const { doc, fonts } = await printPdfDocument(`Cartões impressos — ${content.name}`);
  const b = CARD_PRINT.bleed * MM_TO_PT;
  const trimW = CARD_PRINT.trimWidth * MM_TO_PT;
  const trimH = CARD_PRINT.trimHeight * MM_TO_PT;
  const pxPt = 72 / CARD_PRINT.dpi;
  // The layouts' whole pixels are centred on the exact trim (they differ from it by under 0.1 mm).
  const origin = { x: b + (trimW - PRINT_TRIM_PX.width * pxPt) / 2, y: b + (trimH - PRINT_TRIM_PX.height * pxPt) / 2 };
  for (const [base, layout] of [
    [sides.frontBase, sides.front],
    [sides.backBase, sides.back],
  ] as const) {
    const page = doc.addPage([trimW + 2 * b, trimH + 2 * b]);
    const jpeg = await withBleed(base)
      .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
      .withMetadata({ density: CARD_PRINT.dpi })
      .toBuffer();
    page.drawImage(await doc.embedJpg(jpeg), {
      x: origin.x - BLEED_PX * pxPt,
      y: origin.y - BLEED_PX * pxPt,
      width: (PRINT_TRIM_PX.width + 2 * BLEED_PX) * pxPt,
      height: (PRINT_TRIM_PX.height + 2 * BLEED_PX) * pxPt,
    });
    drawCardVectors(page, layout, sides.art, fonts, origin, pxPt);
    framePrintPage(page, CARD_PRINT);
  }
  return Buffer.from(await doc.save());
}
