import { parseWithZod } from "@conform-to/zod/v4";
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { panelHref } from "~/features/profiles";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import type { Route } from "./+types/objection-screen";
import { formatMoment } from "./claim-time";
import { CLAIM_MESSAGES as M, CLAIM_STATUS_LABELS, MAX_OBJECTION } from "./claims.constants";
import { objectionHref } from "./claims.links";
import { objectionSchema } from "./claims.schema";
import { claimForObjection, objectToClaim } from "./objections.server";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Contestar reivindicação de memorial",
    description: "Conteste o pedido de outra pessoa para administrar o memorial.",
    path: objectionHref(params.claimId),
    noindex: true,
  });

async function claimOf(actor: Awaited<ReturnType<typeof requireUser>>, claimId: string) {
  try {
    const claim = await claimForObjection(actor, claimId);
    return {
      ...claim,
      submittedAt: formatMoment(claim.submittedAt),
      objectionWindowEndsAt: formatMoment(claim.objectionWindowEndsAt),
      yourObjections: claim.yourObjections.map((o) => ({ text: o.text, at: formatMoment(o.at) })),
    };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    throw data(answer.message, { status: answer.status });
  }
}

/** The memorial's administrators only (the e-mail's link); anyone else gets the refusal as the error page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  return { claim: await claimOf(actor, params.claimId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const submission = parseWithZod(await readFormData(request), { schema: objectionSchema });
  if (submission.status !== "success") return { result: replyTo(submission), saved: false };
  try {
    await objectToClaim(actor, params.claimId, submission.value);
    return { result: replyTo(submission, { resetForm: true }), saved: true };
  } catch (error) {
    return refuseSubmission(submission, error, { saved: false });
  }
}

/** /reivindicacoes/{id}/contestar (decision 057): an administrator of the memorial objects to a claim. */
export default function ObjectionScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  const [form, fields] = useZoneForm(
    { load: () => import("./claims.schema"), schema: (schemas) => schemas.objectionSchema },
    { id: "contestar", lastResult: actionData?.result, shouldValidate: "onBlur", shouldRevalidate: "onInput" },
  );
  const { key, ...textProps } = getTextareaProps(fields.text);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl">Reivindicação do memorial de {claim.honoreeName}</h1>
      <dl className="grid gap-x-6 gap-y-1 rounded-2xl border border-sky-200 bg-white p-5 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Quem pediu</dt>
        <dd className="break-words">{claim.fullName ?? "Conta excluída"}</dd>
        <dt className="font-semibold">Parentesco informado</dt>
        <dd>{claim.relationship}</dd>
        <dt className="font-semibold">Enviada em</dt>
        <dd>{claim.submittedAt}</dd>
        <dt className="font-semibold">Situação</dt>
        <dd>{CLAIM_STATUS_LABELS[claim.status]}</dd>
        <dt className="font-semibold">Prazo para contestar</dt>
        <dd>{claim.objectionWindowEndsAt}</dd>
      </dl>
      {actionData?.saved && (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-semibold text-green-800">
          {M.objectionSaved}
        </p>
      )}
      {claim.yourObjections.length > 0 && (
        <section aria-labelledby="suas-contestacoes">
          <h2 id="suas-contestacoes" className="text-lg font-semibold">
            Suas contestações
          </h2>
          <ul className="mt-2 space-y-2">
            {claim.yourObjections.map((o) => (
              <li key={o.at + o.text} className="rounded-lg bg-sky-50 p-3">
                <p className="text-sm text-ink-soft">{o.at}</p>
                <p className="whitespace-pre-line break-words">{o.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {claim.open ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <div>
            <label htmlFor={fields.text.id} className="font-semibold">
              Por que você contesta este pedido?
            </label>
            <textarea
              key={key}
              {...textProps}
              rows={5}
              maxLength={MAX_OBJECTION}
              aria-required
              className="field mt-1"
            />
            <p id={fields.text.errorId} className="field-error" aria-live="polite">
              {fields.text.errors?.[0]}
            </p>
          </div>
          <ConformFormError id={form.errorId} errors={form.errors} />
          <SubmitButton pendingLabel="Enviando...">Contestar reivindicação</SubmitButton>
        </Form>
      ) : (
        <p role="status">{claim.status === "awaiting_objection_window" ? M.objectionWindowOver : M.objectionClosed}</p>
      )}
      <Link to={panelHref(claim.username)} className="font-semibold">
        Ir ao painel do memorial
      </Link>
    </div>
  );
}
