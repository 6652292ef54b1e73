import fs from "node:fs/promises";
import path from "node:path";
import { Marked } from "marked";

export interface MarkdownDocument {
  /** File name without the .md extension. */
  slug: string;
  meta: Record<string, string>;
  body: string;
}

/** Reads a "---" front-matter block of `key: value` lines (values may be quoted) and the body. */
export function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at <= 0) continue;
    let value = line.slice(at + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    meta[line.slice(0, at).trim()] = value;
  }
  return { meta, body: match[2]!.trim() };
}

export async function readMarkdownFolder(folder: string): Promise<MarkdownDocument[]> {
  const files = (await fs.readdir(folder)).filter((file) => file.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const { meta, body } = parseFrontMatter(await fs.readFile(path.join(folder, file), "utf8"));
      return { slug: file.slice(0, -3), meta, body };
    }),
  );
}

/** The content folder shipped with the app (contracts, blog). */
export function contentDir(...parts: string[]): string {
  return path.resolve(process.cwd(), "content", ...parts);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const OPTIONS = { gfm: true, breaks: false } as const;
// Raw HTML in a source file is shown as text, never passed through.
const escapeRawHtml = ({ text }: { text: string }) => escapeHtml(text);

const marked = new Marked({ ...OPTIONS, renderer: { html: escapeRawHtml } });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** One `##` heading of a document: its anchor and its words, for a table of contents. */
export interface Section {
  id: string;
  text: string;
}

/** "CLÁUSULA PRIMEIRA — DO OBJETO" → "clausula-primeira-do-objeto". */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "secao";
}

/**
 * The document as HTML whose `##` headings carry ids, and the list of those sections in order:
 * a table of contents of plain anchor links, no script. Ids repeat nowhere (a second "Objeto"
 * becomes "objeto-2").
 */
export function markdownWithSections(markdown: string): { html: string; sections: Section[] } {
  const sections: Section[] = [];
  const taken = new Map<string, number>();
  const withIds = new Marked({
    ...OPTIONS,
    renderer: {
      html: escapeRawHtml,
      heading({ tokens, depth }) {
        if (depth !== 2) return false;
        const text = this.parser.parseInline(tokens, this.parser.textRenderer).trim();
        const base = slugify(text);
        const seen = (taken.get(base) ?? 0) + 1;
        taken.set(base, seen);
        const id = seen === 1 ? base : `${base}-${seen}`;
        sections.push({ id, text });
        return `<h2 id="${id}">${this.parser.parseInline(tokens)}</h2>\n`;
      },
    },
  });
  const html = withIds.parse(markdown, { async: false });
  return { html, sections };
}
