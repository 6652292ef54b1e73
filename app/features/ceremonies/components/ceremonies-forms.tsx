import { Form, useNavigation } from "react-router";
import { FormAnswer } from "~/shared/ui/zone/form-answer";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { CEREMONY_INTENTS } from "../ceremony-intents";
import type { CeremonyAnswer } from "../ceremonies-actions.server";
import type { CeremoniesScreenData } from "../panel-ceremonies.server";
import { CeremonyFields, fieldValuesOf } from "./ceremony-fields";

/** A form's submit button, pending only while its own intent is on its way (the screen has many forms). */
function Submit({
  intent,
  pending,
  className,
  children,
}: {
  intent: string;
  pending: string;
  className?: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <SubmitButton pending={busy} pendingLabel={pending} className={className}>
      {children}
    </SubmitButton>
  );
}

/**
 * The ceremonies screen's body (decision 054): each ceremony with its edit (`<details>`) and
 * remove forms, the nota de falecimento to download and send, and the add form. Plain forms: they
 * work before the screen hydrates; the server checks every field.
 */
export function CeremoniesForms({
  ceremonies,
  answer,
}: {
  ceremonies: CeremoniesScreenData;
  answer: CeremonyAnswer | null;
}) {
  const { items, cemetery, nota } = ceremonies;
  const answerOf = (intent: string, id: string | null) =>
    answer && answer.intent === intent && answer.ceremonyId === id ? answer : null;
  // A ceremony's own answers are said beside it; a removal's success (the ceremony is gone) at the top.
  const removed = answer?.intent === CEREMONY_INTENTS.remove && answer.ok ? answer : null;
  return (
    <>
      <FormAnswer answer={removed ?? (answer?.intent === null ? answer : null)} />
      <section aria-labelledby="cerimonias-lista" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <h2 id="cerimonias-lista" className="text-xl">
          Cerimônias do memorial
        </h2>
        <p className="mt-1 text-ink-soft">
          Velório, sepultamento, missa ou culto: aparecem no alto do memorial até terminarem.
        </p>
        {items.length === 0 ? (
          <p className="mt-3">Nenhuma cerimônia cadastrada.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {items.map((ceremony) => {
              const edited = answerOf(CEREMONY_INTENTS.update, ceremony.id);
              const refused = answerOf(CEREMONY_INTENTS.remove, ceremony.id);
              return (
                <li key={ceremony.id} className="rounded-xl border border-sky-100 p-3">
                  <p className="font-semibold">
                    {ceremony.label}
                    {ceremony.ended && <span className="ml-2 text-sm font-normal text-ink-soft">(já aconteceu)</span>}
                  </p>
                  <p>{ceremony.when}</p>
                  <p className="break-words text-ink-soft">{ceremony.placeText}</p>
                  <FormAnswer answer={edited ?? (refused && !refused.ok ? refused : null)} className="mt-2" />
                  <div className="mt-2 flex flex-wrap items-start gap-2">
                    <details className="w-full" open={edited !== null && !edited.ok}>
                      <summary className="btn btn-secondary">Alterar {ceremony.label}</summary>
                      <Form method="post" className="mt-3">
                        <input type="hidden" name="intent" value={CEREMONY_INTENTS.update} />
                        <input type="hidden" name="ceremonyId" value={ceremony.id} />
                        <CeremonyFields
                          prefix={`cerimonia-${ceremony.id}`}
                          values={fieldValuesOf(ceremony)}
                          cemetery={cemetery}
                        />
                        <div className="mt-3">
                          <Submit intent={CEREMONY_INTENTS.update} pending="Salvando...">
                            Salvar alterações
                          </Submit>
                        </div>
                      </Form>
                    </details>
                    <Form method="post">
                      <input type="hidden" name="intent" value={CEREMONY_INTENTS.remove} />
                      <input type="hidden" name="ceremonyId" value={ceremony.id} />
                      <Submit intent={CEREMONY_INTENTS.remove} pending="Removendo..." className="btn btn-secondary">
                        Remover {ceremony.label}
                      </Submit>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {nota && (
        <section aria-labelledby="nota-titulo" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
          <h2 id="nota-titulo" className="text-xl">
            Nota de falecimento
          </h2>
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
        </section>
      )}
      <section
        aria-labelledby="nova-cerimonia-titulo"
        className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
      >
        <h2 id="nova-cerimonia-titulo" className="text-xl">
          Adicionar cerimônia
        </h2>
        <FormAnswer answer={answerOf(CEREMONY_INTENTS.add, null)} className="mt-3" />
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={CEREMONY_INTENTS.add} />
          <CeremonyFields prefix="nova-cerimonia" cemetery={cemetery} />
          <div className="mt-3">
            <Submit intent={CEREMONY_INTENTS.add} pending="Adicionando...">
              Adicionar cerimônia
            </Submit>
          </div>
        </Form>
      </section>
    </>
  );
}
