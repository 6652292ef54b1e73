import { Music } from "~/shared/ui/icons";
import { data, redirect } from "react-router";
import { decideSandboxAuthorization, readSandboxAuthorization } from "~/integrations/music/sandbox";
import { ValidationError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/sandbox-authorize";
import { notFound, sandboxActive } from "./sandbox-pages.server";

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

/**
 * /music/sandbox/authorize: the sandbox's stand-in for the music service's consent page. It only
 * ever sends the browser back to this site's /music-callback, with a code or `error=access_denied`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!sandboxActive()) throw notFound();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  try {
    const { state } = readSandboxAuthorization(query);
    return data({ state, redirectUri: String(query.redirect_uri), error: null }, { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return data({ state: "", redirectUri: "", error: error.message }, { status: 400, headers: NO_STORE });
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (!sandboxActive()) throw notFound();
  const form = Object.fromEntries(await readFormData(request));
  try {
    return redirect(decideSandboxAuthorization(form), { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return data({ error: error.message }, { status: 400, headers: NO_STORE });
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Autorizar o serviço de música",
    description: "Serviço de música de demonstração.",
    path: "/music/sandbox/authorize",
    noindex: true,
  });

/** A public page: a plain form, no JavaScript. */
export default function SandboxAuthorize({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? loaderData.error;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section className="rounded-2xl border border-sky-200 bg-white p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
          <Music className="h-5 w-5" aria-hidden="true" /> Serviço de música de demonstração
        </p>
        <h1 className="mt-2 text-2xl">Conectar sua conta de música</h1>
        {error ? (
          <p role="alert" className="field-error mt-4 font-semibold">
            {error}
          </p>
        ) : (
          <>
            <p className="mt-4 text-ink-soft">
              O memorial pede permissão para criar uma playlist pública na sua conta. Nesta demonstração nenhuma conta
              real é usada: as músicas vêm de um pequeno catálogo fixo.
            </p>
            <form method="post" className="mt-6 flex flex-wrap gap-3">
              <input type="hidden" name="state" value={loaderData.state} />
              <input type="hidden" name="redirect_uri" value={loaderData.redirectUri} />
              <button type="submit" name="decision" value="allow" className="btn btn-primary">
                Permitir
              </button>
              <button type="submit" name="decision" value="deny" className="btn btn-secondary">
                Cancelar
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
