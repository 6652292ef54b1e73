import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { CARD_MESSAGES } from "~/features/cards";
import { chooseCardDesign } from "~/features/cards/index.server";
import { TEAM_MESSAGES } from "~/features/memorial-team";
import {
  changeMemberRole,
  inviteToMemorial,
  leaveMemorial,
  removeMember,
  revokeInvitation,
  transferMemorial,
} from "~/features/memorial-team/index.server";
import { MUSIC_LOGIN_INTENT, musicLoginFromPage } from "~/features/music/index.server";
import { PLAQUE_ORDER_MESSAGES, shippingAddressSchema } from "~/features/plaques";
import { registerShippingAddress } from "~/features/plaques/index.server";
import { assignPlanBodySchema } from "~/features/plans";
import { assignPlan } from "~/features/plans/index.server";
import { panelHref } from "~/features/profiles";
import { PRIVACY_MESSAGES, regenerateAccessToken, setMemorialAccess } from "~/features/profiles/index.server";
import { isModerationIntent, moderationFromPage } from "~/features/tributes/index.server";
import { VIDEO_MESSAGES } from "~/features/video";
import { isVideoUpload, requestVideo, uploadVideoFromForm } from "~/features/video/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { errorAnswer } from "~/shared/http/errors";
import { formValues } from "~/shared/http/form-state";
import { INVALID_FORM, readFormData } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import type { RequestContext } from "~/shared/http/request-context.server";
import { PANEL_INTENTS, type PanelIntent } from "./panel-intents";
import { panelMemorial } from "./panel.server";

/**
 * What one of the panel's own forms answers: said in its section. A refused text form (the plaque's
 * address, the plan assignment) also gets back what was typed and each field's message.
 */
export interface PanelAnswer {
  intent: PanelIntent | null;
  ok: boolean;
  message: string | null;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}

const done = (intent: PanelIntent, message: string): PanelAnswer => ({ intent, ok: true, message });

/** A text form the schema refused (400): the typed values, the first message of each field. */
function invalid(intent: PanelIntent, form: FormData, submission: Submission<unknown>) {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(submission.reply().error ?? {})) {
    if (messages?.[0]) errors[name] = messages[0];
  }
  const formError = errors[""];
  delete errors[""];
  return data<PanelAnswer>(
    { intent, ok: false, message: formError ?? null, values: formValues(form), errors },
    { status: 400 },
  );
}

/**
 * A service's refusal of a text form: its field messages under their fields (its message in the
 * section otherwise), what was typed kept, under the status the API gives the same refusal.
 */
function refusedForm(intent: PanelIntent, form: FormData, error: unknown) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  const errors = answer.fields;
  const message = Object.keys(errors).length > 0 ? null : answer.message;
  return data<PanelAnswer>(
    { intent, ok: false, message, values: formValues(form), errors },
    { status: answer.status, headers: answer.headers },
  );
}

/** A service's refusal, said in the section of the form that asked (its status, as the API gives it). */
function refused(intent: PanelIntent, error: unknown) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  return data<PanelAnswer>(
    { intent, ok: false, message: answer.message },
    { status: answer.status, headers: answer.headers },
  );
}

/** A change of the memorial's team, said in the Administradores section. */
async function teamChange(intent: PanelIntent, message: string, change: () => Promise<void>) {
  try {
    await change();
    return done(intent, message);
  } catch (error) {
    return refused(intent, error);
  }
}

/**
 * One form of the panel, carried out by the feature that owns what it changes. Moderation and the
 * playlist reuse the memorial page's handlers (they answer with a redirect or their own error);
 * the panel's own forms answer a `PanelAnswer`.
 */
export async function panelAction(ctx: RequestContext, request: Request, actor: SessionUser, username: string) {
  const { view } = await panelMemorial(actor, username);
  const profileId = view.profile.id;
  if (isVideoUpload(request)) {
    try {
      await uploadVideoFromForm(actor, profileId, request);
      return done(PANEL_INTENTS.videoUpload, VIDEO_MESSAGES.uploaded);
    } catch (error) {
      return refused(PANEL_INTENTS.videoUpload, error);
    }
  }
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (isModerationIntent(intent)) {
    return moderationFromPage(ctx, form, view, {}, panelHref(view.profile.username));
  }
  if (intent === MUSIC_LOGIN_INTENT) return musicLoginFromPage(ctx, view, {});
  switch (intent) {
    case PANEL_INTENTS.privacy:
      try {
        const access = await setMemorialAccess(actor, profileId, form.get("access"));
        return done(intent, access === "Private" ? PRIVACY_MESSAGES.madePrivate : PRIVACY_MESSAGES.madePublic);
      } catch (error) {
        return refused(intent, error);
      }
    case PANEL_INTENTS.regenerateLink:
      try {
        await regenerateAccessToken(actor, profileId);
        return done(intent, PRIVACY_MESSAGES.linkRegenerated);
      } catch (error) {
        return refused(intent, error);
      }
    case PANEL_INTENTS.plaqueAddress: {
      // The plaque is the panel's memorial's, whatever the form says.
      form.set("profile_id", profileId);
      form.delete("user_id");
      const submission = parseWithZod(form, { schema: shippingAddressSchema });
      if (submission.status !== "success") return invalid(intent, form, submission);
      try {
        await registerShippingAddress(actor, submission.payload);
      } catch (error) {
        return refusedForm(intent, form, error);
      }
      return done(intent, PLAQUE_ORDER_MESSAGES.saved);
    }
    case PANEL_INTENTS.assignPlan: {
      const submission = parseWithZod(form, { schema: assignPlanBodySchema });
      if (submission.status !== "success") return invalid(intent, form, submission);
      try {
        const outcome = await assignPlan(actor, profileId, submission.value.profileType, submission.value.reason);
        return done(intent, outcome.message);
      } catch (error) {
        return refusedForm(intent, form, error);
      }
    }
    case PANEL_INTENTS.invite: {
      const email = String(form.get("email") ?? "");
      try {
        await inviteToMemorial(actor, profileId, { email, role: form.get("role") });
        return done(intent, TEAM_MESSAGES.invited);
      } catch (error) {
        const answer = errorAnswer(error);
        if (!answer) throw error;
        // The typed e-mail stays in the field after a refusal.
        return data({ intent, ok: false, message: answer.message, email }, { status: answer.status });
      }
    }
    case PANEL_INTENTS.revokeInvitation:
      return teamChange(intent, TEAM_MESSAGES.revoked, () =>
        revokeInvitation(actor, profileId, String(form.get("invitationId") ?? "")),
      );
    case PANEL_INTENTS.changeRole:
      return teamChange(intent, TEAM_MESSAGES.roleChanged, () =>
        changeMemberRole(actor, profileId, form.get("userId"), form.get("role")),
      );
    case PANEL_INTENTS.removeMember:
      return teamChange(intent, TEAM_MESSAGES.removed, () => removeMember(actor, profileId, form.get("userId")));
    case PANEL_INTENTS.cardDesign:
      try {
        await chooseCardDesign(actor, profileId, String(form.get("design") ?? ""));
        return done(intent, CARD_MESSAGES.designChosen);
      } catch (error) {
        return refused(intent, error);
      }
    case PANEL_INTENTS.transfer:
      try {
        const { name } = await transferMemorial(actor, profileId, form.get("userId"));
        return done(intent, TEAM_MESSAGES.transferred(name));
      } catch (error) {
        return refused(intent, error);
      }
    case PANEL_INTENTS.video:
      try {
        await requestVideo({ actor, view, origin: ctx.origin, music: form.get("music") === "on" });
        return done(intent, VIDEO_MESSAGES.requested);
      } catch (error) {
        return refused(intent, error);
      }
    case PANEL_INTENTS.leave:
      try {
        await leaveMemorial(actor, profileId);
      } catch (error) {
        return refused(intent, error);
      }
      // The panel is no longer theirs: back to their own memorials.
      return redirect(withNotice("/profiles", "saiu-do-memorial"));
    default:
      return data<PanelAnswer>({ intent: null, ok: false, message: INVALID_FORM }, { status: 400 });
  }
}
