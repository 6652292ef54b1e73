import { data } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { errorAnswer, ForbiddenError, NotFoundError } from "~/shared/http/errors";
import { INVALID_FORM } from "~/shared/http/forms.server";
import { KEEPSAKE_INTENTS, KEEPSAKE_MESSAGES } from "./keepsake.constants";
import { keepsakeView, requestKeepsake } from "./keepsake.server";

export interface KeepsakeAnswer {
  ok: boolean;
  message: string;
}

/** The screen's data: the book and the choice, or why this person gets neither (and whether a plan would help). */
export async function keepsakeScreenData(actor: SessionUser, profileId: string) {
  try {
    return { view: await keepsakeView(actor, profileId), refused: null };
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    return { view: null, refused: { message: error.message, upgrade: error.message === KEEPSAKE_MESSAGES.paidOnly } };
  }
}

/** 'Gerar o livro' / 'Atualizar o livro': the chosen photos and tributes, checked by the service. */
export async function keepsakeAction(form: FormData, actor: SessionUser, profileId: string) {
  if (form.get("intent") !== KEEPSAKE_INTENTS.generate) {
    return data<KeepsakeAnswer>({ ok: false, message: INVALID_FORM }, { status: 400 });
  }
  try {
    await requestKeepsake(actor, profileId, { photoIds: form.getAll("foto"), tributeIds: form.getAll("homenagem") });
    return { ok: true, message: KEEPSAKE_MESSAGES.requested } satisfies KeepsakeAnswer;
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer || error instanceof NotFoundError) throw error;
    return data<KeepsakeAnswer>({ ok: false, message: answer.message }, { status: answer.status });
  }
}
