import { fitText, type FittedText } from "~/shared/print/text-fit";
import { measureWith, type PrintFontName } from "~/shared/print/print-fonts.server";
import { qrMatrix, type QrMatrix } from "~/shared/print/qr-vector";
import { CARD_FORMATS, type CardFormat } from "./card-designs";

/** What a card shows (decision 046): never invented text; a missing part is left out. */
export interface CardContent {
  name: string;
  /** dd/MM/yyyy, or "" when unknown. */
  birth: string;
  death: string;
  /** The chosen religious reference or phrase, or null. */
  phrase: string | null;
  /** The memorial's public address, encoded in the QR. */
  url: string;
}

export interface PlacedLine {
  font: PrintFontName;
  text: string;
  size: number;
  /** Left end of the baseline. */
  x: number;
  y: number;
  width: number;
  color: "name" | "text" | "muted";
}

export interface CardLayout {
  width: number;
  height: number;
  margin: number;
  portrait: { cx: number; cy: number; r: number };
  lines: PlacedLine[];
  qr: { x: number; y: number; width: number; matrix: QrMatrix };
}

const GEOMETRY = {
  post: { top: 80, bottom: 56, portrait: 170, qr: 230, name: 220, phrase: 132, gap: 30 },
  story: { top: 230, bottom: 230, portrait: 210, qr: 270, name: 270, phrase: 160, gap: 40 },
} as const;

const MARGIN = 90;

/** Where everything goes on a card of `format`: the names wrap and shrink to stay in the margins. */
export function layoutCard(content: CardContent, format: CardFormat): CardLayout {
  const { width, height } = CARD_FORMATS[format];
  const g = GEOMETRY[format];
  const maxWidth = width - 2 * MARGIN;
  const blocks: { fitted: FittedText; font: PrintFontName; color: PlacedLine["color"] }[] = [];
  const add = (text: string, font: PrintFontName, color: PlacedLine["color"], box: Parameters<typeof fitText>[1]) => {
    if (text.trim()) blocks.push({ fitted: fitText(text, box, measureWith(font)), font, color });
  };
  add(content.name, "serif", "name", {
    maxWidth,
    maxLines: 3,
    maxHeight: g.name,
    maxSize: 76,
    minSize: 34,
    lineHeight: 1.15,
  });
  const dateBox = { maxWidth, maxLines: 1, maxHeight: 60, maxSize: 38, minSize: 24 };
  if (content.birth) add(`Nascimento: ${content.birth}`, "sans", "text", dateBox);
  if (content.death) add(`Falecimento: ${content.death}`, "sans", "text", dateBox);
  if (content.phrase) {
    add(content.phrase, "sans", "muted", {
      maxWidth: maxWidth - 40,
      maxLines: 4,
      maxHeight: g.phrase,
      maxSize: 36,
      minSize: 24,
      lineHeight: 1.3,
    });
  }

  const qrWidth = g.qr;
  const captionSize = 24;
  const qrY = height - g.bottom - captionSize * 1.6 - qrWidth;
  const qr = { x: (width - qrWidth) / 2, y: qrY, width: qrWidth, matrix: qrMatrix(content.url) };
  const caption = fitText(
    "Aponte a câmera para visitar o memorial",
    { maxWidth, maxLines: 1, maxHeight: 40, maxSize: captionSize, minSize: 18 },
    measureWith("sans"),
  );

  // The portrait and the texts, centred in the room above the QR.
  const textHeight = blocks.reduce((sum, b) => sum + b.fitted.height, 0) + g.gap * 0.5 * Math.max(0, blocks.length - 1);
  const contentHeight = g.portrait * 2 + g.gap + textHeight;
  const room = qrY - g.gap - g.top;
  let y = g.top + Math.max(0, (room - contentHeight) / 2);
  const portrait = { cx: width / 2, cy: y + g.portrait, r: g.portrait };
  y += g.portrait * 2 + g.gap;
  const lines: PlacedLine[] = [];
  for (const block of blocks) {
    const { size, lineHeight } = block.fitted;
    for (const line of block.fitted.lines) {
      const baseline = y + size * 0.92;
      lines.push({
        font: block.font,
        text: line.text,
        size,
        x: (width - line.width) / 2,
        y: baseline,
        width: line.width,
        color: block.color,
      });
      y += size * lineHeight;
    }
    y += g.gap * 0.5;
  }
  const captionLine = caption.lines[0]!;
  lines.push({
    font: "sans",
    text: captionLine.text,
    size: caption.size,
    x: (width - captionLine.width) / 2,
    y: qrY + qrWidth + caption.size * 1.25,
    width: captionLine.width,
    color: "muted",
  });
  return { width, height, margin: MARGIN, portrait, lines, qr };
}
