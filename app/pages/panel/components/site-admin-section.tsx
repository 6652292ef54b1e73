import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form, Link } from "react-router";
import {
  type assignPlanBodySchema,
  loadAssignPlanSchema,
  MAX_ASSIGNMENT_REASON,
  PROFILE_TYPES,
} from "~/features/plans";
import { formatDate } from "~/shared/format/format";
import { ConformFormError } from "~/shared/ui/zone/field";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

type Change = NonNullable<PanelData["planChanges"]>[number];

const ACTIONS: Record<Change["action"], string> = {
  assign_plan: "atribuiu",
  activate_free_plan: "ativou o plano gratuito:",
  approve_profile: "aprovou o memorial:",
};

interface SiteAdminSectionProps {
  data: PanelData;
  changes: Change[];
  answer: { ok: boolean; message: string | null; result?: SubmissionResult } | null;
}

/**
 * 'Administração do site' (site admins): a plan without payment, with the reason recorded beside who
 * gave it; the history of plan changes; the plaque orders. The plaque of this memorial is above.
 */
export function SiteAdminSection({ data, changes, answer }: SiteAdminSectionProps) {
  const [form, fields] = useZoneForm<
    typeof assignPlanBodySchema,
    typeof assignPlanBodySchema,
    { profileType?: string; reason?: string }
  >(
    {
      load: loadAssignPlanSchema,
      schema: (schema) => schema,
    },
    {
      id: "atribuir-plano",
      lastResult: answer?.result,
      defaultValue: { profileType: data.plan.plan },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const { key: typeKey, ...typeProps } = getSelectProps(fields.profileType);
  const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.reason);
  return (
    <PanelSection id="administracao-do-site" description="Visível só para a equipe do site.">
      <h3 className="mt-4 text-lg">Atribuir um plano sem pagamento</h3>
      <p className="text-ink-soft">
        Um plano pago começa um período de 180 dias (sem o voucher do plano). Fica registrado quem atribuiu e por quê.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value={PANEL_INTENTS.assignPlan} />
        <div>
          <label htmlFor={fields.profileType.id} className="font-semibold">
            Plano
          </label>
          <select key={typeKey} {...typeProps} className="field mt-1">
            {PROFILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <p id={fields.profileType.errorId} className="field-error" aria-live="polite">
            {fields.profileType.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.reason.id} className="font-semibold">
            Motivo
          </label>
          <textarea
            key={reasonKey}
            {...reasonProps}
            rows={3}
            maxLength={MAX_ASSIGNMENT_REASON}
            className="field mt-1"
          />
          <p id={fields.reason.errorId} className="field-error" aria-live="polite">
            {fields.reason.errors?.[0]}
          </p>
        </div>
        <ConformFormError id={form.errorId} errors={form.errors} />
        <IntentSubmit intent={PANEL_INTENTS.assignPlan} pendingLabel="Atribuindo..." className="btn btn-primary">
          Atribuir plano
        </IntentSubmit>
      </Form>
      <SectionAnswer answer={answer} />
      <h3 className="mt-6 text-lg">Mudanças de plano</h3>
      {changes.length === 0 ? (
        <p className="mt-1 text-ink-soft">Nenhuma mudança de plano registrada.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sky-100">
          {changes.map((change) => (
            <li key={change.id} className="py-2">
              <p>
                {formatDate(change.createdAt)}: <strong>{change.actorName}</strong> {ACTIONS[change.action]}{" "}
                {change.action === "assign_plan" ? `${change.toType} (antes ${change.fromType})` : change.toType}
              </p>
              {change.note && <p className="text-ink-soft">Motivo: {change.note}</p>}
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/plaqueOrders" className="mt-4 inline-block font-semibold">
        Ver todos os pedidos de placas
      </Link>
    </PanelSection>
  );
}
