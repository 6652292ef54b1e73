import { Link } from "react-router";
import { formatDate } from "~/shared/format/format";
import { PlanBadge } from "~/shared/ui/plan-badge";
import type { PanelData } from "../panel.server";
import { planExtras } from "../plan-extras";
import { PanelSection } from "./panel-section";

function termText(plan: PanelData["plan"]): string {
  if (plan.plan === "Free") return "Plano gratuito, sem prazo de validade.";
  if (plan.lapsed) {
    const ended = plan.termEndsAt ? ` em ${formatDate(plan.termEndsAt)}` : "";
    return `O plano venceu${ended}. O memorial continua no ar com tudo o que tem, mas com os limites do plano gratuito até ser renovado.`;
  }
  return `Válido até ${formatDate(plan.termEndsAt)}.`;
}

/** 'Plano': the plan, its term, what it includes and how each extra stands; renewal and upgrade. */
export function PlanSection({ data }: { data: PanelData }) {
  const { plan, profile, can } = data;
  const upgrade = `/upgradeProfile/${encodeURIComponent(profile.username)}`;
  const extras = planExtras({
    features: plan.features,
    physicalCards: plan.physicalCards,
    plaque: data.plaque,
    playlistLink: data.music.playlistLink,
    gallery: data.gallery,
  });
  return (
    <PanelSection id="plano">
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {plan.plan === "Free" ? <span className="font-semibold">Free</span> : <PlanBadge type={plan.plan} />}
        <p className={plan.lapsed ? "font-semibold text-ink" : "text-ink-soft"}>{termText(plan)}</p>
      </div>
      {!plan.activated && (
        <p className="mt-2 font-semibold">O memorial ainda não foi ativado: conclua a criação para publicá-lo.</p>
      )}
      <h3 className="mt-4 text-lg">O que o plano inclui</h3>
      <ul className="mt-2 divide-y divide-sky-100">
        {extras.map((extra) => (
          <li key={extra.label} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span>{extra.label}</span>
            {extra.state && <span className="font-semibold text-sky-800">{extra.state}</span>}
          </li>
        ))}
      </ul>
      {can.pay && (
        <div className="mt-4 flex flex-wrap gap-3">
          {plan.plan !== "Free" && (
            <Link to={`${upgrade}?plano=${plan.plan}`} className="btn btn-primary">
              Renovar
            </Link>
          )}
          {plan.upgrades.length > 0 && (
            <Link to={upgrade} className={plan.plan === "Free" ? "btn btn-primary" : "btn btn-secondary"}>
              {plan.plan === "Free" ? "Escolher um plano" : "Mudar de plano"}
            </Link>
          )}
        </div>
      )}
    </PanelSection>
  );
}
