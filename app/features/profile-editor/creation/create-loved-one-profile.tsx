import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import type { PlanCardData } from "~/features/plans/components/plan-grid";
import { listPlans } from "~/features/plans/plans.server";
import { PLAQUE_HASH_COOKIE, pendingPlaqueHash } from "~/features/plaques/plaque-cookie.server";
import { profileHref } from "~/features/profiles/profile-links";
import { refuseSubmission, replyTo } from "~/features/task-zone/form-reply";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/create-loved-one-profile";
import { AboutStepForm } from "../steps/about-step";
import { BasicsStepForm } from "../steps/basics-step";
import { PlanStep } from "./plan-step";
import { ReviewStepForm } from "../steps/review-step";
import { SecurityStepForm } from "../steps/security-step";
import { StepIndicator } from "../steps/fields/wizard-fields";
import { choosePlan } from "../drafts/draft-plan.server";
import { paidStepAction, paidStepData } from "./paid-steps.server";
import { readStepForm, storePortrait } from "./wizard-photo.server";
import {
  getDraft,
  nextStep,
  type ProfileDraft,
  saveAboutStep,
  saveBasicsStep,
  saveReviewStep,
  saveSecurityStep,
} from "../drafts/profile-drafts.server";
import {
  aboutSchema,
  basicsSchema,
  LAST_STEP,
  planIdOf,
  reviewSchema,
  securitySchema,
  todayInSaoPaulo,
  WIZARD_STEPS,
} from "../steps/profile-form.schema";

// Steps 6 to 8 (address, contacts, the checkout) load when the person gets there: steps 1 to 5
// stay light on a phone. The server renders them whole (entry.server waits for everything).
const AddressStep = lazy(() => import("./paid-steps").then((m) => ({ default: m.AddressStep })));
const ContactsStep = lazy(() => import("./paid-steps").then((m) => ({ default: m.ContactsStep })));
const PaymentStep = lazy(() => import("./paid-steps").then((m) => ({ default: m.PaymentStep })));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar memorial",
    description: "Crie o memorial de quem você ama, passo a passo.",
    path: "/create-loved-one-profile",
    noindex: true,
  });

const BASE = "/create-loved-one-profile";

/** One route, the step in the query (`?rascunho={draftId}&etapa={n}`): each step's address survives a reload. */
export function stepHref(draftId: string | null, step: number): string {
  return draftId ? `${BASE}?rascunho=${draftId}&etapa=${step}` : BASE;
}

function requestedStep(url: URL): number {
  const n = Number(url.searchParams.get("etapa") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= LAST_STEP ? n : 1;
}

/** The owner's draft of the address, or a redirect to a fresh wizard when it is not theirs or gone. */
async function draftOf(actor: Awaited<ReturnType<typeof requireUser>>, url: URL): Promise<ProfileDraft | null> {
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
  if (draft.profileId && wanted < 5) return 5;
  return Math.min(wanted, draft.step);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const url = new URL(request.url);
  const draft = await draftOf(actor, url);
  const wanted = requestedStep(url);
  const step = allowedStep(draft, wanted);
  if (step !== wanted || (!draft && url.searchParams.has("etapa"))) throw redirect(stepHref(draft?.id ?? null, step));
  let plans: PlanCardData[] = [];
  let chosen: PlanCardData | null = null;
  if (step === 5) {
    // Free is offered to regular users creating a memorial (spec, part 2 section 6).
    plans = (await listPlans()) as PlanCardData[];
    chosen = plans.find((plan) => plan.id === url.searchParams.get("plano")) ?? null;
  }
  // Steps 6 to 8 (a paid plan): the address, the contacts, the checkout.
  const paid = draft && step > 5 ? await paidStepData(actor, draft, step) : null;
  return {
    step,
    paid,
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
    plans,
    chosen,
  };
}

/** Clears the scanned plaque's cookie once its plaque is linked to the new memorial. */
const clearPlaqueCookie = `${PLAQUE_HASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const url = new URL(request.url);
  const draft = await draftOf(actor, url);
  const step = allowedStep(draft, requestedStep(url));
  // Step 1 may carry the optional photo (multipart, up to the image limit); the other steps are small forms.
  let form: FormData;
  let photo: Uint8Array | undefined;
  try {
    ({ form, photo } = await readStepForm(request, step));
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      {
        result: { status: "error", error: { photo: [answer.message] } } as SubmissionResult<string[]>,
        planError: null,
      },
      { status: answer.status, headers: answer.headers },
    );
  }
  const draftId = draft?.id ?? null;
  const go = (saved: ProfileDraft, just: number, init?: ResponseInit) =>
    redirect(stepHref(saved.id, nextStep(saved.step, just)), init);

  if (step === 5) {
    try {
      const outcome = await choosePlan(actor, draftId, { plan: form.get("plan") });
      return outcome.next === "profile"
        ? redirect(profileHref(outcome.username))
        : redirect(stepHref(outcome.draft.id, 6));
    } catch (error) {
      const answer = errorAnswer(error);
      if (!answer) throw error;
      return data({ result: undefined, planError: answer.message }, { status: answer.status });
    }
  }
  if (step > 5 && draft) return paidStepAction(actor, draft, step, form, (n) => stepHref(draft.id, n));
  if (step > 5) throw redirect(stepHref(draftId, step));

  const schema = [basicsSchema(todayInSaoPaulo()), aboutSchema, reviewSchema, securitySchema][step - 1]!;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return { result: replyTo(submission), planError: null };
  try {
    switch (step) {
      case 1:
        return go(
          await saveBasicsStep(actor, draftId, submission.value, {
            suggestedPlan: planIdOf(form.get("plano")),
            portrait: photo ? await storePortrait(photo) : undefined,
          }),
          1,
        );
      case 2:
        return go(await saveAboutStep(actor, draftId, submission.value), 2);
      case 3:
        return go(await saveReviewStep(actor, draftId, submission.value), 3);
      default: {
        const plaqueHash = pendingPlaqueHash(request);
        const { draft: saved } = await saveSecurityStep(actor, draftId, submission.value, { plaqueHash });
        const suggested = saved.data.suggestedPlan;
        return redirect(
          `${stepHref(saved.id, 5)}${suggested ? `&plano=${suggested}` : ""}`,
          plaqueHash ? { headers: { "Set-Cookie": clearPlaqueCookie } } : undefined,
        );
      }
    }
  } catch (error) {
    return refuseSubmission(submission, error, { planError: null });
  }
}

type ActionAnswer = Route.ComponentProps["actionData"];

/** Steps 6 to 8's refusal message and field messages, when the action answered one. */
function stepErrorOf(answer: ActionAnswer): string | null {
  return answer && "stepError" in answer ? (answer.stepError ?? null) : null;
}

function fieldsOf(answer: ActionAnswer): Record<string, string> {
  return answer && "fields" in answer ? (answer.fields ?? {}) : {};
}

export default function CreateLovedOneProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { step, draftId, basics, about, today } = loaderData;
  const action = stepHref(draftId, step);
  const lastResult = actionData?.result ?? undefined;
  const back = (n: number) => stepHref(draftId, n);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl">Criar memorial</h1>
      <div className="mt-3">
        <StepIndicator current={step} />
      </div>
      <h2 className="mt-6 text-xl">{WIZARD_STEPS[step - 1]}</h2>
      <div className="mt-4">
        {step === 1 && (
          <BasicsStepForm
            key={action}
            action={action}
            defaults={basics ?? undefined}
            lastResult={lastResult}
            today={today}
            suggestedPlan={loaderData.suggestedPlan}
            portrait={loaderData.portrait}
          />
        )}
        {step === 2 && basics && (
          <AboutStepForm
            key={action}
            action={action}
            defaults={about ?? undefined}
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
        {step === 3 && basics && about && (
          <ReviewStepForm
            key={action}
            action={action}
            basics={basics}
            about={about}
            lastResult={lastResult}
            editHref={back}
          />
        )}
        {step === 4 && <SecurityStepForm key={action} action={action} lastResult={lastResult} backHref={back(3)} />}
        {step === 5 && (
          <PlanStep
            plans={loaderData.plans}
            chosen={loaderData.chosen}
            admin={loaderData.admin}
            action={`${action}${loaderData.chosen ? `&plano=${loaderData.chosen.id}` : ""}`}
            stepHref={action}
            error={actionData && "planError" in actionData ? (actionData.planError ?? null) : null}
          />
        )}
        <Suspense fallback={<p className="text-ink-soft">Carregando...</p>}>
          {step === 6 && loaderData.paid && (
            <AddressStep
              action={action}
              data={loaderData.paid}
              error={stepErrorOf(actionData)}
              fields={fieldsOf(actionData)}
            />
          )}
          {step === 7 && loaderData.paid && (
            <ContactsStep
              key={action}
              action={action}
              data={loaderData.paid}
              lastResult={lastResult}
              error={stepErrorOf(actionData)}
              backHref={back(6)}
            />
          )}
          {step === 8 && loaderData.paid && <PaymentStep data={loaderData.paid} error={stepErrorOf(actionData)} />}
        </Suspense>
      </div>
    </div>
  );
}
