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

const SOON_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What changes at the term's end, when it ends within 30 days (or what changed, once lapsed);
 * nothing is deleted (decision 047).
 */
function PlanEnd({ data }: { data: PanelData }) {
  const { plan, planEnd, now } = data;
  if (plan.plan === "Free" || !plan.termEndsAt) return null;
  const soon = new Date(plan.termEndsAt).getTime() - new Date(now).getTime() <= SOON_MS;
  if (!plan.lapsed && !soon) return null;
  const heading = plan.lapsed
    ? "Enquanto o plano não for renovado:"
    : `Quando o plano terminar, em ${formatDate(plan.termEndsAt)}:`;
  return (
    <div className="mt-3 rounded border border-amber-300 bg-amber-50 p-3" data-testid="plan-end">
      <p className="font-semibold">{heading}</p>
      {planEnd.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {planEnd.map((change) => (
            <li key={change}>{change.charAt(0).toUpperCase() + change.slice(1)}.</li>
          ))}
        </ul>
      )}
      <p className="mt-1">
        Nada é apagado: o memorial, as homenagens, as fotos, o vídeo e os cartões continuam guardados, e tudo volta a
        aparecer ao renovar.
      </p>
    </div>
  );
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
      <PlanEnd data={data} />
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
