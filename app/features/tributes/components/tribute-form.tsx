import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form } from "react-router";
import { formatBRL } from "~/shared/format/format";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import {
  type SoldTributeType,
  TRIBUTE_CONTRACTS,
  TRIBUTE_KINSHIPS,
  TRIBUTE_PRICES_CENTS,
  tributePriceCents,
} from "../tribute-form.constants";

interface TributeFormProps {
  type: SoldTributeType;
  defaults: { name: string; email: string };
  captchaToken: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The signed-in visitor's wallet covers the price: it pays at once (spec: step 2 skipped). */
  walletCovers: (cents: number) => boolean;
}

const LABEL = "font-semibold";
const errorOf = (errors: string[] | undefined, id: string) => (
  <p id={id} className="field-error" aria-live="polite">
    {errors?.[0]}
  </p>
);

/** Step 1 of the honor form: the details, checked in the spec's order (works without JavaScript). */
export function TributeForm({ type, defaults, captchaToken, lastResult, walletCovers }: TributeFormProps) {
  const [candleDays, setCandleDays] = useState(7);
  const [form, fields] = useZoneForm(
    {
      load: () => import("../tribute-form.schema").then(({ tributeFormSchema }) => tributeFormSchema),
      schema: (schema) => schema(type),
    },
    {
      id: `homenagem-${type}`,
      lastResult,
      defaultValue: { name: defaults.name, email: defaults.email, candleDays: "7" },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const price = tributePriceCents(type, candleDays);
  const contract = TRIBUTE_CONTRACTS[type];
  return (
    <>
      <Form
        method="post"
        {...getFormProps(form)}
        encType={type === "Photo" ? "multipart/form-data" : undefined}
        className="space-y-4"
      >
        {/* Uncontrolled: the bot check writes its token here just before the form is sent. */}
        <input type="hidden" name="captchaToken" defaultValue={captchaToken} />
        {type === "Candle" && (
          <fieldset>
            <legend className={LABEL}>Por quanto tempo a vela fica acesa?</legend>
            {([7, 14] as const).map((days) => (
              <label key={days} className="mt-2 flex min-h-11 items-center gap-3 rounded-lg border border-sky-200 px-3">
                <input
                  type="radio"
                  name={fields.candleDays.name}
                  value={String(days)}
                  defaultChecked={days === 7}
                  onChange={() => setCandleDays(days)}
                />
                {days} dias: {formatBRL(days === 7 ? TRIBUTE_PRICES_CENTS.candle7 : TRIBUTE_PRICES_CENTS.candle14)}
              </label>
            ))}
            {errorOf(fields.candleDays.errors, fields.candleDays.errorId)}
          </fieldset>
        )}
        {type === "Photo" && (
          <div>
            <label htmlFor="tribute-photo" className={LABEL}>
              Foto da lembrança
            </label>
            <p id="tribute-photo-hint" className="text-sm text-ink-soft">
              JPEG, PNG, GIF ou HEIC, até 15 MB. A localização e outros dados da foto são removidos.
            </p>
            <input
              id="tribute-photo"
              name="photo"
              type="file"
              required
              accept="image/jpeg,image/png,image/gif,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png,.gif"
              aria-describedby="tribute-photo-hint tribute-photo-error"
              className="field mt-1"
            />
            <p id="tribute-photo-error" className="field-error" aria-live="polite">
              {lastResult?.error?.photo?.[0]}
            </p>
          </div>
        )}
        <ConformField meta={fields.name} label="Seu nome" autoComplete="name" maxLength={120} required />
        <ConformField
          meta={fields.email}
          label="Seu e-mail"
          type="email"
          autoComplete="email"
          maxLength={200}
          required
        />
        <div>
          <label htmlFor={fields.kinship.id} className={LABEL}>
            Sua relação com a pessoa
          </label>
          <select {...getSelectProps(fields.kinship)} key={fields.kinship.key} className="field mt-1">
            <option value="">Selecione</option>
            {TRIBUTE_KINSHIPS.map((kinship) => (
              <option key={kinship} value={kinship}>
                {kinship}
              </option>
            ))}
          </select>
          {errorOf(fields.kinship.errors, fields.kinship.errorId)}
        </div>
        {type === "Message" && (
          <div>
            <label htmlFor={fields.body.id} className={LABEL}>
              Mensagem
            </label>
            <textarea
              {...getTextareaProps(fields.body)}
              key={fields.body.key}
              rows={6}
              maxLength={2000}
              className="field mt-1"
            />
            {errorOf(fields.body.errors, fields.body.errorId)}
          </div>
        )}
        <div>
          <label className="flex min-h-11 items-start gap-3">
            <input
              {...getInputProps(fields.contract, { type: "checkbox" })}
              key={fields.contract.key}
              className="mt-1"
            />
            <span>
              Li e aceito o{" "}
              <a href={contract} target="_blank" rel="noopener">
                contrato da homenagem
              </a>
            </span>
          </label>
          {errorOf(fields.contract.errors, fields.contract.errorId)}
        </div>
        <ConformFormError id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel="Enviando..." className="btn btn-primary w-full sm:w-auto">
          {walletCovers(price)
            ? `Pagar ${formatBRL(price)} com o saldo`
            : `Continuar para o pagamento (${formatBRL(price)})`}
        </SubmitButton>
      </Form>
      {type === "Message" && <Desabafo />}
    </>
  );
}

/**
 * The free 'desabafo' (spec part 2, §4): written for oneself; the text has no name, so the form
 * sends nothing of it, and concluding just closes the form: nothing is saved.
 */
function Desabafo() {
  return (
    <Form method="post" className="mt-8 space-y-3 rounded-xl border border-sky-100 bg-sky-50/50 p-4">
      <h2 className="text-lg">Prefere só desabafar?</h2>
      <p className="text-sm text-ink-soft">Gratuito: o que você escrever aqui não é publicado, enviado nem guardado.</p>
      <label htmlFor="desabafo" className="font-semibold">
        Escreva o que sente
      </label>
      <textarea id="desabafo" rows={5} className="field" maxLength={4000} />
      <button type="submit" name="intent" value="desabafo" className="btn btn-secondary">
        Concluir desabafo
      </button>
    </Form>
  );
}
