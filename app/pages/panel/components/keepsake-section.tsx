import { KEEPSAKE_PLANS, keepsakeHref } from "~/features/keepsake";
import type { PanelData } from "../panel.server";
import { PanelSection } from "./panel-section";

/**
 * 'Livro de memórias' (decision 056): administrators of a paid memorial go to the book's screen;
 * on Free (or a lapsed plan) the section offers the plans that include it.
 */
export function KeepsakeSection({ data }: { data: PanelData }) {
  const paid = (KEEPSAKE_PLANS as readonly string[]).includes(data.plan.plan) && !data.plan.lapsed;
  return (
    <PanelSection
      id="livro"
      description="Um livro A5 com o retrato, a história, a família, as fotos e as homenagens que vocês escolherem."
    >
      {paid ? (
        <a href={keepsakeHref(data.profile.username)} className="btn btn-primary mt-3">
          Montar o livro de memórias
        </a>
      ) : (
        <>
          <p className="mt-3">O livro de memórias faz parte dos planos Ouro, Platina e Diamante.</p>
          {data.can.pay && (
            <a href={`/upgradeProfile/${encodeURIComponent(data.profile.username)}`} className="btn btn-primary mt-3">
              Conhecer os planos
            </a>
          )}
        </>
      )}
    </PanelSection>
  );
}
