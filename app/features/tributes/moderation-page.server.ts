import { data, redirect } from "react-router";
import type { ViewableProfile } from "~/features/profiles/index.server";
import { errorAnswer } from "~/shared/http/errors";
import type { RequestContext } from "~/shared/http/request-context.server";
import { type NoticeKey, withNotice } from "~/shared/ui/flash";
import { moderateTribute, reportTribute, setApproveTributes } from "./moderation.server";

import { MODERATION_INTENTS } from "./moderation-intents";

const DECISION_NOTICES: Record<string, NoticeKey> = {
  hide: "homenagem-ocultada",
  show: "homenagem-exibida",
  approve: "homenagem-aprovada",
  reject: "homenagem-recusada",
};

export function isModerationIntent(intent: unknown): boolean {
  return Object.values(MODERATION_INTENTS).includes(intent as never);
}

/**
 * Carries out one moderation form of the memorial page (or of the memorial panel, which passes
 * its own `returnTo` path) and goes back to its tributes with a notice (post/redirect/get); a
 * refusal answers the page's status with its message.
 */
export async function moderationFromPage(
  ctx: RequestContext,
  form: FormData,
  view: ViewableProfile,
  headers: HeadersInit,
  returnTo?: string,
) {
  const intent = form.get("intent");
  const tributeId = String(form.get("tributeId") ?? "");
  let notice: NoticeKey;
  try {
    if (intent === MODERATION_INTENTS.report) {
      await reportTribute(ctx, tributeId, form.get("reason"));
      notice = "homenagem-denunciada";
    } else if (intent === MODERATION_INTENTS.approval) {
      const on = form.get("on") === "true";
      await setApproveTributes(await ctx.actor(), view.profile.id, on);
      notice = on ? "aprovacao-ligada" : "aprovacao-desligada";
    } else {
      const decision = String(form.get("decision") ?? "");
      await moderateTribute(await ctx.actor(), tributeId, decision as never);
      notice = DECISION_NOTICES[decision] ?? "homenagem-ocultada";
    }
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { moderationError: answer.message },
      { status: answer.status, headers: { ...headers, ...answer.headers } },
    );
  }
  const token = view.profile.access === "Private" ? `/${encodeURIComponent(view.profile.accessToken)}` : "";
  const back = returnTo ?? `/profile/${encodeURIComponent(view.profile.username)}${token}`;
  return redirect(`${withNotice(back, notice)}#homenagens`, 303);
}
