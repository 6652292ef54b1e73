import { Form } from "react-router";
import {
  OWN_TEXT_CHOICE,
  REFERENCE_TEXT_LIMIT,
  RELATIVE_MESSAGE_LIMIT,
  RELIGIONS,
  ReferenceQuote,
  referencesOf,
  resolveReference,
} from "~/features/faith";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

interface FaithAnswer {
  ok: boolean;
  message: string | null;
  values?: Record<string, string>;
}

/** Catalogue texts are long: the option shows their start, the preview below the whole text. */
const optionLabel = (text: string) => (text.length > 70 ? `${text.slice(0, 67).trimEnd()}…` : text);

/**
 * 'Referência religiosa' (decision 045): the text the memorial shows as a quote (from the
 * catalogue or the family's own words) and the 'mensagem aos familiares' of each family-tree entry.
 * Paid plans only: a Free memorial is told so, and what was chosen before stays stored.
 */
export function FaithSection({
  data,
  referenceAnswer,
  messagesAnswer,
}: {
  data: PanelData;
  referenceAnswer: FaithAnswer | null;
  messagesAnswer: FaithAnswer | null;
}) {
  const { faith } = data;
  if (!faith.offered) {
    return (
      <PanelSection id="referencia-religiosa">
        <p className="mt-3">
          Nos planos Ouro, Platina e Diamante a família escolhe uma referência religiosa (ou escreve a sua) e deixa uma
          mensagem ao lado de cada familiar da árvore genealógica.
        </p>
        {data.can.pay && (
          <a href={`/upgradeProfile/${encodeURIComponent(data.profile.username)}`} className="btn btn-secondary mt-3">
            Conhecer os planos
          </a>
        )}
      </PanelSection>
    );
  }
  const typed = referenceAnswer && !referenceAnswer.ok ? referenceAnswer.values : undefined;
  const choice = typed?.choice ?? faith.choice;
  const ownText = typed?.ownText ?? faith.ownText;
  const current = resolveReference({ id: faith.choice === OWN_TEXT_CHOICE ? null : faith.choice, text: faith.ownText });
  const typedMessages = messagesAnswer && !messagesAnswer.ok ? messagesAnswer.values : undefined;
  return (
    <PanelSection
      id="referencia-religiosa"
      description="Um texto de fé ou de conforto mostrado no memorial e nos cartões, e mensagens aos familiares."
    >
      {current && (
        <div className="mt-4">
          <p className="mb-2 font-semibold">Como aparece no memorial</p>
          <ReferenceQuote reference={current} />
        </div>
      )}
      <Form method="post" className="mt-4 space-y-3" key={`reference-${faith.choice}-${faith.ownText}`}>
        <input type="hidden" name="intent" value={PANEL_INTENTS.religiousReference} />
        <div>
          <label htmlFor="referencia-escolha" className="font-semibold">
            Referência
          </label>
          <select id="referencia-escolha" name="choice" defaultValue={choice} className="field mt-1">
            <option value="">Nenhuma</option>
            {RELIGIONS.map((religion) => (
              <optgroup key={religion.key} label={religion.label}>
                {referencesOf(religion.key).map((reference) => (
                  <option key={reference.id} value={reference.id}>
                    {optionLabel(reference.text)}
                  </option>
                ))}
              </optgroup>
            ))}
            <option value={OWN_TEXT_CHOICE}>Escrever o meu próprio texto</option>
          </select>
        </div>
        <div>
          <label htmlFor="referencia-propria" className="font-semibold">
            Seu próprio texto (até {REFERENCE_TEXT_LIMIT} caracteres)
          </label>
          <p id="referencia-propria-ajuda" className="text-sm text-ink-soft">
            Usado quando a referência escolhida é “Escrever o meu próprio texto”.
          </p>
          <textarea
            id="referencia-propria"
            name="ownText"
            rows={3}
            maxLength={REFERENCE_TEXT_LIMIT}
            defaultValue={ownText}
            aria-describedby="referencia-propria-ajuda"
            className="field mt-1"
          />
        </div>
        <IntentSubmit intent={PANEL_INTENTS.religiousReference} pendingLabel="Salvando..." className="btn btn-primary">
          Salvar referência
        </IntentSubmit>
        <SectionAnswer answer={referenceAnswer} />
      </Form>
      <h3 className="mt-8 text-lg">Mensagens aos familiares</h3>
      {faith.relatives.length === 0 ? (
        <p className="mt-2">
          A árvore genealógica ainda não tem familiares. Adicione-os em “Editar memorial” para deixar uma mensagem a
          cada um.
        </p>
      ) : (
        <Form method="post" className="mt-2 space-y-4">
          <input type="hidden" name="intent" value={PANEL_INTENTS.relativeMessages} />
          <p className="text-sm text-ink-soft">
            Cada mensagem aparece no memorial ao lado do familiar, até {RELATIVE_MESSAGE_LIMIT} caracteres.
          </p>
          {faith.relatives.map((relative) => (
            <div key={relative.id}>
              <label htmlFor={`mensagem-${relative.id}`} className="font-semibold">
                {relative.name} ({relative.degree})
              </label>
              <textarea
                id={`mensagem-${relative.id}`}
                name={`mensagem-${relative.id}`}
                rows={2}
                maxLength={RELATIVE_MESSAGE_LIMIT}
                defaultValue={typedMessages?.[`mensagem-${relative.id}`] ?? relative.message ?? ""}
                className="field mt-1"
              />
            </div>
          ))}
          <IntentSubmit intent={PANEL_INTENTS.relativeMessages} pendingLabel="Salvando..." className="btn btn-primary">
            Salvar mensagens
          </IntentSubmit>
          <SectionAnswer answer={messagesAnswer} />
        </Form>
      )}
    </PanelSection>
  );
}
