import type { Submission, SubmissionResult } from "@conform-to/react";
import { AppError } from "~/shared/http/errors";

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
 * A service's refusal as Conform's answer: the typed error's field messages under their fields,
 * its message above the submit button otherwise. Anything else is not a refusal and is rethrown.
 */
export function replyWithError(submission: Submission<unknown>, error: unknown): SubmissionResult {
  if (!(error instanceof AppError)) throw error;
  const fieldErrors = Object.fromEntries(Object.entries(error.fields ?? {}).map(([name, text]) => [name, [text]]));
  return submission.reply({
    fieldErrors,
    formErrors: Object.keys(fieldErrors).length > 0 ? [] : [error.message],
    hideFields: secretFields(submission),
  });
}
