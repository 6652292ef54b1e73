import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { PARTNER_STEPS, type PartnerFields, stepOfRefusal } from "./partner-steps";
import type { PlanOption } from "./simplified-plan-choice";
import type * as PartnerSchemas from "./partner-step-schemas";
import type { simplifiedFormSchema } from "./simplified-profile.schema";

interface WizardProps {
  balanceCents: number;
  plans: PlanOption[];
  idempotencyKey: string;
  today: string;
  lastResult: SubmissionResult | undefined;
}

type HashCheck = { status: string; message: string };

/** The names of the fields a reply refused. */
function refusedFields(result: SubmissionResult | undefined): string[] {
  return Object.entries(result?.error ?? {})
    .filter(([, messages]) => messages && messages.length > 0)
    .map(([name]) => name);
}

/**
 * The partner's steps (`PARTNER_STEPS`) as ONE form. With JavaScript each step shows alone and
 * 'Continuar' checks it with its own schema first (the plaque step asks the server); without it
 * every step shows at once and the server checks the whole submission, so the page works either way.
 * The schemas load with the form's validation, on the first interaction (decision 053): the press
 * of 'Continuar' itself starts it, and the step is checked once they are here.
 */
export function SimplifiedWizard({ balanceCents, plans, idempotencyKey, today, lastResult }: WizardProps) {
  const hydrated = useHydrated();
  const [step, setStep] = useState(1);
  const [hashMessage, setHashMessage] = useState<string | null>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const fetcher = useFetcher<{ hashCheck?: HashCheck }>();
  const [form, fields, schemas, schemasUnavailable] = useZoneForm<
    typeof PartnerSchemas,
    ReturnType<typeof simplifiedFormSchema>,
    PartnerFields
  >(
    {
      load: () => import("./partner-step-schemas"),
      schema: ({ simplifiedFormSchema }) => simplifiedFormSchema(today),
    },
    {
      id: "perfil-simplificado",
      lastResult,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const last = PARTNER_STEPS.length;

  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headings.current[next - 1]?.focus());
  };

  useEffect(() => {
    const refused = stepOfRefusal(refusedFields(lastResult));
    if (refused) goTo(refused);
  }, [lastResult]);

  useEffect(() => {
    const check = fetcher.data?.hashCheck;
    if (fetcher.state !== "idle" || !check) return;
    if (check.status === "available") {
      setHashMessage(null);
      goTo(2);
    } else setHashMessage(check.message);
  }, [fetcher.state, fetcher.data]);

  /** A step 'Continuar' was pressed on before the schemas arrived: checked as soon as they do. */
  const [waiting, setWaiting] = useState<number | null>(null);

  /**
   * Moves on only when the step's own schema accepts what was typed; else its messages show. When
   * the schemas could not be downloaded (a dropped connection), it moves on unchecked: the server
   * checks the whole form on 'Criar perfil' and brings the person back to the step it refuses.
   */
  function continueFrom(current: number, unchecked = false) {
    const entry = PARTNER_STEPS[current - 1]!;
    const element = document.getElementById(form.id) as HTMLFormElement;
    const values = Object.fromEntries(new FormData(element));
    if (!unchecked) {
      if (!schemas) {
        setWaiting(current);
        return;
      }
      const parsed = schemas.PARTNER_STEP_SCHEMAS[entry.key](today).safeParse(values);
      if (!parsed.success) {
        for (const name of new Set(parsed.error.issues.map((issue) => String(issue.path[0])))) form.validate({ name });
        return;
      }
    }
    const check = entry.serverCheck?.(values);
    if (check) {
      setHashMessage(null);
      fetcher.submit(check, { method: "post" });
      return;
    }
    goTo(current + 1);
  }

  const continueOnceSettled = useEffectEvent((current: number, unchecked: boolean) => continueFrom(current, unchecked));
  useEffect(() => {
    if ((!schemas && !schemasUnavailable) || waiting === null) return;
    setWaiting(null);
    continueOnceSettled(waiting, !schemas);
  }, [schemas, schemasUnavailable, waiting]);

  /** Under a step before the last: back, and on once the step is valid. */
  const nav = (n: number) =>
    hydrated && (
      <div className="flex flex-wrap gap-3">
        {n > 1 && (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(n - 1)}>
            Voltar
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => continueFrom(n)}>
          {PARTNER_STEPS[n - 1]!.serverCheck && fetcher.state !== "idle" ? "Verificando..." : "Continuar"}
        </button>
      </div>
    );

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-6 space-y-8 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {PARTNER_STEPS.map(({ key, title, Component }, index) => {
        const n = index + 1;
        return (
          <section key={key} hidden={hydrated && step !== n} aria-labelledby={`etapa-${n}`} className="space-y-4">
            <h2
              id={`etapa-${n}`}
              tabIndex={-1}
              ref={(el) => {
                headings.current[index] = el;
              }}
              className="text-xl outline-none"
            >
              <span className="block text-sm font-semibold text-sky-800">
                Etapa {n} de {last}
              </span>
              {title}
            </h2>
            <Component
              fields={fields}
              today={today}
              hydrated={hydrated}
              hashMessage={hashMessage}
              plans={plans}
              balanceCents={balanceCents}
            />
            {n < last ? (
              nav(n)
            ) : (
              <LastStepEnd
                form={form}
                idempotencyErrors={fields.idempotencyKey.errors}
                back={() => goTo(n - 1)}
                hydrated={hydrated}
              />
            )}
          </section>
        );
      })}
    </Form>
  );
}

/** Under the last step: the form-wide refusal and 'Criar perfil'. */
function LastStepEnd({
  form,
  idempotencyErrors,
  back,
  hydrated,
}: {
  form: { errorId: string; errors?: string[] };
  idempotencyErrors: string[] | undefined;
  back: () => void;
  hydrated: boolean;
}) {
  return (
    <>
      <ConformFormError id={form.errorId} errors={[...(form.errors ?? []), ...(idempotencyErrors ?? [])]} />
      <div className="flex flex-wrap gap-3">
        {hydrated && (
          <button type="button" className="btn btn-secondary" onClick={back}>
            Voltar
          </button>
        )}
        <SubmitButton pendingLabel="Criando...">Criar perfil</SubmitButton>
      </div>
    </>
  );
}
