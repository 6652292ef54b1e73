import { Link } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { formatDate } from "~/shared/format/format";
import { Pagination } from "~/shared/ui/pagination";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/blog";
import { BLOG_CATEGORIES } from "./blog.catalog";
import { listArticles } from "./blog.server";

export const handle: RouteHandle = { clouds: true };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return listArticles({
    category: url.searchParams.get("categoria"),
    page: Number(url.searchParams.get("pagina") ?? "1"),
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Blog",
    description: "Textos de apoio emocional e de planejamento sucessório para atravessar o luto e cuidar do que fica.",
    path: "/blog",
  });

function blogHref(category: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("categoria", category);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { items, page, totalPages, category } = loaderData;
  const filters = [{ label: "Todas", value: undefined }, ...BLOG_CATEGORIES.map((c) => ({ label: c, value: c }))];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl">Blog</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">Textos para atravessar o luto e cuidar do que fica.</p>
      <nav aria-label="Categorias" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const active = filter.value === category;
            return (
              <li key={filter.label}>
                <Link
                  to={blogHref(filter.value)}
                  aria-current={active ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold no-underline ${active ? "border-sky-700 bg-sky-700 text-white" : "border-sky-200 bg-white text-sky-800 hover:bg-sky-50"}`}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="mt-10">Nenhum artigo encontrado.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((article) => (
            <li key={article.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sky-200 bg-white shadow-sm">
                <img
                  src={article.image}
                  alt=""
                  width={600}
                  height={320}
                  loading="lazy"
                  className="aspect-[15/8] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm font-semibold text-sky-700">{article.category}</p>
                  <h2 className="mt-1 text-xl">
                    <Link to={`/post?artigo=${article.id}`} className="text-ink no-underline hover:underline">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-ink-soft">{article.summary}</p>
                  <p className="mt-4 text-sm text-ink-soft">
                    {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => blogHref(category, n)} label="Páginas do blog" />
    </div>
  );
}
