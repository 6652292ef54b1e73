import type { CardLayout, PlacedLine } from "~/features/cards/index.server";
import { measureWith, type PrintFontName } from "~/shared/print/print-fonts.server";
import { fitText } from "~/shared/print/text-fit";
import { qrMatrix } from "~/shared/print/qr-vector";

/** The 'nota de falecimento' image: a 1080×1350 post (the digital card's post format). */
export const NOTA_SIZE = { width: 1080, height: 1350 } as const;

/** At most this many ceremonies are drawn; the rest are named in one line ('e mais 2 no memorial'). */
export const NOTA_MAX_CEREMONIES = 4;

export interface NotaContent {
  name: string;
  /** dd/MM/yyyy or "". */
  birth: string;
  death: string;
  ceremonies: { label: string; when: string; place: string }[];
  /** The memorial's address, in the QR. */
  url: string;
}

const MARGIN = 80;

/**
 * Where everything of the nota goes: the portrait, the name and dates, then each upcoming ceremony
 * (what, when, where), and the memorial's QR at the foot. Everything is drawn at a scale `k`, the
 * largest (down to 0.6) at which it fits the height; texts wrap and shrink within the margins.
 */
export function layoutNota(content: NotaContent): CardLayout {
  for (let k = 1; k >= 0.6; k -= 0.05) {
    const layout = layoutAt(content, k);
    if (layout.fits || k - 0.05 < 0.6) return layout.layout;
  }
  return layoutAt(content, 0.6).layout;
}

function layoutAt(content: NotaContent, k: number): { layout: CardLayout; fits: boolean } {
  const { width, height } = NOTA_SIZE;
  const maxWidth = width - 2 * MARGIN;
  const lines: PlacedLine[] = [];
  let y = 50 * k;
  const r = 120 * k;
  const portrait = { cx: width / 2, cy: y + r, r };
  y += 2 * r + 30 * k;
  const put = (
    text: string,
    font: PrintFontName,
    color: PlacedLine["color"],
    size: number,
    maxLines: number,
    after: number,
  ) => {
    if (!text.trim()) return;
    const fitted = fitText(
      text,
      {
        maxWidth,
        maxLines,
        maxHeight: size * 1.2 * maxLines,
        maxSize: size,
        minSize: Math.round(size * 0.6),
        lineHeight: 1.2,
      },
      measureWith(font),
    );
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
      y += fitted.size * 1.2;
    }
    y += after;
  };
  put("Nota de falecimento", "sans", "muted", 34 * k, 1, 6 * k);
  put(content.name, "serif", "name", 64 * k, 2, 8 * k);
  const dates = [content.birth && `${content.birth}`, content.death && `${content.death}`].filter(Boolean).join(" — ");
  put(dates, "sans", "text", 36 * k, 1, 28 * k);
  const shown = content.ceremonies.slice(0, NOTA_MAX_CEREMONIES);
  for (const ceremony of shown) {
    put(ceremony.label, "serif", "name", 40 * k, 1, 2 * k);
    put(ceremony.when, "sans", "text", 30 * k, 1, 0);
    put(ceremony.place, "sans", "muted", 28 * k, 2, 22 * k);
  }
  const more = content.ceremonies.length - shown.length;
  if (more > 0)
    put(`e mais ${more} ${more === 1 ? "cerimônia" : "cerimônias"} no memorial`, "sans", "muted", 28 * k, 1, 10 * k);
  const qrWidth = 170 * k;
  const captionSize = 24 * k;
  const qrY = height - 40 - captionSize * 1.6 - qrWidth;
  const qr = { x: (width - qrWidth) / 2, y: qrY, width: qrWidth, matrix: qrMatrix(content.url) };
  const fits = y <= qrY - 10;
  const caption = fitText(
    "Aponte a câmera para visitar o memorial",
    { maxWidth, maxLines: 1, maxHeight: 40, maxSize: captionSize, minSize: 16 },
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
  return { layout: { width, height, margin: MARGIN, portrait, lines, qr }, fits };
}
