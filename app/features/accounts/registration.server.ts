import { redirect } from "react-router";
import type { z } from "zod";
import { formFailure, type FormFailure, validateForm } from "~/shared/http/form-state";
import { AppError } from "~/shared/http/errors";
import { readFormData, refusal } from "~/shared/http/forms.server";
import { pendingPlaqueHash } from "~/features/plaques/plaque-cookie.server";
import { isSecureRequest, redirectIfSignedIn } from "~/shared/auth/guards.server";
import { logger } from "~/shared/logger.server";
import { withNotice } from "~/shared/ui/flash";
import { MESSAGES } from "./accounts.schema";
import { assertRegistrationAllowed } from "./registration-limit.server";
import { readSessionToken, sessionCookieHeader } from "./session-cookie.server";
import { createSession, endSession } from "./sessions.server";

/**
 * After a registration: the new account is signed in, and goes on to create the memorial of a
 * plaque it scanned (the plaque hash cookie), or to its profiles.
 */
export async function signInAfterRegistration(request: Request, userId: string, ip: string | undefined) {
  // A new session id at every sign-in; any session this browser still had is ended.
  await endSession(readSessionToken(request.headers.get("cookie")));
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
): Promise<Response | FormFailure | ReturnType<typeof refusal<FormFailure>>> {
  // Out-only like the page itself: a signed-in browser does not create another account here.
  await redirectIfSignedIn(request);
  const formData = await readFormData(request);
  const result = validateForm(schema, formData, MESSAGES.formInvalid);
  if (!result.ok) return result;
  let user: { id: string };
  try {
    await assertRegistrationAllowed(ip);
    user = await register(result.data);
  } catch (error) {
    if (error instanceof AppError)
      return refusal(formFailure(formData, error.message || MESSAGES.registerError), error);
    // Nothing was created: say so in the spec's words and keep what was typed.
    logger().error({ err: error }, "registration failed");
    return formFailure(formData, MESSAGES.registerError);
  }
  return signInAfterRegistration(request, user.id, ip);
}
