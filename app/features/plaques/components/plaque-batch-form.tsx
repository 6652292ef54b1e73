import { Download } from "~/shared/ui/icons";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/shared/ui/zone/submit-button";

export const PLAQUE_BATCH_INTENT = "emitir-placas";

export interface PlaqueBatchAnswer {
  batch: { name: string; count: number; message: string } | null;
  batchError: string | null;
}

/** The admins' batch issuance: N plaque codes linked to no memorial, and the sheet to print them. */
export function PlaqueBatchForm({ answer, max }: { answer: PlaqueBatchAnswer | null; max: number }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === PLAQUE_BATCH_INTENT;
  return (
    <section aria-labelledby="emitir-placas-titulo" className="mt-6 rounded-2xl border border-sky-200 bg-white p-5">
      <h2 id="emitir-placas-titulo" className="text-lg font-semibold">
        Emitir placas sem vínculo
      </h2>
      <p className="mt-1 text-ink-soft">
        Códigos novos para imprimir antes da venda; quem escanear a placa cria ou vincula o memorial.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={PLAQUE_BATCH_INTENT} />
        <label className="flex flex-col font-semibold">
          Quantidade
          <input
            type="number"
            name="count"
            min={1}
            max={max}
            defaultValue={6}
            required
            className="mt-1 w-28"
            aria-invalid={answer?.batchError ? true : undefined}
            aria-describedby={answer?.batchError ? "emitir-placas-erro" : undefined}
          />
        </label>
        <SubmitButton pending={pending} pendingLabel="Emitindo…">
          Emitir placas
        </SubmitButton>
      </Form>
      {answer?.batchError && (
        <p id="emitir-placas-erro" role="alert" className="field-error mt-3 font-semibold">
          {answer.batchError}
        </p>
      )}
      {answer?.batch && (
        <div role="status" className="mt-3">
          <p className="font-semibold text-green-800">{answer.batch.message}</p>
          <a href={`/admin/plaqueBatches/${answer.batch.name}.pdf`} download className="btn btn-secondary mt-2">
            <Download className="h-5 w-5" aria-hidden="true" /> Baixar folha para impressão ({answer.batch.count})
          </a>
        </div>
      )}
    </section>
  );
}
