import { Link } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/export-link";
import { exportLink } from "./export.server";
import { formatDateTimeBR } from "./my-data-format";
import { MY_DATA_MESSAGES as M } from "./my-data.constants";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Baixar meus dados",
    description: "O arquivo com os seus dados.",
    path: "/meus-dados",
    noindex: true,
  });

/**
 * The e-mailed link: for its owner, signed in (anyone else is sent to sign in, and a foreign or
 * unknown link answers the same calm words), the download while it lasts.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  try {
    const link = await exportLink(actor, params.token);
    if (link.state === "expired") return { state: "refused" as const, message: M.exportExpired };
    return {
      state: "ready" as const,
      token: params.token,
      size: `${Math.max(1, Math.round(link.sizeBytes / 1024))} KB`,
      until: formatDateTimeBR(link.expiresAt),
    };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return { state: "refused" as const, message: answer.message };
  }
}

export default function ExportLink({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <section aria-labelledby="export-link-title" className="rounded-2xl border border-sky-200 bg-white p-6">
        <h1 id="export-link-title" className="text-2xl">
          Baixar meus dados
        </h1>
        {loaderData.state === "ready" ? (
          <>
            <p className="mt-3">
              Seu arquivo ZIP ({loaderData.size}) está pronto. O link vale até {loaderData.until}.
            </p>
            <a
              className="btn btn-primary mt-5"
              href={`/meus-dados/exportacao/${loaderData.token}/arquivo`}
              download="meus-dados.zip"
            >
              Baixar o arquivo ZIP
            </a>
          </>
        ) : (
          <p className="mt-3">{loaderData.message}</p>
        )}
        <p className="mt-5">
          <Link to="/meus-dados">Ir para Meus dados</Link>
        </p>
      </section>
    </div>
  );
}
