import { Form, Link, useNavigation } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/my-data-screen";
import { clearSessionCookieHeaders } from "~/features/accounts/index.server";
import { deleteAccount } from "./deletion.server";
import { requestExport } from "./export.server";
import { DELETE_CONFIRMATION_WORD, MY_DATA_MESSAGES as M } from "./my-data.constants";
import { formatDateTimeBR } from "./my-data-format";
import { myDataOverview } from "./overview.server";
import { DeleteAccountForm } from "./components/delete-account-form";
import { SummaryTable } from "./components/summary-table";
import { redirect } from "react-router";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Meus dados",
    description: "Veja, baixe ou exclua os dados que guardamos sobre você.",
    path: "/meus-dados",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const overview = await myDataOverview(actor, context.ctx.consentToken);
  return {
    ...overview,
    consents: overview.consents.map((entry) => ({ ...entry, at: formatDateTimeBR(entry.at) })),
    exports: overview.exports.map((item) => ({
      ...item,
      createdAt: formatDateTimeBR(item.createdAt),
      expiresAt: item.expiresAt ? formatDateTimeBR(item.expiresAt) : null,
    })),
  };
}

type ActionResult =
  | { intent: "export"; ok: true; message: string }
  | { intent: "export" | "delete"; ok: false; message: string; fields: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult | Response> {
  const actor = await requireUser(context.ctx, request);
  const form = await readFormData(request);
  const intent = form.get("intent") === "delete" ? "delete" : "export";
  try {
    if (intent === "export") {
      await requestExport(actor);
      return { intent, ok: true, message: M.exportRequested };
    }
    await deleteAccount(actor, { password: form.get("password"), confirmation: form.get("confirmation") });
    const headers = new Headers();
    for (const cookie of clearSessionCookieHeaders(context.ctx.secure)) headers.append("Set-Cookie", cookie);
    return redirect("/conta-excluida", { headers });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return { intent, ok: false, message: answer.message, fields: answer.fields };
  }
}

const EXPORT_STATUS: Record<string, string> = {
  pending: "Em preparação",
  ready: "Pronta — o link foi enviado por e-mail",
  failed: "Não foi possível gerar",
  expired: "Link expirado",
};

export default function MyDataScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, summary, consents, exports } = loaderData;
  const busy = useNavigation().state !== "idle";
  const exportAnswer = actionData?.intent === "export" ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-2xl">Meus dados</h1>
        <p className="mt-2 text-ink-soft">
          {name} · <span className="break-all">{email}</span>. Pela Lei Geral de Proteção de Dados (arts. 18 e 19), você
          pode ver, baixar e excluir os dados que guardamos sobre você.
        </p>
      </div>

      <section aria-labelledby="summary-title" className="rounded-2xl border border-sky-200 bg-white p-6">
        <h2 id="summary-title" className="text-xl">
          O que guardamos
        </h2>
        <SummaryTable rows={summary} />
      </section>

      <section aria-labelledby="consent-title" className="rounded-2xl border border-sky-200 bg-white p-6">
        <h2 id="consent-title" className="text-xl">
          Histórico de consentimentos
        </h2>
        {consents.length === 0 ? (
          <p className="mt-3 text-ink-soft">Nenhuma resposta sobre cookies registrada para esta conta.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {consents.map((entry, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2 border-b border-sky-100 pb-2">
                <span className="font-semibold">
                  {entry.consent ? "Consentimento dado" : "Consentimento recusado"} (política versão{" "}
                  {entry.policyVersion})
                </span>
                <span className="text-ink-soft">{entry.at}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="export-title" className="rounded-2xl border border-sky-200 bg-white p-6">
        <h2 id="export-title" className="text-xl">
          Exportar meus dados
        </h2>
        <p className="mt-2 text-ink-soft">
          Preparamos um arquivo ZIP com tudo o que guardamos sobre você e as fotos que você enviou. O link chega por
          e-mail e vale por 7 dias.
        </p>
        {exportAnswer && (
          <p
            role={exportAnswer.ok ? "status" : "alert"}
            className={`mt-4 rounded-lg p-3 font-semibold ${exportAnswer.ok ? "bg-sky-50 text-sky-800" : "bg-red-50 text-red-800"}`}
          >
            {exportAnswer.message}
          </p>
        )}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Exportar meus dados
          </button>
        </Form>
        {exports.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm" aria-label="Exportações recentes">
            {exports.map((item) => (
              <li key={item.id}>
                Pedida em {item.createdAt}: {EXPORT_STATUS[item.status]}
                {item.status === "ready" && item.expiresAt ? ` (até ${item.expiresAt})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="delete-title" className="rounded-2xl border border-red-200 bg-white p-6">
        <h2 id="delete-title" className="text-xl">
          Excluir minha conta
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
          <li>Seus dados pessoais são apagados e você sai de todos os aparelhos.</li>
          <li>
            Os memoriais que você administra continuam no ar: ficam com outro administrador ou sob a custódia da
            empresa. Nenhum memorial é apagado.
          </li>
          <li>Pagamentos continuam registrados sem o seu nome. Saldo da carteira não é devolvido: use-o antes.</li>
        </ul>
        <DeleteAccountForm
          word={DELETE_CONFIRMATION_WORD}
          busy={busy}
          answer={actionData?.intent === "delete" && !actionData.ok ? actionData : undefined}
        />
        <p className="mt-4 text-sm">
          <Link to="/account">Voltar para Minha Conta</Link>
        </p>
      </section>
    </div>
  );
}
