import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type UNSAFE_DataWithResponseInit as DataWithInit } from "react-router";
import type { PlanCardData } from "~/features/plans";
import { listPlans } from "~/features/plans/index.server";
import { PLAQUE_HASH_COOKIE, pendingPlaqueHash } from "~/features/plaques/index.server";
import { profileHref } from "~/features/profiles";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import type { SessionUser } from "~/shared/auth/session-user";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { planIdOf } from "../drafts/draft-data";
import { choosePlan } from "../drafts/draft-plan.server";
import { nextStep, type ProfileDraft } from "../drafts/profile-drafts.server";
import { type StepSchema, withSchema } from "../steps/form-parts";
import { todayInSaoPaulo } from "../steps/profile-form.schema";
import type { WizardStep } from "../steps/step";
import { stepNumberOf } from "../steps/step";
import { STEP_SAVES, type StepSave, type StepSaved } from "../steps/step-saves.server";
import { CREATION_STEPS, type CreationAnswer, type CreationScreen } from "./creation-steps";
import { type PaidStepKey, paidStepData, postAddress, postContacts, postPayment } from "./paid-steps.server";
import { readStepForm, storePortrait } from "./wizard-photo.server";

/** One request to a step of the creation wizard, as its loader and action see it. */
export interface CreationRequest {
  actor: SessionUser;
  request: Request;
  url: URL;
  /** The owner's draft of the address (`?rascunho=`), none before step 1's first save. */
  draft: ProfileDraft | null;
  /** The address of a step of this draft, by key (a new draft's id once saved). */
  hrefOf: (key: string, draftId?: string) => string;
}

type Answer = Response | CreationAnswer | DataWithInit<CreationAnswer>;

/** The server's half of a table entry: its form's schema, what the step's screen loads, and how its post is answered. */
export interface CreationServerStep extends WizardStep<CreationScreen> {
  /** Form steps: their part's schema (the browser's entry has none). */
  readonly schema?: StepSchema;
  /** Form steps: the step's one save (shared with every wizard showing the step). */
  readonly save?: StepSave;
  data?(at: CreationRequest): Promise<Partial<CreationScreen>>;
  post(at: CreationRequest): Promise<Answer>;
}

/** Clears the scanned plaque's cookie once its plaque is linked to the new memorial. */
const clearPlaqueCookie = `${PLAQUE_HASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Where a saved form step goes, given the step's key and the plaque the request carried. */
type After = (saved: StepSaved, at: CreationRequest, posted: { key: string; plaqueHash?: string }) => Response;

/** After a form step: the next step, or the review when the person came from it. */
const afterDraftSaved: After = (saved, at, { key }) => {
  const draft = saved.draft!;
  return redirect(at.hrefOf(nextStepKey(draft.step, key), draft.id));
};

function nextStepKey(reached: number, savedKey: string): string {
  return CREATION_STEPS[nextStep(reached, stepNumberOf(CREATION_STEPS, savedKey)) - 1]!.key;
}

/** After step 4 saved the memorial: the plan, opened on one chosen on the plans page; the plaque's cookie cleared. */
const afterMemorialSaved: After = (saved, at, { plaqueHash }) => {
  const draft = saved.draft!;
  const suggested = draft.data.suggestedPlan;
  return redirect(
    `${at.hrefOf("plan", draft.id)}${suggested ? `&plano=${suggested}` : ""}`,
    plaqueHash ? { headers: { "Set-Cookie": clearPlaqueCookie } } : undefined,
  );
};

/** How the creation posts its form steps where they differ: step 1 may carry the photo; step 4 saves the memorial. */
const FORM_STEP_POSTS: Record<string, { takesPhoto?: boolean; after?: After }> = {
  basics: { takesPhoto: true },
  security: { after: afterMemorialSaved },
};

/**
 * A form step's post: its form (multipart up to the image limit when it takes the photo), checked
 * with the step's schema, saved into the draft by the step's one save, then on (`after`).
 */
function formStepPost(step: WizardStep<CreationScreen> & { schema: StepSchema }, save: StepSave) {
  const { takesPhoto = false, after = afterDraftSaved } = FORM_STEP_POSTS[step.key] ?? {};
  return async (at: CreationRequest): Promise<Answer> => {
    let form: FormData;
    let photo: Uint8Array | undefined;
    try {
      ({ form, photo } = await readStepForm(at.request, takesPhoto));
    } catch (error) {
      const answer = errorAnswer(error);
      if (!answer) throw error;
      const result: SubmissionResult = { status: "error", error: { photo: [answer.message] } };
      return data({ result }, { status: answer.status, headers: answer.headers });
    }
    const submission = parseWithZod(form, { schema: step.schema(todayInSaoPaulo()) });
    if (submission.status !== "success") return { result: replyTo(submission) };
    const plaqueHash = pendingPlaqueHash(at.request);
    try {
      const saved = await save(
        {
          actor: at.actor,
          target: { draftId: at.draft?.id ?? null },
          suggestedPlan: planIdOf(form.get("plano")),
          portrait: photo ? await storePortrait(photo) : undefined,
          plaqueHash,
        },
        submission.value,
      );
      return after(saved, at, { key: step.key, plaqueHash });
    } catch (error) {
      return refuseSubmission(submission, error, {});
    }
  };
}

type SubmissionResult = NonNullable<CreationAnswer["result"]>;

/** Step 5 (spec, part 2 section 4): Free is offered to regular users; a card's link opens its confirmation. */
async function planData({ url }: CreationRequest): Promise<Partial<CreationScreen>> {
  const plans = (await listPlans()) as PlanCardData[];
  return { plans, chosen: plans.find((plan) => plan.id === url.searchParams.get("plano")) ?? null };
}

async function postPlan(at: CreationRequest): Promise<Answer> {
  const form = await readFormData(at.request);
  try {
    const outcome = await choosePlan(at.actor, at.draft?.id ?? null, { plan: form.get("plan") });
    return outcome.next === "profile"
      ? redirect(profileHref(outcome.username))
      : redirect(at.hrefOf("address", outcome.draft.id));
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data({ planError: answer.message }, { status: answer.status });
  }
}

/** Steps 6 to 8 (a paid plan): each post answered, then on to the next of them. */
const PAID_POSTS: Record<PaidStepKey, (at: CreationRequest, draft: ProfileDraft, form: FormData) => Promise<Answer>> = {
  address: (at, draft, form) => postAddress(at.actor, draft, form, at.hrefOf("contacts")),
  contacts: (at, draft, form) => postContacts(at.actor, draft, form, at.hrefOf("payment")),
  payment: (at, draft, form) => postPayment(at.actor, draft, form),
};

function paidStep(key: PaidStepKey): Pick<CreationServerStep, "data" | "post"> {
  return {
    data: async ({ actor, draft }) => ({ paid: draft && (await paidStepData(actor, draft, key)) }),
    post: async (at) => {
      // The loader opens a paid step only on a draft whose memorial is saved: without one, start again.
      if (!at.draft) throw redirect(at.hrefOf("basics"));
      return PAID_POSTS[key](at, at.draft, await readFormData(at.request));
    },
  };
}

/** The creation's own steps, by key; the memorial form's steps are posted by `formStepPost`. */
const OWN_STEPS: Record<string, Pick<CreationServerStep, "data" | "post">> = {
  plan: { data: planData, post: postPlan },
  address: paidStep("address"),
  contacts: paidStep("contacts"),
  payment: paidStep("payment"),
};

function withServerHalf(entry: WizardStep<CreationScreen>): CreationServerStep {
  const own = OWN_STEPS[entry.key];
  if (own) return { ...entry, ...own };
  const step = withSchema(entry);
  const save = STEP_SAVES[step.key];
  const { schema } = step;
  if (!save || !schema) throw new Error(`The creation step "${step.key}" has no save`);
  return { ...step, save, post: formStepPost({ ...step, schema }, save) };
}

/** The creation wizard's table on the server: each browser-side entry with its schema, save, loads and post. */
export const CREATION_WIZARD: readonly CreationServerStep[] = CREATION_STEPS.map(withServerHalf);
