import { redirect } from "react-router";
import type { z } from "zod";
import { pendingPlaqueHash } from "~/features/plaques/index.server";
import { redirectIfSignedIn } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { formFailure, type FormFailure, validateForm } from "~/shared/http/form-state";
import { formRefusal, readFormData } from "~/shared/http/forms.server";
import type { RequestContext } from "~/shared/http/request-context.server";
import { logger } from "~/shared/logger.server";
import { withExplanation, withNotice } from "~/shared/ui/flash";
import type { SignedIn } from "./account-use-cases.server";
import { MESSAGES } from "./accounts.schema";

/**
 * The action of both registration screens: validate with the screen's schema, call the screen's
 * use case (which creates the account and signs it in), and go on to create the memorial of a
 * plaque the browser scanned (the plaque hash cookie) or to the profiles. A refusal comes back with
 * what was typed and the server's message.
 */
export async function registrationAction<S extends z.ZodType>(
  request: Request,
  ctx: RequestContext,
  schema: S,
  register: (ctx: RequestContext, input: z.infer<S>) => Promise<SignedIn>,
) {
  // Out-only like the page itself: a signed-in browser does not create another account here.
  await redirectIfSignedIn(ctx);
  const formData = await readFormData(request);
  const result = validateForm(schema, formData, MESSAGES.formInvalid);
  if (!result.ok) return result;
  let signedIn: SignedIn;
  try {
    signedIn = await register(ctx, result.data);
  } catch (error) {
    if (errorAnswer(error)) return formRefusal(formData, error);
    // Nothing was created: say so in the spec's words and keep what was typed.
    logger().error({ err: error }, "registration failed");
    return formFailure(formData, MESSAGES.registerError) satisfies FormFailure;
  }
  const target = pendingPlaqueHash(request)
    ? withExplanation("/create-loved-one-profile", "placa-para-vincular")
    : "/profiles";
  return redirect(withNotice(target, "cadastro"), { headers: { "Set-Cookie": signedIn.setCookie } });
}
