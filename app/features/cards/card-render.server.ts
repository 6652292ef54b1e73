import { type PDFFont, type PDFPage, rgb } from "pdf-lib";
import sharp from "sharp";
import { textPathSvg, type PrintFontName } from "~/shared/print/print-fonts.server";
import { printPdfDocument } from "~/shared/print/print-pdf.server";
import { qrSvg } from "~/shared/print/qr-vector";
import { CARD_ART, type CardArt } from "./card-art.server";
import { CARD_PDF_PAGE, type CardDesign, type CardFormat } from "./card-designs";
import { type CardContent, type CardLayout, layoutCard } from "./card-layout.server";

export interface RenderedCard {
  post: Buffer;
  story: Buffer;
  pdf: Buffer;
}

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/** The portrait cut to a circle, or the name's initial on a light disc when there is none. */
async function portraitDisc(portrait: Buffer | undefined, layout: CardLayout, art: CardArt, name: string) {
  const size = layout.portrait.r * 2;
  const r = layout.portrait.r;
  if (!portrait) {
    const initial = name.trim().slice(0, 1).toUpperCase();
    const svg = `${svgOpen(size, size)}<circle cx="${r}" cy="${r}" r="${r}" fill="#ffffff" fill-opacity="0.7"/>${
      initial ? textPathSvg("serif", initial, r, r - r * 0.3, r * 1.35, art.name) : ""
    }</svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const mask = Buffer.from(`${svgOpen(size, size)}<circle cx="${r}" cy="${r}" r="${r}"/></svg>`);
  return sharp(portrait)
    .rotate()
    .resize(size, size, { fit: "cover", position: "attention" })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** The background, the portrait and its ring: everything but the texts and the QR. */
export async function backdrop(
  layout: CardLayout,
  art: CardArt,
  portrait: Buffer | undefined,
  name: string,
): Promise<Buffer> {
  const { cx, cy, r } = layout.portrait;
  const svg = `${svgOpen(layout.width, layout.height)}${art.background(layout.width, layout.height)}
    <circle cx="${cx}" cy="${cy}" r="${r + 9}" fill="none" stroke="${art.ring}" stroke-width="10"/></svg>`;
  const disc = await portraitDisc(portrait, layout, art, name);
  return sharp(Buffer.from(svg))
    .composite([{ input: disc, left: Math.round(cx - r), top: Math.round(cy - r) }])
    .png()
    .toBuffer();
}

/** The texts as outlines and the QR as squares, over the backdrop. */
export function overlaySvg(layout: Pick<CardLayout, "width" | "height" | "lines" | "qr">, art: CardArt): string {
  const texts = layout.lines.map((line) =>
    textPathSvg(line.font, line.text, line.size, line.x, line.y, art[line.color]),
  );
  const qr = layout.qr
    ? qrSvg(layout.qr.matrix, layout.qr.x, layout.qr.y, layout.qr.width, art.qrDark, art.qrLight)
    : "";
  return `${svgOpen(layout.width, layout.height)}${texts.join("")}${qr}</svg>`;
}

/** One image of the card, as PNG (exact pixel size of the format). */
export async function renderCardImage(content: CardContent, design: CardDesign, format: CardFormat, portrait?: Buffer) {
  const layout = layoutCard(content, format);
  const art = CARD_ART[design];
  const base = await backdrop(layout, art, portrait, content.name);
  return sharp(base)
    .composite([{ input: Buffer.from(overlaySvg(layout, art)), left: 0, top: 0 }])
    .removeAlpha()
    .png({ compressionLevel: 8 })
    .toBuffer();
}

const hex = (color: string) =>
  rgb(
    parseInt(color.slice(1, 3), 16) / 255,
    parseInt(color.slice(3, 5), 16) / 255,
    parseInt(color.slice(5, 7), 16) / 255,
  );

/**
 * A layout's texts (in the embedded fonts) and QR (as vector squares) on a PDF page: the layout's
 * pixel (0, 0) lands at `origin` (in points, from the page's lower left), `scale` points a pixel.
 */
export function drawCardVectors(
  page: PDFPage,
  layout: Pick<CardLayout, "height" | "lines" | "qr">,
  art: CardArt,
  fonts: Record<PrintFontName, PDFFont>,
  origin: { x: number; y: number },
  scale: number,
) {
  const X = (x: number) => origin.x + x * scale;
  const Y = (y: number) => origin.y + (layout.height - y) * scale;
  for (const line of layout.lines) {
    page.drawText(line.text, {
      x: X(line.x),
      y: Y(line.y),
      size: line.size * scale,
      font: fonts[line.font],
      color: hex(art[line.color]),
    });
  }
  if (!layout.qr) return;
  const { x, y, width, matrix } = layout.qr;
  const cell = (width / (matrix.size + 8)) * scale;
  page.drawRectangle({
    x: X(x),
    y: Y(y) - width * scale,
    width: width * scale,
    height: width * scale,
    color: hex(art.qrLight),
  });
  for (const [row, column] of matrix.dark) {
    page.drawRectangle({
      x: X(x) + (column + 4) * cell,
      y: Y(y) - (row + 5) * cell,
      width: cell,
      height: cell,
      color: hex(art.qrDark),
    });
  }
}

/** The card as a one-page PDF: the backdrop as an image, the texts in the embedded fonts, the QR as vectors. */
export async function renderCardPdf(content: CardContent, design: CardDesign, portrait?: Buffer): Promise<Buffer> {
  const layout = layoutCard(content, "post");
  const art = CARD_ART[design];
  const scale = CARD_PDF_PAGE.width / layout.width;
  const { doc, fonts } = await printPdfDocument(`Cartão digital — ${content.name}`);
  const page = doc.addPage([CARD_PDF_PAGE.width, CARD_PDF_PAGE.height]);
  const base = await sharp(await backdrop(layout, art, portrait, content.name))
    .jpeg({ quality: 90 })
    .toBuffer();
  page.drawImage(await doc.embedJpg(base), { x: 0, y: 0, width: CARD_PDF_PAGE.width, height: CARD_PDF_PAGE.height });
  drawCardVectors(page, layout, art, fonts, { x: 0, y: 0 }, scale);
  return Buffer.from(await doc.save());
}

/** The post and story images and the PDF, the three files the family downloads. */
export async function renderCard(content: CardContent, design: CardDesign, portrait?: Buffer): Promise<RenderedCard> {
  const post = await renderCardImage(content, design, "post", portrait);
  const story = await renderCardImage(content, design, "story", portrait);
  const pdf = await renderCardPdf(content, design, portrait);
  return { post, story, pdf };
}
