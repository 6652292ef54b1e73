import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { getUser } from "~/features/accounts/index.server";
import { listNotificationContactsOf, saveNotificationContact } from "~/features/notification-contacts/index.server";
import { contactFormSchema } from "~/features/notification-contacts";
import { FAITH_INTENTS, FAITH_MESSAGES, NO_REFERENCE_CHOICE } from "~/features/faith";
import { memorialFaith, setReligiousReference } from "~/features/faith/index.server";
import { checkoutSettings, newCheckoutAttempt, payByPixWithoutScript } from "~/features/checkout/index.server";
import { PLAN_CATALOGUE, planCardOptions, planPriceText } from "~/features/plans";
import { profileHref } from "~/features/profiles";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { getWalletBalance } from "~/features/wallet/index.server";
import { errorAnswer } from "~/shared/http/errors";
import { closePaidDraft, finishContactsStep, paidDraftView, saveAddressStep } from "../drafts/paid-draft.server";
import type { ProfileDraft } from "../drafts/profile-drafts.server";

/** The creation's paid-plan steps, after the plan (spec part 2, §4). */
export type PaidStepKey = "address" | "contacts" | "payment";

/** What steps 6 to 8 show; a plan already paid closes the draft and opens the memorial. */
export async function paidStepData(actor: SessionUser, draft: ProfileDraft, key: PaidStepKey) {
  const view = await paidDraftView(actor, draft);
  if (view.paid) {
    await closePaidDraft(actor, draft.id);
    throw redirect(profileHref(view.username));
  }
  const plan = PLAN_CATALOGUE.find((p) => p.id === view.plan)!;
  const contacts =
    key === "contacts"
      ? (await listNotificationContactsOf(actor, view.profileId)).map((c) => ({
          id: c.id,
          name: c.name,
          kinship: c.kinship,
        }))
      : [];
  const faith = key === "contacts" ? await faithOf(actor, view.profileId) : null;
  const checkout = key === "payment" ? await checkoutOf(actor) : null;
  return {
    profileId: view.profileId,
    username: view.username,
    name: view.name,
    // Told and offered as the plan cards say (computed here: the catalogue stays out of the bundle).
    plan: {
      id: view.plan,
      name: plan.name,
      priceCents: plan.priceCents,
      priceText: planPriceText(plan),
      cardOptions: planCardOptions(plan),
    },
    contacts,
    faith,
    checkout,
  };
}

/** Step 7's religious reference (decision 045): what is chosen so far, the memorial's religion first. */
async function faithOf(actor: SessionUser, profileId: string) {
  const { choice, ownText, religion, current } = await memorialFaith(actor, profileId);
  return { choice, ownText, religion, current };
}

async function checkoutOf(actor: SessionUser) {
  const [{ balanceCents }, account] = await Promise.all([getWalletBalance(actor, actor.id), getUser(actor, actor.id)]);
  return {
    settings: checkoutSettings(),
    attempt: newCheckoutAttempt(),
    balanceCents,
    payer: { email: actor.email, name: actor.name, phone: account.cellphone },
  };
}

export type PaidStepData = Awaited<ReturnType<typeof paidStepData>>;

/** A refusal of steps 6 to 8 as the step's message (and its fields), under the API's status. */
async function answered<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { result: undefined, stepError: answer.message, fields: answer.fields },
      { status: answer.status, headers: answer.headers },
    );
  }
}

/** Step 6: the plaque's shipping address, then the contacts. */
export function postAddress(actor: SessionUser, draft: ProfileDraft, form: FormData, next: string) {
  return answered(async () => {
    await saveAddressStep(actor, draft.id, Object.fromEntries(form));
    return redirect(next);
  });
}

/**
 * Step 7: a contact added (the form stays for the next one), the religious reference the paid plan
 * includes (kept now, shown once the plan is paid), or 'Continuar' on to the payment.
 */
export function postContacts(actor: SessionUser, draft: ProfileDraft, form: FormData, next: string) {
  return answered(async () => {
    if (form.get("intent") === FAITH_INTENTS.reference) return postReference(actor, draft, form);
    if (form.get("intent") === "finish") {
      await finishContactsStep(actor, draft.id);
      return redirect(next);
    }
    const submission = parseWithZod(form, { schema: contactFormSchema });
    if (submission.status !== "success") return { result: replyTo(submission), stepError: null };
    try {
      await saveNotificationContact(actor, {
        userId: actor.id,
        profileId: draft.profileId,
        contact: submission.payload,
      });
    } catch (error) {
      return refuseSubmission(submission, error, { stepError: null });
    }
    return { result: replyTo(submission, { resetForm: true }), stepError: null };
  });
}

/** What step 7's religious reference form answered: saved, or refused with what was typed. */
export interface ReferenceAnswer {
  ok: boolean;
  message: string;
  values?: { choice: string; ownText: string };
}

/** Step 7's religious reference: saved, or refused in its own form with what was typed given back. */
async function postReference(actor: SessionUser, draft: ProfileDraft, form: FormData) {
  const values = { choice: String(form.get("choice") ?? ""), ownText: String(form.get("ownText") ?? "") };
  try {
    const view = await paidDraftView(actor, draft);
    await setReligiousReference(actor, view.profileId, values, { paidPlanChosen: true });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    const reference: ReferenceAnswer = { ok: false, message: answer.message, values };
    return data({ result: undefined, stepError: null, reference }, { status: answer.status, headers: answer.headers });
  }
  const message =
    values.choice === NO_REFERENCE_CHOICE ? FAITH_MESSAGES.referenceRemoved : FAITH_MESSAGES.referenceSaved;
  const reference: ReferenceAnswer = { ok: true, message };
  return { result: undefined, stepError: null, reference };
}

/** Step 8 without JavaScript: the checkout's form posts a PIX charge, then `/payment?id=`. */
export function postPayment(actor: SessionUser, draft: ProfileDraft, form: FormData) {
  return answered(async () => {
    const view = await paidDraftView(actor, draft);
    return payByPixWithoutScript(
      actor,
      form,
      { product: "profile_plan", productRefId: view.profileId, planId: view.plan },
      actor.email,
    );
  });
}
