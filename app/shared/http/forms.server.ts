import { data } from "react-router";
import { errorAnswer } from "./errors";
import { formFailure, type FormFailure } from "./form-state";
import { INVALID_CHARACTERS } from "./input-guard.server";

export const INVALID_FORM = "O formulário enviado é inválido. Recarregue a página e tente novamente.";

/** The submitted form, or a 400 (never a 500) when the body is not a form. */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: INVALID_FORM }, { status: 400 });
  }
  for (const [key, value] of form) {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      throw data({ message: INVALID_CHARACTERS }, { status: 400 });
    }
  }
  return form;
}

/**
 * What a form action answers when a service refused the submission: the page again with what was
 * typed, the message beside each field the error names and the form's message, under the status
 * the API gives the same refusal (429 with Retry-After, 409, 401...). An unexpected error is
 * rethrown (the error page). `extra` adds the screen's own fields to the answer.
 */
export function formRefusal<E extends object = object>(formData: FormData, error: unknown, extra?: E) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  const failure: FormFailure & E = {
    ...formFailure(formData, answer.message, answer.fields),
    ...(extra as E),
  };
  return data(failure, { status: answer.status, headers: answer.headers });
}
