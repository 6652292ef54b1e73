import { foldText } from "~/shared/format/format";

export const BLOG_CATEGORIES = ["Apoio Emocional", "Planejamento Sucessório"] as const;
export const BLOG_PAGE_SIZE = 6;

export interface ArticleSummary {
  id: string;
  title: string;
  author: string;
  category: string;
  date: string;
  summary: string;
  image: string;
}

/** The category the visitor asked for, matched ignoring case and accents; undefined for all. */
export function resolveCategory(requested: string | null | undefined): string | undefined {
  if (!requested) return undefined;
  const folded = foldText(requested);
  return BLOG_CATEGORIES.find((category) => foldText(category) === folded);
}

export interface ArticlePage<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
  category: string | undefined;
}

/** Filters by category and cuts one page; a page past the end shows the last one. */
export function pageArticles<T extends { category: string }>(
  articles: T[],
  options: { category?: string | null; page?: number; pageSize?: number },
): ArticlePage<T> {
  const category = resolveCategory(options.category);
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const filtered = category ? articles.filter((a) => foldText(a.category) === foldText(category)) : articles;
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const requested = Number.isFinite(options.page) ? Math.floor(options.page!) : 1;
  const page = Math.min(Math.max(1, requested), totalPages);
  return {
    items: filtered.slice((page - 1) * pageSize, page * pageSize),
    page,
    totalPages,
    total: filtered.length,
    category,
  };
}
