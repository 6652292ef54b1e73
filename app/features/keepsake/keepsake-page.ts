import type { PrintFontName } from "~/shared/print/print-fonts.server";
import type { QrMatrix } from "~/shared/print/qr-vector";

/**
 * One page of the keepsake book as drawing operations, in points from the trim's top-left corner
 * (decision 056). The PDF (reading and print versions) and the preview images draw the same pages,
 * so what the family previews is what is printed.
 */
export type BookColor = "ink" | "muted" | "accent";

export const BOOK_COLORS: Record<BookColor, string> = {
  ink: "#1f2937",
  muted: "#5b6472",
  accent: "#1e4e79",
};

export interface TextOp {
  kind: "text";
  font: PrintFontName;
  size: number;
  /** Left end of the baseline. */
  x: number;
  y: number;
  text: string;
  color: BookColor;
}

export interface ImageOp {
  kind: "image";
  /** JPEG bytes at the resolution they are printed at, and their pixel size. */
  jpeg: Buffer;
  pixels: { width: number; height: number };
  x: number;
  y: number;
  width: number;
  height: number;
  /** What it shows, for tests and the preview's alternative text. */
  label: string;
}

export interface RuleOp {
  kind: "rule";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  thickness: number;
  color: BookColor;
}

export interface QrOp {
  kind: "qr";
  matrix: QrMatrix;
  x: number;
  y: number;
  /** The side of the square, quiet zone included. */
  size: number;
}

export type PageOp = TextOp | ImageOp | RuleOp | QrOp;

export interface BookPage {
  /** Which part of the book the page belongs to. */
  part: "cover" | "story" | "family" | "photos" | "tributes" | "closing";
  ops: PageOp[];
}
