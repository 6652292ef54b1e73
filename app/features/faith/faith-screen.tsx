import { data, Link } from "react-router";
import { panelHref } from "~/features/profiles";
import { manageMemorial } from "~/features/profiles/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/faith-screen";
import { FaithForms } from "./components/faith-forms";
import { faithAction } from "./faith-actions.server";
import type { FaithAnswer } from "./faith-intents";
import { memorialFaith } from "./faith.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Referência religiosa do memorial de ${loaderData.profile.name}` : "Referência religiosa",
    description: "A referência religiosa do memorial e as mensagens aos familiares.",
    path: `/painel/${params.username}/referencia-religiosa`,
    noindex: true,
  });

/** The memorial's editors and administrators only (decision 040); anyone else gets the site's 404. */
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
    profile: { name: profile.name, username: profile.username, type: profile.type },
    faith: await memorialFaith(actor, profile.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await memorialOf(actor, params.username);
  return faithAction(await readFormData(request), actor, profile.id);
}

/**
 * /painel/{username}/referencia-religiosa (issue 19, items 5 and 6): the memorial's religious
 * reference and the message beside each relative, reached from the panel's section.
 */
export default function FaithScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, faith } = loaderData;
  const answer = (actionData ?? null) as FaithAnswer | null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl">Referência religiosa e mensagens aos familiares</h1>
        <Link to={panelHref(profile.username)} className="font-semibold">
          Voltar ao painel
        </Link>
      </div>
      <p className="text-ink-soft">Memorial de {profile.name}</p>
      <FaithForms faith={faith} username={profile.username} answer={answer} />
    </div>
  );
}
