import { data, Form } from "react-router";
import { NotFoundError } from "~/shared/http/errors";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/unsubscribe";
import { CONTACT_MESSAGES as M } from "./notification-contacts.constants";
import { confirmUnsubscribe, viewUnsubscribe } from "./unsubscribe.server";

/**
 * The token is a credential: the page is never cached and never sends it to another site as a
 * Referer. `same-origin`, not `no-referrer`: with the latter the browser posts the confirmation
 * with `Origin: null`, which the action's same-origin check refuses.
 */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

async function answer<T>(work: () => Promise<T>) {
  try {
    return data(await work(), { headers: PRIVATE });
  } catch (error) {
    if (error instanceof NotFoundError) throw data(M.invalidLink, { status: 404, headers: PRIVATE });
    throw error;
  }
}

/** GET only shows what the link would stop (no state-changing GET: mail scanners follow links). */
export async function loader({ params }: Route.LoaderArgs) {
  return answer(() => viewUnsubscribe(params.token));
}

export async function action({ params }: Route.ActionArgs) {
  return answer(() => confirmUnsubscribe(params.token));
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Parar avisos do memorial",
    description: "Deixe de receber os avisos de atualização de um memorial.",
    path: "/cancelar-notificacoes",
  }),
  { name: "robots", content: "noindex" },
];

/** A public page: a plain form, no JavaScript. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section className="rounded-2xl border border-sky-200 bg-white p-6">
        <h1 className="text-2xl">Avisos do memorial de {view.memorialName}</h1>
        {view.unsubscribed ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
            {M.unsubscribed}
          </p>
        ) : (
          <>
            <p className="mt-4 text-ink-soft">
              {view.email ? (
                <>
                  O endereço <strong className="text-ink">{view.email}</strong> recebe um e-mail quando este memorial é
                  atualizado.
                </>
              ) : (
                "Você recebe um e-mail quando este memorial é atualizado."
              )}{" "}
              Deseja parar de receber esses avisos?
            </p>
            <Form method="post" className="mt-6">
              <button type="submit" className="btn btn-primary w-full sm:w-auto">
                Parar de receber avisos
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
