import { data } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { errorAnswer } from "~/shared/http/errors";
import { INVALID_FORM } from "~/shared/http/forms.server";
import { FAITH_MESSAGES, NO_REFERENCE_CHOICE } from "./faith.messages";
import { FAITH_INTENTS, MESSAGE_FIELD, type FaithAnswer } from "./faith-intents";
import { setReligiousReference, setRelativeMessages } from "./faith.server";

/** One of the screen's forms: the religious reference or the relatives' messages (decision 045). */
export async function faithAction(form: FormData, actor: SessionUser, profileId: string) {
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  const intent = values.intent;
  try {
    if (intent === FAITH_INTENTS.reference) {
      await setReligiousReference(actor, profileId, { choice: values.choice, ownText: values.ownText });
      const message =
        values.choice === NO_REFERENCE_CHOICE ? FAITH_MESSAGES.referenceRemoved : FAITH_MESSAGES.referenceSaved;
      return { intent, ok: true, message } satisfies FaithAnswer;
    }
    if (intent === FAITH_INTENTS.messages) {
      const messages = Object.entries(values)
        .filter(([key]) => key.startsWith(MESSAGE_FIELD))
        .map(([key, value]) => [key.slice(MESSAGE_FIELD.length), value]);
      await setRelativeMessages(actor, profileId, Object.fromEntries(messages));
      return { intent, ok: true, message: FAITH_MESSAGES.messagesSaved } satisfies FaithAnswer;
    }
    return data<FaithAnswer>({ intent: null, ok: false, message: INVALID_FORM }, { status: 400 });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    const known = intent === FAITH_INTENTS.reference || intent === FAITH_INTENTS.messages ? intent : null;
    return data<FaithAnswer>({ intent: known, ok: false, message: answer.message, values }, { status: answer.status });
  }
}
