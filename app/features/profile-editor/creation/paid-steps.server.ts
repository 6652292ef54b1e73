import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { getUser } from "~/features/accounts/accounts.server";
import {
  listNotificationContactsOf,
  saveNotificationContact,
} from "~/features/notification-contacts/notification-contacts.server";
import { contactFormSchema } from "~/features/notification-contacts/notification-contacts.schema";
import {
  checkoutSettings,
  newCheckoutAttempt,
  payByPixWithoutScript,
} from "~/features/payments/checkout/checkout.server";
import { PLAN_CATALOGUE } from "~/features/plans/plans.catalog";
import { profileHref } from "~/features/profiles/profile-links";
import { refuseSubmission, replyTo } from "~/features/task-zone/form-reply";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { errorAnswer } from "~/shared/http/errors";
import { closePaidDraft, finishContactsStep, paidDraftView, saveAddressStep } from "../drafts/paid-draft.server";
import type { ProfileDraft } from "../drafts/profile-drafts.server";

/** What steps 6 to 8 show; a plan already paid closes the draft and opens the memorial. */
export async function paidStepData(actor: SessionUser, draft: ProfileDraft, step: number) {
  const view = await paidDraftView(actor, draft);
  if (view.paid) {
    await closePaidDraft(actor, draft.id);
    throw redirect(profileHref(view.username));
  }
  const plan = PLAN_CATALOGUE.find((p) => p.id === view.plan)!;
  const contacts =
    step === 7
      ? (await listNotificationContactsOf(actor, view.profileId)).map((c) => ({
          id: c.id,
          name: c.name,
          kinship: c.kinship,
        }))
      : [];
  const checkout =
    step === 8
      ? await (async () => {
          const [{ balanceCents }, account] = await Promise.all([
            getWalletBalance(actor, actor.id),
            getUser(actor, actor.id),
          ]);
          return {
            settings: checkoutSettings(),
            attempt: newCheckoutAttempt(),
            balanceCents,
            payer: { email: actor.email, name: actor.name, phone: account.cellphone },
          };
        })()
      : null;
  return {
    profileId: view.profileId,
    username: view.username,
    name: view.name,
    plan: { id: view.plan, name: plan.name, priceCents: plan.priceCents },
    contacts,
    checkout,
  };
}

export type PaidStepData = Awaited<ReturnType<typeof paidStepData>>;

/**
 * The posts of steps 6 to 8: the address (then contacts), a contact added or 'Continuar' (then the
 * payment), and the checkout without JavaScript (a PIX charge, then `/payment?id=`).
 */
export async function paidStepAction(
  actor: SessionUser,
  draft: ProfileDraft,
  step: number,
  form: FormData,
  hrefOf: (step: number) => string,
) {
  try {
    if (step === 6) {
      await saveAddressStep(actor, draft.id, Object.fromEntries(form));
      return redirect(hrefOf(7));
    }
    if (step === 7) {
      if (form.get("intent") === "finish") {
        await finishContactsStep(actor, draft.id);
        return redirect(hrefOf(8));
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
    }
    const view = await paidDraftView(actor, draft);
    return await payByPixWithoutScript(
      actor,
      form,
      { product: "profile_plan", productRefId: view.profileId, planId: view.plan },
      actor.email,
    );
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { result: undefined, stepError: answer.message, fields: answer.fields },
      { status: answer.status, headers: answer.headers },
    );
  }
}
