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
  /** The QR and its caption at the foot; null on the printed card's front (its QR is on the back). */
  qr: { x: number; y: number; width: number; matrix: QrMatrix } | null;
}

/** A card's proportions: its size, the rooms of its parts, and the scale of its type (1 on the post). */
export interface CardFrame {
  width: number;
  height: number;
  /** The side margins: no text goes nearer the edge. */
  margin: number;
  scale: number;
  top: number;
  bottom: number;
  portrait: number;
  /** The QR's width, or null for a front without one. */
  qr: number | null;
  name: number;
  phrase: number;
  gap: number;
}

const MARGIN = 90;

const FRAMES: Record<CardFormat, CardFrame> = {
  post: {
    ...CARD_FORMATS.post,
    margin: MARGIN,
    scale: 1,
    top: 80,
    bottom: 56,
    portrait: 170,
    qr: 230,
    name: 220,
    phrase: 132,
    gap: 30,
  },
  story: {
    ...CARD_FORMATS.story,
    margin: MARGIN,
    scale: 1,
    top: 230,
    bottom: 230,
    portrait: 210,
    qr: 270,
    name: 270,
    phrase: 160,
    gap: 40,
  },
};

/** Where everything goes on a card of `format`: the names wrap and shrink to stay in the margins. */
export function layoutCard(content: CardContent, format: CardFormat): CardLayout {
  return layoutCardIn(content, FRAMES[format]);
}

/**
 * The same design in any frame (the printed card's front is one, decision 049): the portrait, the
 * name, the dates and the phrase centred above the QR (or in the whole height without one).
 */
export function layoutCardIn(content: CardContent, g: CardFrame): CardLayout {
  const { width, height, scale: k } = g;
  const maxWidth = width - 2 * g.margin;
  const blocks: { fitted: FittedText; font: PrintFontName; color: PlacedLine["color"] }[] = [];
  const add = (text: string, font: PrintFontName, color: PlacedLine["color"], box: Parameters<typeof fitText>[1]) => {
    if (text.trim()) blocks.push({ fitted: fitText(text, box, measureWith(font)), font, color });
  };
  add(content.name, "serif", "name", {
    maxWidth,
    maxLines: 3,
    maxHeight: g.name,
    maxSize: 76 * k,
    minSize: 34 * k,
    lineHeight: 1.15,
  });
  const dateBox = { maxWidth, maxLines: 1, maxHeight: 60 * k, maxSize: 38 * k, minSize: 24 * k };
  if (content.birth) add(`Nascimento: ${content.birth}`, "sans", "text", dateBox);
  if (content.death) add(`Falecimento: ${content.death}`, "sans", "text", dateBox);
  if (content.phrase) {
    add(content.phrase, "sans", "muted", {
      maxWidth: maxWidth - 40 * k,
      maxLines: 4,
      maxHeight: g.phrase,
      maxSize: 36 * k,
      minSize: 24 * k,
      lineHeight: 1.3,
    });
  }

  const captionSize = 24 * k;
  const qrWidth = g.qr ?? 0;
  const qrY = g.qr === null ? height - g.bottom + g.gap : height - g.bottom - captionSize * 1.6 - qrWidth;
  const qr = g.qr === null ? null : { x: (width - qrWidth) / 2, y: qrY, width: qrWidth, matrix: qrMatrix(content.url) };

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
  if (qr) {
    const caption = fitText(
      "Aponte a câmera para visitar o memorial",
      { maxWidth, maxLines: 1, maxHeight: 40 * k, maxSize: captionSize, minSize: 18 * k },
      measureWith("sans"),
    );
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
  }
  return { width, height, margin: g.margin, portrait, lines, qr };
}
