import { Link } from "react-router";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/account-deleted";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Conta excluída",
    description: "Sua conta foi excluída.",
    path: "/conta-excluida",
    noindex: true,
  });

/** Where the deletion lands, signed out: a public page, no script needed. */
export default function AccountDeleted() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <section aria-labelledby="deleted-title" className="rounded-2xl border border-sky-200 bg-white p-6">
        <h1 id="deleted-title" className="text-2xl">
          Sua conta foi excluída
        </h1>
        <p className="mt-3">
          Apagamos os seus dados pessoais e encerramos todas as sessões. Os memoriais que você administrava continuam no
          ar. Enviamos uma confirmação para o seu antigo e-mail.
        </p>
        <p className="mt-5">
          <Link to="/">Ir para a página inicial</Link>
        </p>
      </section>
    </div>
  );
}
