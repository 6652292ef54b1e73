import { data, Form, Link } from "react-router";
import { panelHref } from "~/features/profiles";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { formFailure, validateForm } from "~/shared/http/form-state";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { FormError } from "~/shared/ui/form-field";
import { fieldErrorId, fieldId } from "~/shared/ui/markup/markup-hooks";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
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
  const form = await readFormData(request);
  const result = validateForm(objectionSchema, form);
  if (!result.ok) return data({ saved: false as const, failure: result }, { status: 400 });
  try {
    await objectToClaim(actor, params.claimId, result.data);
    return { saved: true as const, failure: null };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    const failure = formFailure(form, answer.message, answer.fields);
    if (Object.keys(answer.fields).length > 0) delete failure.formError;
    return data({ saved: false as const, failure }, { status: answer.status, headers: answer.headers });
  }
}

/** /reivindicacoes/{id}/contestar (decision 057): an administrator of the memorial objects to a claim. */
export default function ObjectionScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  const failure = actionData?.failure ?? null;
  const textId = fieldId("text");
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
        <Form method="post" className="space-y-4" noValidate>
          <div>
            <label htmlFor={textId} className="font-semibold">
              Por que você contesta este pedido?
            </label>
            <textarea
              id={textId}
              name="text"
              defaultValue={failure?.values.text}
              aria-invalid={failure?.errors.text ? true : undefined}
              aria-describedby={fieldErrorId(textId)}
              aria-required
              rows={5}
              maxLength={MAX_OBJECTION}
              className="field mt-1"
            />
            <p id={fieldErrorId(textId)} className="field-error" aria-live="polite">
              {failure?.errors.text}
            </p>
          </div>
          <FormError message={failure?.formError} />
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
