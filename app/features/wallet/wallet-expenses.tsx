import { X } from "~/shared/ui/icons";
import { Link, redirect } from "react-router";
import { pageNumber } from "~/shared/paging";
import { requireUser } from "~/shared/auth/guards.server";
import { Pagination } from "~/shared/ui/pagination";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/wallet-expenses";
import { ExpenseList } from "./components/expense-list";
import { listExpenses } from "./wallet.server";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Gastos",
    description: "Todos os gastos da sua carteira.",
    path: "/wallet-expenses",
    noindex: true,
  });

const hrefFor = (page: number) => (page > 1 ? `/wallet-expenses?pagina=${page}` : "/wallet-expenses");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const page = pageNumber(new URL(request.url).searchParams.get("pagina"));
  const { expenses, total } = await listExpenses(actor, actor.id, { page, pageSize: PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (an old link after fewer expenses) shows the last one.
  if (page > totalPages) throw redirect(hrefFor(totalPages));
  return { partner: actor.type === "partner", page, totalPages, expenses };
}

export default function WalletExpenses({ loaderData }: Route.ComponentProps) {
  const { partner, page, totalPages, expenses } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 max-w-xl flex-1">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl">Gastos</h1>
          <Link
            to="/wallet"
            aria-label="Fechar e voltar para a carteira"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-sky-800 hover:bg-sky-50"
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </Link>
        </div>
        <ExpenseList expenses={expenses} />
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </div>
    </div>
  );
}
