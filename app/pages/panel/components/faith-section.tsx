import { Link } from "react-router";
import { faithScreenHref, ReferenceQuote } from "~/features/faith";
import type { PanelData } from "../panel.server";
import { PanelSection } from "./panel-section";

/**
 * 'Referência religiosa' (decision 045): what the memorial shows and how many relatives have a
 * message; both are chosen on their own screen. Paid plans only.
 */
export function FaithSection({ data }: { data: PanelData }) {
  const { faith, profile } = data;
  const href = faithScreenHref(profile.username);
  if (!faith.offered) {
    return (
      <PanelSection id="referencia-religiosa">
        <p className="mt-3">
          Nos planos Ouro, Platina e Diamante a família escolhe uma referência religiosa (ou escreve a sua) e deixa uma
          mensagem ao lado de cada familiar da árvore genealógica.
        </p>
      </PanelSection>
    );
  }
  return (
    <PanelSection
      id="referencia-religiosa"
      description="Um texto de fé ou de conforto no memorial e nos cartões, e mensagens aos familiares."
    >
      <div className="mt-3">
        {faith.current ? <ReferenceQuote reference={faith.current} /> : <p>Nenhuma referência escolhida.</p>}
      </div>
      <p className="mt-3">
        {faith.messages} de {faith.relatives} {faith.relatives === 1 ? "familiar tem" : "familiares têm"} mensagem.
      </p>
      <Link to={href} className="btn btn-secondary mt-3">
        Escolher referência e mensagens
      </Link>
    </PanelSection>
  );
}
