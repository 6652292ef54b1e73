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

const marked = new Marked({
  gfm: true,
  breaks: false,
  // Raw HTML in a source file is shown as text, never passed through.
  renderer: { html: ({ text }) => escapeHtml(text) },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
