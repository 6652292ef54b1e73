import fs from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";

/**
 * The fonts of printed things (cards, plaques): the site's own open-licence fonts (SIL OFL, from
 * @fontsource), read by fontkit so text is measured and drawn as outlines (no system fonts needed)
 * and embedded into PDFs as they are (decision 046).
 */
export const PRINT_FONT_FILES = {
  serif: "@fontsource/lora/files/lora-latin-600-normal.woff",
  sans: "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff",
} as const;

export type PrintFontName = keyof typeof PRINT_FONT_FILES;

export interface PrintFont {
  bytes: Uint8Array;
  font: fontkit.Font;
}

const loaded = new Map<PrintFontName, PrintFont>();

export function printFont(name: PrintFontName): PrintFont {
  let entry = loaded.get(name);
  if (!entry) {
    const bytes = new Uint8Array(fs.readFileSync(path.resolve(process.cwd(), "node_modules", PRINT_FONT_FILES[name])));
    entry = { bytes, font: fontkit.create(bytes) };
    loaded.set(name, entry);
  }
  return entry;
}

/** Width of `text` at `size` (pixels or points alike). */
export function measureWith(name: PrintFontName) {
  return (text: string, size: number): number => {
    const { font } = printFont(name);
    return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
  };
}

/** The text as SVG outlines with its baseline's left end at (x, y): no font needed to draw it. */
export function textPathSvg(
  name: PrintFontName,
  text: string,
  size: number,
  x: number,
  y: number,
  fill: string,
): string {
  const { font } = printFont(name);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let advance = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path.toSVG();
    if (d) {
      const gx = advance + (position?.xOffset ?? 0);
      const gy = position?.yOffset ?? 0;
      parts.push(`<path transform="translate(${gx.toFixed(1)} ${gy.toFixed(1)})" d="${d}"/>`);
    }
    advance += position?.xAdvance ?? glyph.advanceWidth;
  });
  return `<g fill="${fill}" transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">${parts.join("")}</g>`;
}
