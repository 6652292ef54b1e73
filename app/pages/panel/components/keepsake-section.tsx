import { keepsakeHref } from "~/features/keepsake";
import type { PanelData } from "../panel.server";
import { PanelSection } from "./panel-section";

/**
 * 'Livro de memórias' (decision 056): administrators of a paid memorial go to the book's screen;
 * on Free (or a lapsed plan) the section offers the plans that include it.
 */
export function KeepsakeSection({ data }: { data: PanelData }) {
  const { plan, profile } = data;
  return (
    <PanelSection id="livro">
      {plan.plan !== "Free" && !plan.lapsed ? (
        <a href={keepsakeHref(profile.username)} className="btn btn-primary mt-3">
          Montar o livro de memórias
        </a>
      ) : (
        <p className="mt-3">
          O livro de memórias faz parte dos planos Ouro, Platina e Diamante.{" "}
          {data.can.pay && <a href={`/upgradeProfile/${encodeURIComponent(profile.username)}`}>Conhecer os planos</a>}
        </p>
      )}
    </PanelSection>
  );
}
