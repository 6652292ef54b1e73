import { Form } from "react-router";
import { CEREMONY_INTENTS, CeremonyFields, fieldValuesOf } from "~/features/ceremonies";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

type Ceremonies = PanelData["ceremonies"];

/**
 * 'Cerimônias' (decision 054): the memorial's ceremonies with their edit and remove forms, a form
 * to add one, and the nota de falecimento to download and send. Plain forms: they work before the
 * panel hydrates.
 */
export function CeremoniesSection({
  ceremonies,
  answer,
}: {
  ceremonies: Ceremonies;
  answer: { ok: boolean; message: string | null } | null;
}) {
  const { manage, items, cemetery, nota } = ceremonies;
  return (
    <PanelSection
      id="cerimonias"
      description="Velório, sepultamento, missa ou culto: aparecem no alto do memorial até terminarem."
    >
      <SectionAnswer answer={answer} />
      {items.length === 0 ? (
        <p className="mt-3">Nenhuma cerimônia cadastrada.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((ceremony) => (
            <li key={ceremony.id} className="rounded-xl border border-sky-100 p-3">
              <p className="font-semibold">
                {ceremony.label}
                {ceremony.ended && <span className="ml-2 text-sm font-normal text-ink-soft">(já aconteceu)</span>}
              </p>
              <p>{ceremony.when}</p>
              <p className="break-words text-ink-soft">{ceremony.placeText}</p>
              {manage && (
                <div className="mt-2 flex flex-wrap items-start gap-2">
                  <details className="w-full">
                    <summary className="btn btn-secondary">Alterar</summary>
                    <Form method="post" className="mt-3">
                      <input type="hidden" name="intent" value={CEREMONY_INTENTS.update} />
                      <input type="hidden" name="ceremonyId" value={ceremony.id} />
                      <CeremonyFields
                        prefix={`cerimonia-${ceremony.id}`}
                        values={fieldValuesOf(ceremony)}
                        cemetery={cemetery}
                      />
                      <IntentSubmit intent={CEREMONY_INTENTS.update} pendingLabel="Salvando..." className="mt-3">
                        Salvar alterações
                      </IntentSubmit>
                    </Form>
                  </details>
                  <Form method="post">
                    <input type="hidden" name="intent" value={CEREMONY_INTENTS.remove} />
                    <input type="hidden" name="ceremonyId" value={ceremony.id} />
                    <IntentSubmit
                      intent={CEREMONY_INTENTS.remove}
                      pendingLabel="Removendo..."
                      className="btn btn-secondary"
                    >
                      Remover {ceremony.label}
                    </IntentSubmit>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {nota && (
        <div className="mt-4">
          <h3 className="text-lg">Nota de falecimento</h3>
          {nota.pending && (
            <p role="status" className="mt-1">
              Preparando a imagem da nota… Atualize a página em alguns segundos.
            </p>
          )}
          <p className="mt-2 flex flex-wrap gap-2">
            {nota.imageUrl && (
              <a href={nota.imageUrl} download="nota-de-falecimento.png" className="btn btn-secondary">
                Baixar a nota de falecimento
              </a>
            )}
            <a href={nota.whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
              Enviar a nota pelo WhatsApp
            </a>
          </p>
          <label htmlFor="nota-texto" className="mt-3 block font-semibold">
            Texto da nota
          </label>
          <textarea id="nota-texto" readOnly rows={6} className="field mt-1" value={nota.text} />
        </div>
      )}
      {manage ? (
        <Form method="post" className="mt-5">
          <h3 className="text-lg">Adicionar cerimônia</h3>
          <input type="hidden" name="intent" value={CEREMONY_INTENTS.add} />
          <div className="mt-2">
            <CeremonyFields prefix="nova-cerimonia" cemetery={cemetery} />
          </div>
          <IntentSubmit intent={CEREMONY_INTENTS.add} pendingLabel="Adicionando..." className="mt-3">
            Adicionar cerimônia
          </IntentSubmit>
        </Form>
      ) : (
        <p className="mt-4 text-ink-soft">Somente os administradores do memorial podem alterar as cerimônias.</p>
      )}
    </PanelSection>
  );
}
