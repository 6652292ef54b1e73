import { type PDFFont, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import sharp from "sharp";
import { textPathSvg, type PrintFontName } from "~/shared/print/print-fonts.server";
import { framePrintPage, MM_TO_PT, printPdfDocument } from "~/shared/print/print-pdf.server";
import { qrSvg } from "~/shared/print/qr-vector";
import { BOOK_TRIM, PAGE } from "./keepsake-layout.server";
import { BOOK_COLORS, type BookPage, type PageOp } from "./keepsake-page";

const hex = (color: string) =>
  rgb(
    parseInt(color.slice(1, 3), 16) / 255,
    parseInt(color.slice(3, 5), 16) / 255,
    parseInt(color.slice(5, 7), 16) / 255,
  );

interface Drawing {
  page: PDFPage;
  fonts: Record<PrintFontName, PDFFont>;
  /** The trim's lower-left corner on the page (the bleed, in the print version). */
  offset: number;
  embed: (jpeg: Buffer) => Promise<PDFImage>;
}

async function drawOp({ page, fonts, offset, embed }: Drawing, op: PageOp) {
  const Y = (y: number) => offset + PAGE.height - y;
  const X = (x: number) => offset + x;
  if (op.kind === "text") {
    page.drawText(op.text, {
      x: X(op.x),
      y: Y(op.y),
      size: op.size,
      font: fonts[op.font],
      color: hex(BOOK_COLORS[op.color]),
    });
  } else if (op.kind === "image") {
    page.drawImage(await embed(op.jpeg), { x: X(op.x), y: Y(op.y + op.height), width: op.width, height: op.height });
  } else if (op.kind === "rule") {
    page.drawLine({
      start: { x: X(op.x1), y: Y(op.y1) },
      end: { x: X(op.x2), y: Y(op.y2) },
      thickness: op.thickness,
      color: hex(BOOK_COLORS[op.color]),
    });
  } else {
    const cell = op.size / (op.matrix.size + 8);
    for (const [row, column] of op.matrix.dark) {
      page.drawRectangle({
        x: X(op.x + (column + 4) * cell),
        y: Y(op.y + (row + 5) * cell),
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/**
 * The book as a PDF: A5 pages for reading, or (print) each page grown by 3 mm of bleed with its
 * BleedBox, TrimBox and crop marks. Texts in the embedded fonts, the QR as vectors, photos as the
 * 300 dpi JPEGs they were prepared as (each embedded once).
 */
export async function renderBookPdf(pages: BookPage[], title: string, print: boolean): Promise<Buffer> {
  const { doc, fonts } = await printPdfDocument(title);
  const embedded = new Map<Buffer, Promise<PDFImage>>();
  const embed = (jpeg: Buffer) => {
    let image = embedded.get(jpeg);
    if (!image) embedded.set(jpeg, (image = doc.embedJpg(jpeg)));
    return image;
  };
  const offset = print ? BOOK_TRIM.bleed * MM_TO_PT : 0;
  for (const bookPage of pages) {
    const page = doc.addPage([PAGE.width + 2 * offset, PAGE.height + 2 * offset]);
    for (const op of bookPage.ops) await drawOp({ page, fonts, offset, embed }, op);
    if (print) framePrintPage(page, BOOK_TRIM);
    else page.setTrimBox(0, 0, PAGE.width, PAGE.height);
  }
  return Buffer.from(await doc.save());
}

const svgOp = (op: PageOp): string => {
  if (op.kind === "text") return textPathSvg(op.font, op.text, op.size, op.x, op.y, BOOK_COLORS[op.color]);
  if (op.kind === "image")
    return `<image x="${op.x}" y="${op.y}" width="${op.width}" height="${op.height}" preserveAspectRatio="none" href="data:image/jpeg;base64,${op.jpeg.toString("base64")}"/>`;
  if (op.kind === "rule")
    return `<line x1="${op.x1}" y1="${op.y1}" x2="${op.x2}" y2="${op.y2}" stroke="${BOOK_COLORS[op.color]}" stroke-width="${op.thickness}"/>`;
  return qrSvg(op.matrix, op.x, op.y, op.size, "#000000", "#ffffff");
};

/** A page as a JPEG `width` pixels wide, drawn from the same operations as the PDF: the panel's preview. */
export async function renderPagePreview(page: BookPage, width = 600): Promise<Buffer> {
  const height = Math.round((width * PAGE.height) / PAGE.width);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}"><rect width="100%" height="100%" fill="#ffffff"/>${page.ops.map(svgOp).join("")}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
}
