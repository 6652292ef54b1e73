import fontkit from "@pdf-lib/fontkit";
import { cmyk, PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { printFont, type PrintFontName } from "./print-fonts.server";

/** Points in a millimetre (PDF user space is 1/72 inch). */
export const MM_TO_PT = 72 / 25.4;

/** A new PDF with the site's two fonts embedded (subset, FontFile2): cards, plaques, the keepsake book. */
export async function printPdfDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator("Memorial");
  const fonts = {
    serif: await doc.embedFont(printFont("serif").bytes, { subset: true }),
    sans: await doc.embedFont(printFont("sans").bytes, { subset: true }),
  } satisfies Record<PrintFontName, PDFFont>;
  return { doc, fonts };
}

export interface PrintTrim {
  /** The trimmed size and the bleed around it, in millimetres. */
  trimWidth: number;
  trimHeight: number;
  bleed: number;
}

/**
 * The crop marks of a page with bleed (points from the page's lower left): lines in the bleed on
 * the trim's lines, stopping 1 mm short of the trim.
 */
export function cropMarks(trim: PrintTrim): { x1: number; y1: number; x2: number; y2: number }[] {
  const b = trim.bleed * MM_TO_PT;
  const w = trim.trimWidth * MM_TO_PT;
  const h = trim.trimHeight * MM_TO_PT;
  const gap = 1 * MM_TO_PT;
  const marks: { x1: number; y1: number; x2: number; y2: number }[] = [];
  for (const x of [b, b + w]) {
    marks.push({ x1: x, y1: 0, x2: x, y2: b - gap }, { x1: x, y1: b + h + gap, x2: x, y2: 2 * b + h });
  }
  for (const y of [b, b + h]) {
    marks.push({ x1: 0, y1: y, x2: b - gap, y2: y }, { x1: b + w + gap, y1: y, x2: 2 * b + w, y2: y });
  }
  return marks;
}

/**
 * Sets the page's boxes for print (MediaBox = BleedBox = trim + bleed, TrimBox = the trim) and
 * draws the crop marks: 0.25 pt black over a 0.75 pt white halo, so they show on any background.
 */
export function framePrintPage(page: PDFPage, trim: PrintTrim) {
  const b = trim.bleed * MM_TO_PT;
  const w = trim.trimWidth * MM_TO_PT;
  const h = trim.trimHeight * MM_TO_PT;
  page.setBleedBox(0, 0, w + 2 * b, h + 2 * b);
  page.setTrimBox(b, b, w, h);
  for (const mark of cropMarks(trim)) {
    const line = { start: { x: mark.x1, y: mark.y1 }, end: { x: mark.x2, y: mark.y2 } };
    page.drawLine({ ...line, thickness: 0.75, color: cmyk(0, 0, 0, 0) });
    page.drawLine({ ...line, thickness: 0.25, color: cmyk(0, 0, 0, 1) });
  }
}
