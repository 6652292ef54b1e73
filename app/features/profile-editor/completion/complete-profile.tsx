import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useMemo } from "react";
import { data, redirect } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { profileHref } from "~/features/profiles";
import { loadViewableProfileById } from "~/features/profiles/index.server";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { ForbiddenError, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/complete-profile";
import { preloadStep } from "../steps/lazy-step";
import { todayInSaoPaulo } from "../steps/profile-form.constants";
import { reachedStep, requestedStep } from "../steps/step";
import { WizardScreen } from "../steps/wizard-screen";
import { getProfileForCompletion } from "./complete-profile.server";
import { COMPLETION_STEPS } from "./completion-steps";
import { COMPLETION_WIZARD } from "./completion-steps.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Completar perfil",
    description: "Complete o memorial de quem você ama.",
    path: "/complete-profile",
    noindex: true,
  });

/** One route, the step in the query (`?etapa={n}`), like the creation wizard. */
export function completionHref(profileId: string, step: number): string {
  return `/complete-profile/${profileId}${step > 1 ? `?etapa=${step}` : ""}`;
}

/**
 * The memorial for its administrator (or an admin). Anyone else goes to the memorial when they may
 * see it, and gets a 404 otherwise, never a hint that it exists.
 */
async function completionOf(actor: SessionUser, profileId: string) {
  try {
    return await getProfileForCompletion(actor, profileId);
  } catch (error) {
    if (error instanceof ForbiddenError) {
      const view = await loadViewableProfileById({ viewer: actor, profileId }).catch(() => null);
      if (view) throw redirect(profileHref(view.profile.username));
      throw data("Perfil não encontrado.", { status: 404 });
    }
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  }
}

/**
 * The request at the step it may open: not past the first step whose stored data its schema
 * refuses (`reachedStep`), so a step cannot be skipped by typing an address.
 */
async function stepAt(context: Route.LoaderArgs["context"], request: Request, profileId: string) {
  const actor = await requireUser(context.ctx, request);
  const profile = await completionOf(actor, profileId);
  const today = todayInSaoPaulo();
  const reached = reachedStep(COMPLETION_WIZARD, profile, today);
  const wanted = requestedStep(new URL(request.url), COMPLETION_STEPS);
  return { actor, profile, today, reached, wanted, step: Math.min(wanted, reached) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { profile, today, reached, wanted, step } = await stepAt(context, request, params.id);
  if (step !== wanted) throw redirect(completionHref(profile.id, step));
  return { step, reached, profile, today };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, profile, today, step } = await stepAt(context, request, params.id);
  const entry = COMPLETION_WIZARD[step - 1]!;
  const submission = parseWithZod(await readFormData(request), { schema: entry.schema(today) });
  if (submission.status !== "success") return { result: replyTo(submission) };
  try {
    const saved = await entry.save({ actor, target: { profileId: profile.id } }, submission.value);
    // Each step saves into the memorial; the last one completes it (and activates it).
    if (step < COMPLETION_WIZARD.length) return redirect(completionHref(profile.id, step + 1));
    return redirect(withNotice(profileHref(saved.profile!.username), "perfil-completado"));
  } catch (error) {
    return refuseSubmission(submission, error, {});
  }
}

/** A move to another step waits for that step's code (decision 071), so no placeholder shows. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const asked = requestedStep(new URL(request.url), COMPLETION_STEPS);
  const [data] = await Promise.all([serverLoader(), preloadStep(COMPLETION_STEPS, asked)]);
  await preloadStep(COMPLETION_STEPS, data.step);
  return data;
}

export default function CompleteProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { step, profile, today } = loaderData;
  // The same props for the same data: a step still waiting for its code is left as it is.
  const form = useMemo(() => ({ basics: profile.basics, about: profile.about }), [profile]);
  const hrefOf = useCallback((n: number) => completionHref(profile.id, n), [profile.id]);
  return (
    <WizardScreen
      table={COMPLETION_STEPS}
      current={step}
      heading="Completar perfil"
      intro={`${profile.basics.name} · @${profile.username}`}
      label="Etapas para completar o perfil"
      hrefOf={hrefOf}
      step={{
        lastResult: actionData?.result,
        form,
        today,
        ownUsername: profile.username,
        screen: undefined,
      }}
    />
  );
}
