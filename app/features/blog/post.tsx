import { ArrowLeft } from "~/shared/ui/icons";
import { data, Link, redirect } from "react-router";
import { formatDate } from "~/shared/format/format";
import { withExplanation } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/post";
import { findArticle } from "./blog.server";

export async function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("artigo");
  const article = id ? await findArticle(id) : undefined;
  if (!article) throw redirect(withExplanation("/blog", "artigo-inexistente"));
  return data({ article }, { headers: { "Cache-Control": "public, max-age=300" } });
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.article.title,
        description: loaderData.article.summary,
        path: `/post?artigo=${loaderData.article.id}`,
        type: "article",
      })
    : [];

export default function Post({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/blog" className="btn btn-secondary">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar para o blog
      </Link>
      <p className="mt-8 font-semibold text-sky-700">{article.category}</p>
      <h1 className="mt-2 text-3xl leading-tight sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-ink-soft">
        {article.author} · <time dateTime={article.date}>{formatDate(article.date)}</time>
      </p>
      <img
        src={article.image}
        alt=""
        width={1200}
        height={640}
        className="mt-6 aspect-[15/8] w-full rounded-2xl object-cover"
      />
      <div className="prose-memorial mt-8 text-lg" dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
