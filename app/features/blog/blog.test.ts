import { describe, expect, it } from "vitest";
import { pageArticles, resolveCategory } from "./blog.catalog";
import { findArticle, listArticles } from "./blog.server";

const make = (n: number, category: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `${category}-${i}`, category }));

describe("blog queries", () => {
  it("lists the three articles of the product with their categories", async () => {
    const all = await listArticles({});
    expect(all.total).toBe(3);
    expect(all.items.map((a) => a.id).sort()).toEqual([
      "como-superar-uma-perda",
      "conselhos-legais",
      "planejamento-sucessorio",
    ]);
    expect(all.items.every((a) => a.title && a.summary && a.author)).toBe(true);
  });

  it("filters by category ignoring case and accents", async () => {
    const grief = await listArticles({ category: "APOIO emocional" });
    expect(grief.items.map((a) => a.id)).toEqual(["como-superar-uma-perda"]);
    const succession = await listArticles({ category: "planejamento sucessorio" });
    expect(succession.category).toBe("Planejamento Sucessório");
    expect(succession.items).toHaveLength(2);
  });

  it("shows every article for an unknown category", async () => {
    expect(resolveCategory("Receitas")).toBeUndefined();
    expect((await listArticles({ category: "Receitas" })).total).toBe(3);
  });

  it("pages six at a time and clamps pages out of range", () => {
    const articles = [...make(8, "Apoio Emocional"), ...make(5, "Planejamento Sucessório")];
    const first = pageArticles(articles, { page: 1 });
    expect(first.items).toHaveLength(6);
    expect(first.totalPages).toBe(3);
    expect(pageArticles(articles, { page: 3 }).items).toHaveLength(1);
    expect(pageArticles(articles, { page: 99 }).page).toBe(3);
    expect(pageArticles(articles, { page: -4 }).page).toBe(1);
    expect(pageArticles(articles, { page: Number.NaN }).page).toBe(1);
    const filtered = pageArticles(articles, { category: "apoio emocional", page: 2 });
    expect(filtered.items.map((a) => a.id)).toEqual(["Apoio Emocional-6", "Apoio Emocional-7"]);
  });

  it("renders a whole article as HTML with its headings", async () => {
    const article = await findArticle("conselhos-legais");
    expect(article?.html).toContain("<h2");
    expect(article?.html.length).toBeGreaterThan(3000);
    expect(await findArticle("nao-existe")).toBeUndefined();
  });
});
