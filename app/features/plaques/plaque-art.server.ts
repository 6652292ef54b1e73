import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { fitText } from "~/shared/print/text-fit";
import { measureWith, printFont, type PrintFontName, textPathSvg } from "~/shared/print/print-fonts.server";
import { qrMatrix, qrSvg } from "~/shared/print/qr-vector";

/**
 * The QR plaque's print-ready art (decision 046): a 100 × 70 mm plate with 3 mm bleed on every
 * side, in millimetres; the texts as outlines in the SVG and in embedded fonts in the PDF, the QR
 * as vectors in both.
 */
export const PLAQUE_ART = { trimWidth: 100, trimHeight: 70, bleed: 3 } as const;
const WIDTH = PLAQUE_ART.trimWidth + 2 * PLAQUE_ART.bleed;
const HEIGHT = PLAQUE_ART.trimHeight + 2 * PLAQUE_ART.bleed;
const B = PLAQUE_ART.bleed;
const MM_TO_PT = 72 / 25.4;
const INK = "#1f2a33";
const PLATE = "#eef1f3";

export interface PlaqueArtInput {
  /** The ten letters printed on the plaque. */
  hash: string;
  /** `{origin}/qrcode/{hash}`. */
  qrUrl: string;
  /** The memorial's name, or null for a plaque not linked yet (batch issuance). */
  name: string | null;
}

interface ArtLine {
  font: PrintFontName;
  text: string;
  size: number;
  x: number;
  y: number;
  width: number;
}

const COLUMN_X = B + 58;
const COLUMN_WIDTH = PLAQUE_ART.trimWidth - 58 - 6;
export const PLAQUE_QR = { x: B + 5, y: B + 11, width: 48 } as const;

/** The texts of the plaque, each fitted to the column beside the QR. */
export function plaqueArtLayout(input: PlaqueArtInput): { lines: ArtLine[]; column: { x: number; width: number } } {
  const lines: ArtLine[] = [];
  let y = B + 12;
  const place = (text: string, font: PrintFontName, box: Parameters<typeof fitText>[1]) => {
    const fitted = fitText(text, box, measureWith(font));
    for (const line of fitted.lines) {
      y += fitted.size;
      lines.push({ font, text: line.text, size: fitted.size, x: COLUMN_X, y, width: line.width });
      y += fitted.size * (fitted.lineHeight - 1);
    }
    y += 2;
  };
  const column = { maxWidth: COLUMN_WIDTH, maxSize: 3, minSize: 2.2, maxLines: 1, maxHeight: 4 };
  if (input.name) {
    place("Em memória de", "sans", column);
    place(input.name, "serif", {
      maxWidth: COLUMN_WIDTH,
      maxLines: 4,
      maxHeight: 24,
      maxSize: 6,
      minSize: 3,
      lineHeight: 1.15,
    });
  } else {
    place("Memorial", "serif", { ...column, maxSize: 6, maxHeight: 8 });
  }
  y = Math.max(y, B + 46);
  place("Aponte a câmera do celular para o QR Code", "sans", { ...column, maxLines: 2, maxHeight: 7 });
  y = B + 51;
  place("Código", "sans", column);
  place(input.hash, "sans", { ...column, maxSize: 4.6, maxHeight: 6 });
  return { lines, column: { x: COLUMN_X, width: COLUMN_WIDTH } };
}

/** The plaque as an SVG in millimetres (no fonts needed to print it). */
export function plaqueArtSvg(input: PlaqueArtInput): string {
  const { lines } = plaqueArtLayout(input);
  const qr = qrSvg(qrMatrix(input.qrUrl), PLAQUE_QR.x, PLAQUE_QR.y, PLAQUE_QR.width, INK, "#ffffff");
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}mm" height="${HEIGHT}mm" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<title>Placa QR ${input.hash}</title>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${PLATE}"/>
<rect x="${B + 2}" y="${B + 2}" width="${PLAQUE_ART.trimWidth - 4}" height="${PLAQUE_ART.trimHeight - 4}" rx="3" fill="none" stroke="${INK}" stroke-width="0.3"/>
${qr}
${lines.map((line) => textPathSvg(line.font, line.text, line.size, line.x, line.y, INK)).join("\n")}
</svg>
`;
}

const hex = (color: string) =>
  rgb(
    parseInt(color.slice(1, 3), 16) / 255,
    parseInt(color.slice(3, 5), 16) / 255,
    parseInt(color.slice(5, 7), 16) / 255,
  );

/** Draws one plaque on a PDF page at (left, top) in millimetres from the page's top-left corner. */
function drawPlaque(
  page: PDFPage,
  fonts: Record<PrintFontName, PDFFont>,
  input: PlaqueArtInput,
  left: number,
  top: number,
) {
  const pageHeight = page.getHeight() / MM_TO_PT;
  const px = (x: number) => (left + x) * MM_TO_PT;
  const py = (y: number) => (pageHeight - top - y) * MM_TO_PT;
  page.drawRectangle({
    x: px(0),
    y: py(HEIGHT),
    width: WIDTH * MM_TO_PT,
    height: HEIGHT * MM_TO_PT,
    color: hex(PLATE),
  });
  page.drawRectangle({
    x: px(B + 2),
    y: py(B + 2 + PLAQUE_ART.trimHeight - 4),
    width: (PLAQUE_ART.trimWidth - 4) * MM_TO_PT,
    height: (PLAQUE_ART.trimHeight - 4) * MM_TO_PT,
    borderColor: hex(INK),
    borderWidth: 0.3 * MM_TO_PT,
  });
  const matrix = qrMatrix(input.qrUrl);
  const cell = PLAQUE_QR.width / (matrix.size + 8);
  page.drawRectangle({
    x: px(PLAQUE_QR.x),
    y: py(PLAQUE_QR.y + PLAQUE_QR.width),
    width: PLAQUE_QR.width * MM_TO_PT,
    height: PLAQUE_QR.width * MM_TO_PT,
    color: rgb(1, 1, 1),
  });
  for (const [row, column] of matrix.dark) {
    page.drawRectangle({
      x: px(PLAQUE_QR.x + (column + 4) * cell),
      y: py(PLAQUE_QR.y + (row + 5) * cell),
      width: cell * MM_TO_PT,
      height: cell * MM_TO_PT,
      color: hex(INK),
    });
  }
  for (const line of plaqueArtLayout(input).lines) {
    page.drawText(line.text, {
      x: px(line.x),
      y: py(line.y),
      size: line.size * MM_TO_PT,
      font: fonts[line.font],
      color: hex(INK),
    });
  }
}

async function pdfWithFonts() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    serif: await doc.embedFont(printFont("serif").bytes, { subset: true }),
    sans: await doc.embedFont(printFont("sans").bytes, { subset: true }),
  };
  return { doc, fonts };
}

/** The plaque as a one-page PDF the size of the plate with its bleed. */
export async function plaqueArtPdf(input: PlaqueArtInput): Promise<Buffer> {
  const { doc, fonts } = await pdfWithFonts();
  doc.setTitle(`Placa QR ${input.hash}`);
  const page = doc.addPage([WIDTH * MM_TO_PT, HEIGHT * MM_TO_PT]);
  drawPlaque(page, fonts, input, 0, 0);
  return Buffer.from(await doc.save());
}

/** A4 sheets of plaques (2 across, 3 down, 5 mm apart) for a batch of unlinked codes. */
export async function plaqueSheetPdf(inputs: PlaqueArtInput[]): Promise<Buffer> {
  const { doc, fonts } = await pdfWithFonts();
  doc.setTitle(`Placas QR (${inputs.length})`);
  const A4 = { width: 210, height: 297 };
  const across = 2;
  const down = 3;
  const left = (A4.width - across * WIDTH - (across - 1) * 5) / 2;
  const top = (A4.height - down * HEIGHT - (down - 1) * 5) / 2;
  inputs.forEach((input, i) => {
    const slot = i % (across * down);
    if (slot === 0) doc.addPage([A4.width * MM_TO_PT, A4.height * MM_TO_PT]);
    const page = doc.getPage(doc.getPageCount() - 1);
    drawPlaque(
      page,
      fonts,
      input,
      left + (slot % across) * (WIDTH + 5),
      top + Math.floor(slot / across) * (HEIGHT + 5),
    );
  });
  return Buffer.from(await doc.save());
}
