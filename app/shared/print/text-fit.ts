/**
 * Lays a text out in a box, shrinking and wrapping so that nothing overflows: the printed
 * card's and the plaque's texts (decision 046). Pure: the width of a string at a size is given.
 */
export type MeasureText = (text: string, size: number) => number;

export interface FitBox {
  maxWidth: number;
  maxLines: number;
  /** The block's height (lines × size × lineHeight) never exceeds this. */
  maxHeight: number;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the size. */
  lineHeight?: number;
}

export interface FittedText {
  size: number;
  lineHeight: number;
  lines: { text: string; width: number }[];
  height: number;
}

const ELLIPSIS = "…";

/** Greedy word wrap; a word wider than the line is cut between letters. */
export function wrapText(text: string, size: number, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    let rest = word;
    while (measure(rest, size) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

function trimToWidth(line: string, size: number, maxWidth: number, measure: MeasureText): string {
  let text = line;
  while (text.length > 0 && measure(`${text}${ELLIPSIS}`, size) > maxWidth) text = text.slice(0, -1).trimEnd();
  return `${text}${ELLIPSIS}`;
}

/**
 * The largest size (in steps of 2 from maxSize down to minSize) at which the wrapped text fits
 * the box; at minSize a text still too long keeps what fits and ends in an ellipsis.
 */
export function fitText(text: string, box: FitBox, measure: MeasureText): FittedText {
  const lineHeight = box.lineHeight ?? 1.18;
  const build = (size: number, lines: string[]): FittedText => ({
    size,
    lineHeight,
    lines: lines.map((line) => ({ text: line, width: measure(line, size) })),
    height: lines.length * size * lineHeight,
  });
  for (let size = box.maxSize; size >= box.minSize; size -= 2) {
    const lines = wrapText(text, size, box.maxWidth, measure);
    if (lines.length <= box.maxLines && lines.length * size * lineHeight <= box.maxHeight) return build(size, lines);
  }
  const size = box.minSize;
  const fitting = Math.max(1, Math.min(box.maxLines, Math.floor(box.maxHeight / (size * lineHeight))));
  const lines = wrapText(text, size, box.maxWidth, measure);
  if (lines.length <= fitting) return build(size, lines);
  const kept = lines.slice(0, fitting);
  kept[fitting - 1] = trimToWidth(`${kept[fitting - 1]} ${lines[fitting]}`, size, box.maxWidth, measure);
  return build(size, kept);
}
