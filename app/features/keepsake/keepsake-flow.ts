/**
 * Flows paragraphs of wrapped lines over pages of a fixed height (the keepsake book's story, family
 * and tributes, decision 056). Pure: lines arrive wrapped and measured. Rules a typesetter would
 * keep where they are cheap: a paragraph never leaves its last line alone at the top of a page (a
 * widow) nor its first line alone at the bottom (an orphan), unless the paragraph is too short to
 * avoid it; a heading stays with what follows it.
 */
export interface FlowLine<T = unknown> {
  /** The height this line takes (its size × line height), in the page's unit. */
  height: number;
  data: T;
}

export interface FlowParagraph<T = unknown> {
  lines: FlowLine<T>[];
  /** Space after the paragraph (dropped at the foot of a page). */
  spaceAfter: number;
  /** A heading: moved to the next page with the paragraph after it when they do not start together. */
  keepWithNext?: boolean;
}

export interface PlacedFlowLine<T = unknown> {
  /** From the top of the page's text area to the top of the line. */
  top: number;
  line: FlowLine<T>;
  /** Index of its paragraph in the input, and of the line in its paragraph. */
  paragraph: number;
  index: number;
}

export type FlowPage<T = unknown> = PlacedFlowLine<T>[];

interface Cursor<T> {
  pages: FlowPage<T>[];
  page: FlowPage<T>;
  y: number;
}

function newPage<T>(cursor: Cursor<T>) {
  if (cursor.page.length > 0) cursor.pages.push(cursor.page);
  cursor.page = [];
  cursor.y = 0;
}

/** How many of a paragraph's lines, from `start`, fit in `room`. */
function fitting<T>(lines: FlowLine<T>[], start: number, room: number): number {
  let used = 0;
  let n = 0;
  while (start + n < lines.length && used + lines[start + n]!.height <= room + 1e-6) {
    used += lines[start + n]!.height;
    n += 1;
  }
  return n;
}

/**
 * Pages of placed lines. `pageHeight` is the text area's height on every page; `firstPageHeight`
 * (when given) that of the first page (which may open under a title).
 */
export function flowParagraphs<T>(
  paragraphs: FlowParagraph<T>[],
  pageHeight: number,
  firstPageHeight = pageHeight,
): FlowPage<T>[] {
  const cursor: Cursor<T> = { pages: [], page: [], y: 0 };
  const roomLeft = () => (cursor.pages.length === 0 ? firstPageHeight : pageHeight) - cursor.y;
  paragraphs.forEach((paragraph, p) => {
    const { lines } = paragraph;
    if (lines.length === 0) return;
    // A heading goes over with the first two lines of what follows (or all of it, when shorter).
    if (paragraph.keepWithNext && cursor.page.length > 0) {
      const next = paragraphs[p + 1];
      const need =
        lines.reduce((sum, line) => sum + line.height, 0) +
        paragraph.spaceAfter +
        (next?.lines.slice(0, 2).reduce((sum, line) => sum + line.height, 0) ?? 0);
      if (need > roomLeft() + 1e-6) newPage(cursor);
    }
    let start = 0;
    while (start < lines.length) {
      let n = fitting(lines, start, roomLeft());
      const rest = lines.length - start - n;
      if (n === 0 && cursor.page.length === 0) n = 1; // a line taller than a page still goes somewhere
      // Orphan: the paragraph's first line alone at the foot of a page that has something else.
      if (start === 0 && n === 1 && rest > 0 && cursor.page.length > 0) n = 0;
      // Widow: one last line alone on the next page; carry one more over when two stay here.
      if (rest === 1 && n >= 3) n -= 1;
      for (let i = 0; i < n; i += 1) {
        const line = lines[start + i]!;
        cursor.page.push({ top: cursor.y, line, paragraph: p, index: start + i });
        cursor.y += line.height;
      }
      start += n;
      if (start < lines.length) newPage(cursor);
    }
    cursor.y += paragraph.spaceAfter;
  });
  if (cursor.page.length > 0) cursor.pages.push(cursor.page);
  return cursor.pages;
}
