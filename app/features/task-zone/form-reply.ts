import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { errorAnswer } from "~/shared/http/errors";

/** Fields never sent back to the browser, whatever the answer (DESIGN.md: passwords are not echoed). */
const SECRET_FIELD = /password/i;

function secretFields(submission: Submission<unknown>): string[] {
  return Object.keys(submission.payload).filter((name) => SECRET_FIELD.test(name));
}

/** Conform's answer to a submission: its errors, what was typed (passwords left out). */
export function replyTo(submission: Submission<unknown>, options: { resetForm?: boolean } = {}): SubmissionResult {
  return submission.reply({ ...options, hideFields: secretFields(submission) });
}

/**
 * A service's refusal as the action's answer, mapped like every other edge (`errorAnswer`): Conform's
 * reply with the typed error's field messages under their fields (its message above the submit
 * button otherwise), under the status the API gives the same refusal (429 with Retry-After, 409...).
 * `extra` is the rest of the screen's answer. Anything else is not a refusal and is rethrown.
 */
export function refuseSubmission<E extends object>(submission: Submission<unknown>, error: unknown, extra: E) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  const fieldErrors = Object.fromEntries(Object.entries(answer.fields).map(([name, text]) => [name, [text]]));
  const result = submission.reply({
    fieldErrors,
    formErrors: Object.keys(fieldErrors).length > 0 ? [] : [answer.message],
    hideFields: secretFields(submission),
  });
  return data({ result, ...extra }, { status: answer.status, headers: answer.headers });
}
