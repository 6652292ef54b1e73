import { data, Link } from "react-router";
import { panelHref } from "~/features/profiles";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/ceremonies-screen";
import { type CeremonyAnswer, ceremoniesAction } from "./ceremonies-actions.server";
import { ceremoniesMemorial } from "./ceremony-access.server";
import { CeremoniesForms } from "./components/ceremonies-forms";
import { ceremoniesScreenData } from "./panel-ceremonies.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Cerimônias do memorial de ${loaderData.profile.name}` : "Cerimônias",
    description: "Velório, sepultamento, missa ou culto do memorial e a nota de falecimento.",
    path: `/painel/${params.username}/cerimonias`,
    noindex: true,
  });

/** Its administrators and its partner; an editor is refused (403), anyone else gets the site's 404. */
async function memorialOf(actor: Awaited<ReturnType<typeof requireUser>>, username: string) {
  try {
    return await ceremoniesMemorial(actor, username);
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    throw data(answer.message, { status: answer.status });
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await memorialOf(actor, params.username);
  return {
    profile: { name: profile.name, username: profile.username },
    ceremonies: await ceremoniesScreenData(actor, profile, new Date(), context.ctx.origin),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await memorialOf(actor, params.username);
  return ceremoniesAction(await readFormData(request), actor, profile.id, new Date());
}

export default function CeremoniesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, ceremonies } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl">Cerimônias</h1>
        <Link to={panelHref(profile.username)} className="font-semibold">
          Voltar ao painel
        </Link>
      </div>
      <p className="text-ink-soft">Memorial de {profile.name}</p>
      <CeremoniesForms ceremonies={ceremonies} answer={(actionData ?? null) as CeremonyAnswer | null} />
    </div>
  );
}
