import { Link } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/account";
import { getAccount } from "./account-use-cases.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Minha Conta", description: "Sua conta no memorial.", path: "/account", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const user = await getAccount(context.ctx, actor.id);
  return { user, partner: actor.type === "partner", admin: actor.type === "admin" };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, partner, admin } = loaderData;
  const createPath = partner ? "/create-simplified-profile" : "/create-loved-one-profile";
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 flex-1 space-y-6">
        <section aria-labelledby="account-title" className="rounded-2xl border border-sky-200 bg-white p-6">
          <h1 id="account-title" className="text-2xl">
            Minha Conta
          </h1>
          <dl className="mt-4 grid gap-2 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">{partner ? "Empresa" : "Nome"}</dt>
            <dd>{user.name}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="font-semibold">Celular</dt>
            <dd>{user.cellphone || "Não informado"}</dd>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/account-settings" className="btn btn-secondary">
              Editar meus dados
            </Link>
            <Link to="/meus-dados" className="btn btn-secondary">
              Meus dados e privacidade
            </Link>
          </div>
        </section>

        {admin && (
          <section aria-labelledby="admin-title" className="rounded-2xl border border-sky-200 bg-white p-6">
            <h2 id="admin-title" className="text-xl">
              Administração
            </h2>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/admin/plaqueOrders" className="btn btn-secondary">
                Pedidos de placas
              </Link>
              <Link to="/admin/reivindicacoes" className="btn btn-secondary">
                Reivindicações de memoriais
              </Link>
            </div>
          </section>
        )}

        <section aria-labelledby="create-title" className="rounded-2xl border border-sky-200 bg-white p-6">
          <h2 id="create-title" className="text-xl">
            Crie um perfil
          </h2>
          {partner ? (
            <p className="mt-2 text-ink-soft">Crie o memorial de uma família atendida em poucos passos.</p>
          ) : (
            <fieldset className="mt-4 space-y-3">
              <legend className="sr-only">Para quem é o perfil</legend>
              <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sky-600 bg-sky-50 p-4">
                <input type="radio" name="kind" defaultChecked className="mt-1 h-5 w-5 accent-sky-700" />
                <span>
                  <span className="block font-semibold">Para alguém que já partiu</span>
                  <span className="text-sm text-ink-soft">Um memorial com a história, as fotos e as homenagens.</span>
                </span>
              </label>
              <label className="flex items-start gap-3 rounded-xl border border-sky-200 p-4 opacity-70">
                <input type="radio" name="kind" disabled className="mt-1 h-5 w-5" />
                <span>
                  <span className="block font-semibold">Construindo minha própria jornada (em breve)</span>
                  <span className="text-sm text-ink-soft">Deixe a sua história registrada para quem fica.</span>
                </span>
              </label>
            </fieldset>
          )}
          <Link to={createPath} className="btn btn-primary mt-5">
            Iniciar criação
          </Link>
        </section>
      </div>
    </div>
  );
}
