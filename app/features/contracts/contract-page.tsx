import { data } from "react-router";
import { formatDate } from "~/shared/format/format";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/contract-page";
import { CONTRACT_PAGES } from "./contracts.catalog";
import { ContractContents } from "./components/contract-contents";
import { contractWithSections } from "./contracts.server";

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = CONTRACT_PAGES.find((p) => p.path === path);
  const contract = page ? await contractWithSections(page.key) : undefined;
  if (!page || !contract) throw data("Contrato não encontrado.", { status: 404 });
  return {
    path,
    title: contract.title,
    version: contract.version,
    publishedAt: contract.publishedAt.toISOString(),
    html: contract.html,
    sections: contract.sections,
  };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: `${loaderData.title}: texto integral, versão ${loaderData.version}.`,
        path: loaderData.path,
      })
    : [];

export default function ContractPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl leading-tight">{loaderData.title}</h1>
      <p className="mt-2 text-sm text-ink-soft">
        Versão {loaderData.version}, publicada em {formatDate(loaderData.publishedAt)}
      </p>
      <ContractContents sections={loaderData.sections} />
      <div className="prose-memorial mt-8" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
