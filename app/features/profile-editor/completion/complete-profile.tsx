import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { profileHref } from "~/features/profiles/profile-links";
import { loadViewableProfileById } from "~/features/profiles/profile-access.server";
import { refuseSubmission, replyTo } from "~/features/task-zone/form-reply";
import { requireUser } from "~/shared/auth/guards.server";
import { ForbiddenError, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/complete-profile";
import { AboutStepForm } from "../steps/about-step";
import { BasicsStepForm } from "../steps/basics-step";
import { CompletionSecurityStepForm } from "../steps/completion-security-step";
import { ReviewStepForm } from "../steps/review-step";
import { completeProfile, getProfileForCompletion, saveCompletionStep } from "./complete-profile.server";
import {
  aboutSchema,
  type AboutStep,
  basicsSchema,
  type BasicsStep,
  COMPLETION_STEPS,
  completionSecuritySchema,
  reviewSchema,
  todayInSaoPaulo,
} from "../steps/profile-form.schema";

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

function requestedStep(url: URL): number {
  const n = Number(url.searchParams.get("etapa") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= COMPLETION_STEPS.length ? n : 1;
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

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await completionOf(actor, params.id);
  const url = new URL(request.url);
  const wanted = requestedStep(url);
  const step = Math.min(wanted, profile.reached);
  if (step !== wanted) throw redirect(completionHref(profile.id, step));
  return { step, profile, today: todayInSaoPaulo() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await completionOf(actor, params.id);
  const step = Math.min(requestedStep(new URL(request.url)), profile.reached);
  const form = await readFormData(request);
  const schema = [basicsSchema(todayInSaoPaulo()), aboutSchema, reviewSchema, completionSecuritySchema][step - 1]!;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return { result: replyTo(submission) };
  try {
    if (step < 4) {
      await saveCompletionStep(actor, profile.id, step as 1 | 2 | 3, submission.value);
      return redirect(completionHref(profile.id, step + 1));
    }
    const { kinships, interests, ...about } = profile.about;
    const done = await completeProfile(actor, {
      id: profile.id,
      profile: { ...profile.basics, ...about, ...submission.value },
      kinship: kinships,
      interests,
    });
    return redirect(withNotice(profileHref(done.username), "perfil-completado"));
  } catch (error) {
    return refuseSubmission(submission, error, {});
  }
}

function CompletionSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Etapas para completar o perfil">
      <p className="text-sm font-semibold text-sky-800">
        Etapa {current} de {COMPLETION_STEPS.length}: {COMPLETION_STEPS[current - 1]}
      </p>
      <ol className="mt-2 flex gap-1" aria-hidden="true">
        {COMPLETION_STEPS.map((name, index) => (
          <li
            key={name}
            className={`h-1.5 flex-1 rounded-full ${index + 1 <= current ? "bg-sky-700" : "bg-sky-100"}`}
          />
        ))}
      </ol>
    </nav>
  );
}

export default function CompleteProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { step, profile, today } = loaderData;
  const action = completionHref(profile.id, step);
  const lastResult = actionData?.result ?? undefined;
  const back = (n: number) => completionHref(profile.id, n);
  // Past its step the stored data is valid (the loader's `reached`), so the review reads it whole.
  const basics = profile.basics as BasicsStep;
  const about = profile.about as AboutStep;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl">Completar perfil</h1>
      <p className="mt-2 text-ink-soft">
        {profile.basics.name} · @{profile.username}
      </p>
      <div className="mt-3">
        <CompletionSteps current={step} />
      </div>
      <h2 className="mt-6 text-xl">{COMPLETION_STEPS[step - 1]}</h2>
      <div className="mt-4">
        {step === 1 && (
          <BasicsStepForm
            key={action}
            action={action}
            defaults={profile.basics}
            lastResult={lastResult}
            today={today}
            suggestedPlan={null}
            ownUsername={profile.username}
          />
        )}
        {step === 2 && (
          <AboutStepForm
            key={action}
            action={action}
            defaults={profile.about}
            lastResult={lastResult}
            backHref={back(1)}
            basics={{
              name: basics.name,
              gender: basics.gender,
              birthDate: basics.birthDate,
              deathDate: basics.deathDate,
              profession: basics.profession,
            }}
          />
        )}
        {step === 3 && (
          <ReviewStepForm
            key={action}
            action={action}
            basics={basics}
            about={about}
            lastResult={lastResult}
            editHref={back}
          />
        )}
        {step === 4 && (
          <CompletionSecurityStepForm key={action} action={action} lastResult={lastResult} backHref={back(3)} />
        )}
      </div>
    </div>
  );
}
