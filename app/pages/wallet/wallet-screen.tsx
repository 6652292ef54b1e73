import { Plus, Wallet as WalletIcon } from "~/shared/ui/icons";
import { Link } from "react-router";
import { HONORS, type Honor } from "~/features/honors";
import { ExpenseList } from "~/features/wallet";
import { getWalletBalance, listExpenses } from "~/features/wallet/index.server";
import { ShareVoucherButton } from "~/features/vouchers";
import { listVouchers } from "~/features/vouchers/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { formatBRL, formatDate } from "~/shared/format/format";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/wallet-screen";

/** The wallet shows the 4 most recent expenses (spec part 2 §9). */
const RECENT_EXPENSES = 4;
const QUICK_ACTIONS: Honor[] = ["photo", "candle", "message"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Carteira",
    description: "Saldo, vouchers e gastos da sua carteira.",
    path: "/wallet",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const [balance, recent, vouchers] = await Promise.all([
    getWalletBalance(actor, actor.id),
    listExpenses(actor, actor.id, { page: 1, pageSize: RECENT_EXPENSES }),
    listVouchers(actor),
  ]);
  return {
    partner: actor.type === "partner",
    balanceCents: balance.balanceCents,
    expenses: recent.expenses,
    vouchers: vouchers.map((v) => ({
      id: v.id,
      code: v.code,
      balanceCents: v.balanceCents,
      // A plan's gift before its payment's chargeback window has passed (decision 035).
      heldUntil: v.availableAt && v.availableAt > new Date() ? v.availableAt.toISOString() : null,
    })),
  };
}

export default function WalletScreen({ loaderData }: Route.ComponentProps) {
  const { partner, balanceCents, expenses, vouchers } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 max-w-xl flex-1 space-y-6">
        <h1 className="text-2xl">Carteira</h1>
        <section aria-labelledby="saldo" className="rounded-2xl border border-sky-200 bg-white p-6">
          <h2 id="saldo" className="text-base font-semibold text-ink-soft">
            Saldo disponível
          </h2>
          <p className="mt-1 text-3xl font-semibold" data-testid="wallet-balance">
            {formatBRL(balanceCents)}
          </p>
          <Link to="/createVoucher" className="btn btn-primary mt-4">
            <Plus className="h-5 w-5" aria-hidden="true" /> Criar voucher
          </Link>
        </section>

        <section aria-labelledby="acoes">
          <h2 id="acoes" className="text-lg">
            Ações rápidas
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            <li>
              <Link
                to="/add-balance"
                className="flex min-h-11 items-center gap-2 rounded-xl border border-sky-200 bg-white px-4 py-3 font-semibold no-underline hover:bg-sky-50"
              >
                <WalletIcon className="h-5 w-5 flex-none text-sky-800" aria-hidden="true" />
                Adicionar saldo
              </Link>
            </li>
            {QUICK_ACTIONS.map((honor) => {
              const { card, Icon } = HONORS[honor];
              return (
                <li key={honor}>
                  <a
                    href={`/${honor}/choose-profiles`}
                    className="flex min-h-11 items-center gap-2 rounded-xl border border-sky-200 bg-white px-4 py-3 font-semibold no-underline hover:bg-sky-50"
                  >
                    <Icon className="h-5 w-5 flex-none text-sky-800" aria-hidden="true" />
                    {card}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="gastos">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="gastos" className="text-lg">
              Últimos gastos
            </h2>
            <Link to="/wallet-expenses" className="font-semibold">
              Ver todos<span className="sr-only"> os gastos</span>
            </Link>
          </div>
          <ExpenseList expenses={expenses} />
        </section>

        <section aria-labelledby="vouchers">
          <h2 id="vouchers" className="text-lg">
            Meus vouchers
          </h2>
          {vouchers.length === 0 ? (
            <p className="mt-3 text-ink-soft">Nenhum voucher</p>
          ) : (
            <ul className="mt-3 divide-y divide-sky-100">
              {vouchers.map((voucher) => (
                <li key={voucher.id} className="flex flex-wrap items-center gap-3 py-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-mono text-lg font-semibold tracking-wider">{voucher.code}</span>
                    <span className="block text-sm text-ink-soft">Saldo: {formatBRL(voucher.balanceCents)}</span>
                    {voucher.heldUntil && (
                      <span className="block text-sm text-ink-soft">
                        Presente do plano: pode ser usado a partir de {formatDate(voucher.heldUntil)}.
                      </span>
                    )}
                  </span>
                  {voucher.balanceCents > 0 && (
                    <ShareVoucherButton
                      code={voucher.code}
                      cents={voucher.balanceCents}
                      className="btn btn-secondary"
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
