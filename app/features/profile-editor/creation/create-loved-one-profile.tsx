import { useCallback, useMemo } from "react";
import { redirect } from "react-router";
import type { PlanCardData } from "~/features/plans";
import { requireUser } from "~/shared/auth/guards.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError } from "~/shared/http/errors";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/create-loved-one-profile";
import { planIdOf } from "../drafts/draft-data";
import { getDraft, type ProfileDraft } from "../drafts/profile-drafts.server";
import type { FormSource } from "../steps/form-source";
import { preloadStep } from "../steps/lazy-step";
import { todayInSaoPaulo } from "../steps/profile-form.constants";
import { requestedStep, stepNumberOf } from "../steps/step";
import { WizardScreen } from "../steps/wizard-screen";
import { CREATION_STEPS } from "./creation-steps";
import { CREATION_WIZARD, type CreationRequest } from "./creation-steps.server";
import type { PaidStepData } from "./paid-steps.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar memorial",
    description: "Crie o memorial de quem você ama, passo a passo.",
    path: "/create-loved-one-profile",
    noindex: true,
  });

const BASE = "/create-loved-one-profile";
const PLAN_STEP = stepNumberOf(CREATION_STEPS, "plan");

/** One route, the step in the query (`?rascunho={draftId}&etapa={n}`): each step's address survives a reload. */
export function stepHref(draftId: string | null, step: number): string {
  return draftId ? `${BASE}?rascunho=${draftId}&etapa=${step}` : BASE;
}

/** The owner's draft of the address, or a redirect to a fresh wizard when it is not theirs or gone. */
async function draftOf(actor: SessionUser, url: URL): Promise<ProfileDraft | null> {
  const id = url.searchParams.get("rascunho");
  if (!id) return null;
  return getDraft(actor, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw redirect(BASE);
    throw error;
  });
}

/** The step the draft may show: not past where the person got to; steps 1 to 4 closed once the profile is saved. */
function allowedStep(draft: ProfileDraft | null, wanted: number): number {
  if (!draft) return 1;
  if (draft.profileId && wanted < PLAN_STEP) return PLAN_STEP;
  return Math.min(wanted, draft.step);
}

/** The request at the step it may open, with its table entry. */
async function stepAt(context: Route.LoaderArgs["context"], request: Request) {
  const actor = await requireUser(context.ctx, request);
  const url = new URL(request.url);
  const draft = await draftOf(actor, url);
  const wanted = requestedStep(url, CREATION_STEPS);
  const step = allowedStep(draft, wanted);
  const at: CreationRequest = {
    actor,
    request,
    url,
    draft,
    hrefOf: (key, draftId = draft?.id) => stepHref(draftId ?? null, stepNumberOf(CREATION_STEPS, key)),
  };
  return { at, wanted, step, entry: CREATION_WIZARD[step - 1]! };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { at, wanted, step, entry } = await stepAt(context, request);
  const { draft, url, actor } = at;
  if (step !== wanted || (!draft && url.searchParams.has("etapa"))) throw redirect(stepHref(draft?.id ?? null, step));
  const shown = await entry.data?.(at);
  return {
    step,
    draftId: draft?.id ?? null,
    reached: draft?.step ?? 1,
    basics: draft?.data.basics ?? null,
    portrait: draft?.data.portrait?.imagePath ?? null,
    about: draft?.data.about ?? null,
    profileUsername: draft?.profileUsername ?? null,
    /** The plan chosen on the plans page (`?plano=`), carried by step 1 into the new draft. */
    suggestedPlan: draft ? null : (planIdOf(url.searchParams.get("plano")) ?? null),
    admin: actor.type === "admin",
    today: todayInSaoPaulo(),
    plans: shown?.plans ?? ([] as PlanCardData[]),
    chosen: shown?.chosen ?? null,
    paid: shown?.paid ?? (null as PaidStepData | null),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { at, entry } = await stepAt(context, request);
  return entry.post(at);
}

/**
 * A move to another step waits for that step's code (decision 071), so no placeholder shows: the
 * step asked for loads beside the page's data, and the one the server shows, if another, after it.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const asked = requestedStep(new URL(request.url), CREATION_STEPS);
  const [data] = await Promise.all([serverLoader(), preloadStep(CREATION_STEPS, asked)]);
  await preloadStep(CREATION_STEPS, data.step);
  return data;
}

export default function CreateLovedOneProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { step, draftId, today } = loaderData;
  // The same props for the same data: a step still waiting for its code is left as it is.
  const form = useMemo<FormSource>(
    () => ({
      basics: loaderData.basics ?? undefined,
      about: loaderData.about ?? undefined,
      portrait: loaderData.portrait,
    }),
    [loaderData],
  );
  const screen = useMemo(() => ({ ...loaderData, answer: actionData }), [loaderData, actionData]);
  const hrefOf = useCallback((n: number) => stepHref(draftId, n), [draftId]);
  return (
    <WizardScreen
      table={CREATION_STEPS}
      current={step}
      heading="Criar memorial"
      label="Etapas da criação"
      hrefOf={hrefOf}
      step={{ lastResult: actionData?.result, form, today, suggestedPlan: loaderData.suggestedPlan, screen }}
    />
  );
}
