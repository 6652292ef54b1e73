import { data, Form, Link } from "react-router";
import { profileHref } from "~/features/profiles";
import { requireUser } from "~/shared/auth/guards.server";
import { config } from "~/shared/config.server";
import { errorAnswer } from "~/shared/http/errors";
import { formFailure, validateForm } from "~/shared/http/form-state";
import { readFormData } from "~/shared/http/forms.server";
import { FormError } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/claim-screen";
import { claimScreen, submitClaim, withdrawClaim } from "./claims.server";
import { CLAIM_MESSAGES as M } from "./claims.constants";
import { claimHref } from "./claims.links";
import { CLAIM_RELATIONSHIPS, claimFormSchema } from "./claims.schema";
import { ClaimForm } from "./components/claim-form";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Reivindicar o memorial de ${loaderData.screen.profile.name}` : "Reivindicar memorial",
    description: "Peça para administrar o memorial de um familiar.",
    path: claimHref(params.username),
    noindex: true,
  });

/** Signed-in people only; a memorial the person may not see is the site's 404. */
async function screenOf(actor: Awaited<ReturnType<typeof requireUser>>, username: string, token: string | null) {
  try {
    return await claimScreen(actor, username, token ?? undefined);
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    throw data(answer.message, { status: answer.status });
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const token = new URL(request.url).searchParams.get("token");
  return {
    screen: await screenOf(actor, params.username, token),
    contactEmail: config().CONTACT_EMAIL,
    relationships: CLAIM_RELATIONSHIPS,
  };
}

const WITHDRAW_INTENT = "withdraw";

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  const form = await readFormData(request);
  if (form.get("intent") === WITHDRAW_INTENT) {
    try {
      await withdrawClaim(actor, params.username, { token });
      return { submitted: false as const, failure: null, withdrawn: true };
    } catch (error) {
      const answer = errorAnswer(error);
      if (!answer) throw error;
      return data(
        { submitted: false as const, failure: formFailure(form, answer.message), withdrawn: false },
        { status: answer.status },
      );
    }
  }
  const result = validateForm(claimFormSchema, form);
  if (!result.ok) return data({ submitted: false as const, failure: result }, { status: 400 });
  try {
    await submitClaim(actor, params.username, result.data, { token });
    return { submitted: true as const, failure: null };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    // A field's refusal shows under the field; any other (wrong answers, the lockout) above the button.
    const failure = formFailure(form, answer.message, answer.fields);
    if (Object.keys(answer.fields).length > 0) delete failure.formError;
    return data({ submitted: false as const, failure }, { status: answer.status, headers: answer.headers });
  }
}

/**
 * /reivindicar/{username} (decision 057): a relative who does not administer the memorial answers
 * its security questions and says who they are; the site's admins review the claim.
 */
export default function ClaimScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, contactEmail, relationships } = loaderData;
  const back = (
    <Link to={profileHref(screen.profile.username)} className="font-semibold">
      Voltar ao memorial
    </Link>
  );
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl">Reivindicar o memorial de {screen.profile.name}</h1>
      {actionData && "withdrawn" in actionData && actionData.withdrawn && (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-800">
          {M.withdrawn}
        </p>
      )}
      {actionData?.submitted ? (
        <>
          <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-800">
            {M.submitted}
          </p>
          {back}
        </>
      ) : screen.state === "open" ? (
        <>
          <p className="text-ink-soft">
            Se você é da família e quer cuidar deste memorial, responda às perguntas de segurança que a família
            cadastrou e conte quem você é. Nossa equipe analisa cada pedido, e os administradores atuais do memorial são
            avisados e podem se manifestar em até 7 dias.
          </p>
          <ClaimForm failure={actionData?.failure ?? null} relationships={relationships} />
          {back}
        </>
      ) : (
        <>
          <p role="status" className="rounded-lg bg-sky-50 p-4">
            {screen.state === "no-answers"
              ? M.noAnswers
              : screen.state === "pending"
                ? M.alreadyOpen
                : screen.state === "site-admin"
                  ? M.siteAdminCannotClaim
                  : M.alreadyAdministrator}
          </p>
          {screen.state === "pending" && (
            <Form method="post">
              <input type="hidden" name="intent" value={WITHDRAW_INTENT} />
              <FormError message={actionData?.failure?.formError} />
              <button type="submit" className="btn btn-secondary">
                Retirar minha reivindicação
              </button>
            </Form>
          )}
          {screen.state === "no-answers" && (
            <p>
              Escreva para <a href={`mailto:${contactEmail}`}>{contactEmail}</a> ou use a página de{" "}
              <Link to="/contato">contato</Link>.
            </p>
          )}
          {back}
        </>
      )}
    </div>
  );
}
