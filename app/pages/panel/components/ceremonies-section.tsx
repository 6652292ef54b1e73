import { ceremoniesHref } from "~/features/ceremonies";
import type { PanelData } from "../panel.server";
import { PanelSection } from "./panel-section";

/**
 * 'Cerimônias' (decision 054): the memorial's upcoming ceremonies, what and when; they are added,
 * changed and removed — and the nota de falecimento shared — on their own screen, for those who
 * manage them.
 */
export function CeremoniesSection({ data }: { data: PanelData }) {
  const { manage, items } = data.ceremonies;
  return (
    <PanelSection
      id="cerimonias"
      description="Velório, sepultamento, missa ou culto: aparecem no alto do memorial até terminarem."
    >
      {items.length === 0 ? (
        <p className="mt-3">Nenhuma cerimônia marcada.</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {items.map((ceremony) => (
            <li key={ceremony.id}>
              <span className="font-semibold">{ceremony.label}</span>: {ceremony.when}
            </li>
          ))}
        </ul>
      )}
      {manage ? (
        <a href={ceremoniesHref(data.profile.username)} className="btn btn-secondary mt-3">
          Gerenciar cerimônias
        </a>
      ) : (
        <p className="mt-3 text-ink-soft">Somente os administradores do memorial podem alterar as cerimônias.</p>
      )}
    </PanelSection>
  );
}
