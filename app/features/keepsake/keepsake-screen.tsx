import { useEffect } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import { panelHref } from "~/features/profiles";
import { manageMemorial } from "~/features/profiles/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { FormAnswer } from "~/shared/ui/zone/form-answer";
import type { Route } from "./+types/keepsake-screen";
import { KeepsakeChoice } from "./components/keepsake-choice";
import { KeepsakeBook } from "./components/keepsake-book";
import { keepsakeAction, type KeepsakeAnswer, keepsakeScreenData } from "./keepsake-actions.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Livro de memórias de ${loaderData.profile.name}` : "Livro de memórias",
    description: "Escolha as fotos e homenagens, gere, veja e baixe o livro de memórias do memorial.",
    path: `/painel/${params.username}/livro-de-memorias`,
    noindex: true,
  });

/** People who help manage the memorial reach the screen (the service says who may use it); others get a 404. */
async function memorialOf(actor: Awaited<ReturnType<typeof requireUser>>, username: string) {
  try {
    return (await manageMemorial(actor, username, "editor")).view.profile;
  } catch (error) {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await memorialOf(actor, params.username);
  return {
    profile: { name: profile.name, username: profile.username },
    ...(await keepsakeScreenData(actor, profile.id)),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await memorialOf(actor, params.username);
  return keepsakeAction(await readFormData(request), actor, profile.id);
}

/**
 * /painel/{username}/livro-de-memorias (decision 056): the administrator chooses the photos and
 * tributes, asks for the book, follows its drawing, previews its first pages and downloads it.
 */
export default function KeepsakeScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, view, refused } = loaderData;
  const answer = (actionData ?? null) as KeepsakeAnswer | null;
  const drawing = view?.job?.state === "queued" || view?.job?.state === "running";
  const revalidator = useRevalidator();
  // While the job runs, the screen asks again every 2 s (without script: reload the page).
  useEffect(() => {
    if (!drawing) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [drawing, revalidator]);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl">Livro de memórias</h1>
        <Link to={panelHref(profile.username)} className="font-semibold">
          Voltar ao painel
        </Link>
      </div>
      <p className="text-ink-soft">
        Memorial de {profile.name}: o retrato, a história, a família, as fotos e as homenagens escolhidas, em um livro
        A5 para guardar ou imprimir.
      </p>
      {refused && (
        <div className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
          <p className="font-semibold">{refused.message}</p>
          {refused.upgrade && (
            <a href={`/upgradeProfile/${encodeURIComponent(profile.username)}`} className="btn btn-primary mt-3">
              Conhecer os planos
            </a>
          )}
        </div>
      )}
      <FormAnswer answer={answer} />
      {view && (
        <>
          {view.job && view.job.state !== "done" && (
            <p role="status" className="font-semibold">
              {view.job.label}
            </p>
          )}
          {view.book && !drawing && <KeepsakeBook username={profile.username} book={view.book} stale={view.stale} />}
          <Form method="post" className="space-y-6">
            <KeepsakeChoice view={view} />
            <button type="submit" name="intent" value="gerar-livro" className="btn btn-primary" disabled={drawing}>
              {view.book ? "Atualizar o livro" : "Gerar o livro"}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
