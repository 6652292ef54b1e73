import { data } from "react-router";
import { type AppError, retryAfterHeaders } from "./errors";
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
 * What a form action answers when a service refused the submission: the page with its failure,
 * and for a rate limit the 429 status with Retry-After (the API's answer to the same refusal).
 */
export function refusal<T>(failure: T, error: AppError) {
  return error.status === 429 ? data(failure, { status: 429, headers: retryAfterHeaders(error) }) : failure;
}
