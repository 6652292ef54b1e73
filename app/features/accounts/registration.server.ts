import { redirect } from "react-router";
import type { z } from "zod";
import { formFailure, type FormFailure, validateForm } from "~/shared/http/form-state";
import { AppError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pendingPlaqueHash } from "~/features/plaques/plaque-cookie.server";
import { isSecureRequest } from "~/shared/auth/guards.server";
import { withNotice } from "~/shared/ui/flash";
import { MESSAGES } from "./accounts.schema";
import { sessionCookieHeader } from "./session-cookie.server";
import { createSession } from "./sessions.server";

/**
 * After a registration: the new account is signed in, and goes on to create the memorial of a
 * plaque it scanned (the plaque hash cookie), or to its profiles.
 */
export async function signInAfterRegistration(request: Request, userId: string, ip: string | undefined) {
  const session = await createSession(userId, { ip, userAgent: request.headers.get("user-agent") ?? undefined });
  const target = pendingPlaqueHash(request) ? "/create-loved-one-profile" : "/profiles";
  return redirect(withNotice(target, "cadastro"), {
    headers: { "Set-Cookie": sessionCookieHeader(session.token, session.expiresAt, isSecureRequest(request)) },
  });
}

/**
 * The action of both registration screens: validate with the screen's schema, create the account,
 * sign it in; a refusal comes back with what was typed and the server's message.
 */
export async function registrationAction<S extends z.ZodType>(
  request: Request,
  ip: string | undefined,
  schema: S,
  register: (input: z.infer<S>) => Promise<{ id: string }>,
): Promise<Response | FormFailure> {
  const formData = await readFormData(request);
  const result = validateForm(schema, formData, MESSAGES.formInvalid);
  if (!result.ok) return result;
  try {
    const user = await register(result.data);
    return signInAfterRegistration(request, user.id, ip);
  } catch (error) {
    if (error instanceof AppError) return formFailure(formData, error.message || MESSAGES.registerError);
    throw error;
  }
}
