import { Form, useNavigation } from "react-router";
import { FormAnswer } from "~/shared/ui/zone/form-answer";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { FAITH_INTENTS, MESSAGE_FIELD, type FaithAnswer, type FaithIntent } from "../faith-intents";
import type { MemorialFaith } from "../faith.server";
import { RELATIVE_MESSAGE_LIMIT } from "../religious-references.catalog";
import { ReferenceFields } from "./reference-fields";
import { ReferenceQuote } from "./reference-quote";

/** A form's submit button: pending only while its own form is on its way. */
function Submit({ intent, children }: { intent: FaithIntent; children: React.ReactNode }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <SubmitButton pending={pending} pendingLabel="Salvando..." className="btn btn-primary">
      {children}
    </SubmitButton>
  );
}

/** What a form answered: a success (announced) or a refusal (an alert). */
function Answer({ answer }: { answer: FaithAnswer | null }) {
  return <FormAnswer answer={answer} />;
}

/**
 * The religious reference (decision 045): the text the memorial shows as a quote (from the
 * catalogue or the family's own words) and the 'mensagem aos familiares' of each family-tree entry.
 * Paid plans only: a Free memorial is told so, and what was chosen before stays stored.
 */
export function FaithForms({
  faith,
  username,
  answer,
}: {
  faith: MemorialFaith;
  username: string;
  answer: FaithAnswer | null;
}) {
  if (!faith.offered) {
    return (
      <section className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <p>
          Nos planos Ouro, Platina e Diamante a família escolhe uma referência religiosa (ou escreve a sua) e deixa uma
          mensagem ao lado de cada familiar da árvore genealógica.
        </p>
        <a href={`/upgradeProfile/${encodeURIComponent(username)}`} className="btn btn-secondary mt-3">
          Conhecer os planos
        </a>
      </section>
    );
  }
  const referenceAnswer = answer?.intent === FAITH_INTENTS.reference ? answer : null;
  const messagesAnswer = answer?.intent === FAITH_INTENTS.messages ? answer : null;
  const typed = referenceAnswer && !referenceAnswer.ok ? referenceAnswer.values : undefined;
  const choice = typed?.choice ?? faith.choice;
  const ownText = typed?.ownText ?? faith.ownText;
  const typedMessages = messagesAnswer && !messagesAnswer.ok ? messagesAnswer.values : undefined;
  return (
    <>
      <section aria-labelledby="referencia-titulo" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <h2 id="referencia-titulo" className="text-xl">
          Referência religiosa
        </h2>
        <p className="mt-1 text-ink-soft">Um texto de fé ou de conforto mostrado no memorial e nos cartões.</p>
        {faith.current && (
          <div className="mt-4">
            <p className="mb-2 font-semibold">Como aparece no memorial</p>
            <ReferenceQuote reference={faith.current} />
          </div>
        )}
        <Form method="post" className="mt-4 space-y-3" key={`reference-${faith.choice}-${faith.ownText}`}>
          <input type="hidden" name="intent" value={FAITH_INTENTS.reference} />
          <ReferenceFields choice={choice} ownText={ownText} religion={faith.religion} />
          <Submit intent={FAITH_INTENTS.reference}>Salvar referência</Submit>
          <Answer answer={referenceAnswer} />
        </Form>
      </section>
      <section aria-labelledby="mensagens-titulo" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <h2 id="mensagens-titulo" className="text-xl">
          Mensagens aos familiares
        </h2>
        {faith.relatives.length === 0 ? (
          <p className="mt-2">
            A árvore genealógica ainda não tem familiares. Adicione-os em “Editar memorial” para deixar uma mensagem a
            cada um.
          </p>
        ) : (
          <Form method="post" className="mt-2 space-y-4">
            <input type="hidden" name="intent" value={FAITH_INTENTS.messages} />
            <p className="text-sm text-ink-soft">
              Cada mensagem aparece no memorial ao lado do familiar, até {RELATIVE_MESSAGE_LIMIT} caracteres.
            </p>
            {faith.relatives.map((relative) => {
              const field = `${MESSAGE_FIELD}${relative.id}`;
              return (
                <div key={relative.id}>
                  <label htmlFor={field} className="font-semibold">
                    {relative.name} ({relative.degree})
                  </label>
                  <textarea
                    id={field}
                    name={field}
                    rows={2}
                    maxLength={RELATIVE_MESSAGE_LIMIT}
                    defaultValue={typedMessages?.[field] ?? relative.message ?? ""}
                    className="field mt-1"
                  />
                </div>
              );
            })}
            <Submit intent={FAITH_INTENTS.messages}>Salvar mensagens</Submit>
            <Answer answer={messagesAnswer} />
          </Form>
        )}
      </section>
    </>
  );
}
