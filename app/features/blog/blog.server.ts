import { contentDir, markdownToHtml, readMarkdownFolder } from "~/shared/content/markdown.server";
import { type ArticleSummary, pageArticles } from "./blog.catalog";

export interface Article extends ArticleSummary {
  html: string;
}

let articles: Promise<Article[]> | undefined;

/** The fixed articles authored by the product, newest first; read once per process. */
export function allArticles(): Promise<Article[]> {
  articles ??= readMarkdownFolder(contentDir("blog")).then((docs) =>
    docs
      .map((doc) => ({
        id: doc.slug,
        title: doc.meta.title ?? doc.slug,
        author: doc.meta.author ?? "",
        category: doc.meta.category ?? "",
        date: doc.meta.date ?? "",
        summary: doc.meta.summary ?? "",
        image: `/blog/${doc.slug}.svg`,
        html: markdownToHtml(doc.body),
      }))
      .sort((a, b) => b.date.localeCompare(a.date)),
  );
  return articles;
}

export async function listArticles(options: { category?: string | null; page?: number }) {
  const page = pageArticles(await allArticles(), options);
  return { ...page, items: page.items.map(({ html: _html, ...summary }) => summary) };
}

export async function findArticle(id: string): Promise<Article | undefined> {
  return (await allArticles()).find((article) => article.id === id);
}
