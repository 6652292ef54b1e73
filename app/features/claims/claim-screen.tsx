import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { profileHref } from "~/features/profiles";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { config } from "~/shared/config.server";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/claim-screen";
import { claimScreen, submitClaim } from "./claims.server";
import { CLAIM_MESSAGES as M } from "./claims.constants";
import { claimHref } from "./claims.links";
import { claimFormSchema } from "./claims.schema";
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
  return { screen: await screenOf(actor, params.username, token), contactEmail: config().CONTACT_EMAIL };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: claimFormSchema });
  if (submission.status !== "success") return { result: replyTo(submission), submitted: false };
  try {
    await submitClaim(actor, params.username, submission.value, { token });
    return { result: replyTo(submission, { resetForm: true }), submitted: true };
  } catch (error) {
    return refuseSubmission(submission, error, { submitted: false });
  }
}

/**
 * /reivindicar/{username} (decision 057): a relative who does not administer the memorial answers
 * its security questions and says who they are; the site's admins review the claim.
 */
export default function ClaimScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, contactEmail } = loaderData;
  const back = (
    <Link to={profileHref(screen.profile.username)} className="font-semibold">
      Voltar ao memorial
    </Link>
  );
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl">Reivindicar o memorial de {screen.profile.name}</h1>
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
          <ClaimForm lastResult={actionData?.result} />
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
