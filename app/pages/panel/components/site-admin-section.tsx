import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { MAX_ASSIGNMENT_REASON, PROFILE_TYPES } from "~/features/plans";
import { formatDate } from "~/shared/format/format";
import { fieldErrorId } from "~/shared/ui/markup/markup-hooks";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelAnswer } from "../panel-actions.server";
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
  answer: PanelAnswer | null;
}

/**
 * 'Administração do site' (site admins): a plan without payment, with the reason recorded beside who
 * gave it; the history of plan changes; the plaque orders. The plaque of this memorial is above.
 */
export function SiteAdminSection({ data, changes, answer }: SiteAdminSectionProps) {
  const failure = answer && !answer.ok && answer.values ? answer : null;
  const error = (name: string) => failure?.errors?.[name];
  const typeId = "atribuir-plano-plano";
  const reasonId = "atribuir-plano-motivo";
  // A plan given empties the form (its fields back to the memorial's new plan and no reason); a
  // refusal keeps what was typed.
  const [round, setRound] = useState(0);
  const last = useRef(answer);
  useEffect(() => {
    if (answer === last.current) return;
    last.current = answer;
    if (answer?.ok) setRound((count) => count + 1);
  }, [answer]);
  return (
    <PanelSection id="administracao-do-site" description="Visível só para a equipe do site.">
      <h3 className="mt-4 text-lg">Atribuir um plano sem pagamento</h3>
      <p className="text-ink-soft">
        Um plano pago começa um período de 180 dias (sem o voucher do plano). Fica registrado quem atribuiu e por quê.
      </p>
      <Form key={round} method="post" id="atribuir-plano" className="mt-3 space-y-4" noValidate>
        <input type="hidden" name="intent" value={PANEL_INTENTS.assignPlan} />
        <div>
          <label htmlFor={typeId} className="font-semibold">
            Plano
          </label>
          <select
            id={typeId}
            name="profileType"
            defaultValue={failure?.values?.profileType ?? data.plan.plan}
            aria-invalid={error("profileType") ? true : undefined}
            aria-describedby={fieldErrorId(typeId)}
            className="field mt-1"
          >
            {PROFILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <p id={fieldErrorId(typeId)} className="field-error" aria-live="polite">
            {error("profileType")}
          </p>
        </div>
        <div>
          <label htmlFor={reasonId} className="font-semibold">
            Motivo
          </label>
          <textarea
            id={reasonId}
            name="reason"
            defaultValue={failure?.values?.reason}
            rows={3}
            maxLength={MAX_ASSIGNMENT_REASON}
            aria-invalid={error("reason") ? true : undefined}
            aria-describedby={fieldErrorId(reasonId)}
            aria-required
            className="field mt-1"
          />
          <p id={fieldErrorId(reasonId)} className="field-error" aria-live="polite">
            {error("reason")}
          </p>
        </div>
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
