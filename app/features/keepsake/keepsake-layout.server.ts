import type { FamilyTreeData as FamilyTree, Relative } from "~/features/memorial";
import { measureWith, type PrintFontName } from "~/shared/print/print-fonts.server";
import { MM_TO_PT } from "~/shared/print/print-pdf.server";
import { qrMatrix } from "~/shared/print/qr-vector";
import { fitText, wrapText } from "~/shared/print/text-fit";
import { type FlowParagraph, flowParagraphs } from "./keepsake-flow";
import { prepareImage } from "./keepsake-images.server";
import type { BookColor, BookPage, PageOp } from "./keepsake-page";

/** A5 trimmed, with 3 mm of bleed for the print version (decision 056). */
export const BOOK_TRIM = { trimWidth: 148, trimHeight: 210, bleed: 3 } as const;
export const PAGE = { width: BOOK_TRIM.trimWidth * MM_TO_PT, height: BOOK_TRIM.trimHeight * MM_TO_PT };
const MARGIN = { side: 16 * MM_TO_PT, top: 18 * MM_TO_PT, bottom: 22 * MM_TO_PT };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
const TEXT_HEIGHT = PAGE.height - MARGIN.top - MARGIN.bottom;
const BODY = { font: "sans" as const, size: 10.5, leading: 15.5 };
const HEADING = { size: 18, space: 34 };

export interface BookTribute {
  id: string;
  name: string;
  body: string;
  /** dd/MM/yyyy */
  date: string;
}

/** What the book shows: the memorial's own content, never invented text. */
export interface BookContent {
  name: string;
  /** dd/MM/yyyy, or null when unknown. */
  birth: string | null;
  death: string | null;
  reference: { text: string; source: string } | null;
  portrait?: Buffer;
  /** The story's paragraphs (the biography, then the longer history). */
  story: string[];
  tree: FamilyTree;
  photos: { id: string; image: Buffer }[];
  tributes: BookTribute[];
  /** The memorial's address (with its key when private). */
  url: string;
}

interface LineData {
  text: string;
  font: PrintFontName;
  size: number;
  color: BookColor;
  indent?: number;
}

const text = (font: PrintFontName, size: number, x: number, y: number, value: string, color: BookColor): PageOp => ({
  kind: "text",
  font,
  size,
  x,
  y,
  text: value,
  color,
});

/** A line centred on the page. */
const centred = (font: PrintFontName, size: number, y: number, value: string, color: BookColor) =>
  text(font, size, (PAGE.width - measureWith(font)(value, size)) / 2, y, value, color);

/** A paragraph wrapped to the text width, as flow lines. */
function paragraph(value: string, style: Omit<LineData, "text">, leading: number, spaceAfter: number) {
  const lines = wrapText(value, style.size, TEXT_WIDTH - (style.indent ?? 0), measureWith(style.font));
  return {
    lines: lines.map((line) => ({ height: leading, data: { ...style, text: line } })),
    spaceAfter,
  } satisfies FlowParagraph<LineData>;
}

/** A titled run of flowing text: the title on its first page, a folio on each. */
function flowedPages(part: BookPage["part"], title: string, paragraphs: FlowParagraph<LineData>[]): BookPage[] {
  const pages = flowParagraphs(paragraphs, TEXT_HEIGHT, TEXT_HEIGHT - HEADING.space);
  return pages.map((lines, i) => {
    const top = MARGIN.top + (i === 0 ? HEADING.space : 0);
    const ops: PageOp[] =
      i === 0 ? [text("serif", HEADING.size, MARGIN.side, MARGIN.top + HEADING.size, title, "accent")] : [];
    for (const { top: y, line } of lines) {
      const { data } = line;
      ops.push(
        text(data.font, data.size, MARGIN.side + (data.indent ?? 0), top + y + data.size, data.text, data.color),
      );
    }
    return { part, ops };
  });
}

async function coverPage(content: BookContent): Promise<BookPage> {
  const ops: PageOp[] = [centred("sans", 9, 24 * MM_TO_PT, "Livro de memórias", "muted")];
  let y = 32 * MM_TO_PT;
  const box = { width: 84 * MM_TO_PT, height: 104 * MM_TO_PT };
  const portrait = content.portrait && (await prepareImage(content.portrait, box, "cover"));
  if (portrait) {
    ops.push({ kind: "image", ...portrait, x: (PAGE.width - portrait.width) / 2, y, label: "Retrato" });
    y += portrait.height + 12 * MM_TO_PT;
  } else {
    y += 40 * MM_TO_PT;
  }
  const name = fitText(
    content.name,
    { maxWidth: TEXT_WIDTH, maxLines: 2, maxHeight: 64, maxSize: 24, minSize: 14, lineHeight: 1.2 },
    measureWith("serif"),
  );
  for (const line of name.lines) {
    y += name.size * name.lineHeight;
    ops.push(centred("serif", name.size, y, line.text, "ink"));
  }
  const dates = [content.birth, content.death].filter(Boolean).join(" – ");
  if (dates) {
    y += 20;
    ops.push(centred("sans", 11, y, dates, "muted"));
  }
  if (content.reference) {
    y += 14;
    for (const line of wrapText(content.reference.text, 10, TEXT_WIDTH - 20, measureWith("sans")).slice(0, 5)) {
      y += 14;
      ops.push(centred("sans", 10, y, line, "ink"));
    }
    y += 2;
    // The source can be long (a translation and its edition): wrapped, never past the margins.
    for (const line of wrapText(content.reference.source, 9, TEXT_WIDTH - 20, measureWith("sans")).slice(0, 3)) {
      y += 12;
      ops.push(centred("sans", 9, y, line, "muted"));
    }
  }
  return { part: "cover", ops };
}

const member = (relative: Relative): LineData => ({
  text: `${relative.name} — ${relative.degree}`,
  ...BODY,
  color: "ink",
  indent: 8,
});

/** The family tree by generation, oldest first, as the memorial page shows it. */
function familyParagraphs(tree: FamilyTree): FlowParagraph<LineData>[] {
  const groups: [string, Relative[]][] = [];
  for (const generation of tree.above) {
    groups.push([generation.title, generation.members]);
    if (generation.aside.length) groups.push([generation.asideLabel || generation.title, generation.aside]);
  }
  groups.push(["Cônjuge", tree.spouses], ["Irmãos", tree.siblings]);
  for (const generation of tree.below) {
    groups.push([generation.title, generation.members]);
    if (generation.aside.length) groups.push([generation.asideLabel || generation.title, generation.aside]);
  }
  groups.push(["Outros", tree.others]);
  return groups
    .filter(([, relatives]) => relatives.length > 0)
    .flatMap(([title, relatives]) => [
      { ...paragraph(title, { font: "serif", size: 12, color: "accent" }, 18, 2), keepWithNext: true },
      ...relatives.map((relative, i) =>
        paragraph(member(relative).text, member(relative), BODY.leading, i === relatives.length - 1 ? 10 : 0),
      ),
    ]);
}

/** Up to two photos a page, each in half the text area, whole and centred. */
async function photoPages(photos: BookContent["photos"]): Promise<BookPage[]> {
  const gap = 8 * MM_TO_PT;
  const box = { width: TEXT_WIDTH, height: (TEXT_HEIGHT - HEADING.space - gap) / 2 };
  const pages: BookPage[] = [];
  let current: BookPage | null = null;
  let slot = 0;
  for (const photo of photos) {
    const image = await prepareImage(photo.image, box, "inside");
    if (!image) continue;
    if (!current || slot === 2) {
      current = {
        part: "photos",
        ops:
          pages.length === 0
            ? [text("serif", HEADING.size, MARGIN.side, MARGIN.top + HEADING.size, "Fotos", "accent")]
            : [],
      };
      pages.push(current);
      slot = 0;
    }
    const top = MARGIN.top + HEADING.space + slot * (box.height + gap);
    current.ops.push({
      kind: "image",
      ...image,
      x: MARGIN.side + (box.width - image.width) / 2,
      y: top + (box.height - image.height) / 2,
      label: `Foto ${photo.id}`,
    });
    slot += 1;
  }
  return pages;
}

function tributeParagraphs(tributes: BookTribute[]): FlowParagraph<LineData>[] {
  return tributes.map((tribute) => {
    const body = tribute.body
      .split(/\n+/)
      .map((part) => part.trim())
      .filter(Boolean)
      .flatMap((part) => paragraph(part, { ...BODY, color: "ink" }, BODY.leading, 0).lines);
    const signature = paragraph(
      `— ${tribute.name}, ${tribute.date}`,
      { font: "serif", size: 10, color: "accent" },
      16,
      0,
    );
    return { lines: [...body, ...signature.lines], spaceAfter: 14 };
  });
}

function closingPage(url: string): BookPage {
  const ops: PageOp[] = [centred("serif", 16, 50 * MM_TO_PT, "Visite o memorial", "accent")];
  const size = 56 * MM_TO_PT;
  const top = 62 * MM_TO_PT;
  ops.push({ kind: "qr", matrix: qrMatrix(url), x: (PAGE.width - size) / 2, y: top, size });
  let y = top + size + 10 * MM_TO_PT;
  ops.push(centred("sans", 10, y, "Aponte a câmera para visitar o memorial", "muted"));
  for (const line of wrapText(url.replace(/^https?:\/\//, ""), 10, TEXT_WIDTH, measureWith("sans")).slice(0, 4)) {
    y += 15;
    ops.push(centred("sans", 10, y, line, "ink"));
  }
  return { part: "closing", ops };
}

/** Page numbers at the foot of every page between the cover and the closing page. */
function withFolios(pages: BookPage[]): BookPage[] {
  return pages.map((page, i) =>
    page.part === "cover" || page.part === "closing"
      ? page
      : { ...page, ops: [...page.ops, centred("sans", 8, PAGE.height - 12 * MM_TO_PT, String(i + 1), "muted")] },
  );
}

/** The whole book as pages of drawing operations: cover, story, family, photos, tributes, closing. */
export async function layoutBook(content: BookContent): Promise<BookPage[]> {
  const story = content.story.map((value) => paragraph(value, { ...BODY, color: "ink" }, BODY.leading, 8));
  const pages: BookPage[] = [await coverPage(content)];
  if (story.length) pages.push(...flowedPages("story", "História", story));
  if (!content.tree.empty) pages.push(...flowedPages("family", "Família", familyParagraphs(content.tree)));
  pages.push(...(await photoPages(content.photos)));
  if (content.tributes.length)
    pages.push(...flowedPages("tributes", "Homenagens", tributeParagraphs(content.tributes)));
  pages.push(closingPage(content.url));
  return withFolios(pages);
}
