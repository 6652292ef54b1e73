import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { GENDER_LABELS, GENDERS } from "../steps/profile-form.schema";
import { plaqueHashInput, SIMPLIFIED_STEPS, simplifiedFormSchema, stepSchemas } from "./simplified-profile.schema";
import { type PlanOption, PlanChoice } from "./simplified-plan-choice";
import { FieldError, WizardInput, WizardRadios } from "../steps/fields/wizard-fields";

interface WizardProps {
  balanceCents: number;
  plans: PlanOption[];
  idempotencyKey: string;
  today: string;
  lastResult: SubmissionResult | undefined;
}

type HashCheck = { status: string; message: string };

/** The form's fields as the browser holds them (all text). */
type WizardFields = Partial<
  Record<
    | "idempotencyKey"
    | "hasPlaque"
    | "hash"
    | "name"
    | "gender"
    | "birthDate"
    | "deathDate"
    | "customerName"
    | "customerEmail"
    | "customerPassword"
    | "plan",
    string
  >
>;

const STEP_OF_FIELD: Record<string, number> = {
  hasPlaque: 1,
  hash: 1,
  name: 2,
  gender: 2,
  birthDate: 2,
  deathDate: 2,
  customerName: 3,
  customerEmail: 3,
  customerPassword: 3,
};

/** The first step holding a refused field (a form-wide refusal stays on the plan step). */
function stepOfErrors(result: SubmissionResult | undefined): number | null {
  if (!result?.error) return null;
  const steps = Object.entries(result.error)
    .filter(([, messages]) => messages && messages.length > 0)
    .map(([name]) => STEP_OF_FIELD[name] ?? 4);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/**
 * The partner's four steps as ONE form. With JavaScript each step shows alone and 'Continuar'
 * checks it first (step 1 checks the plaque on the server); without it every step shows at once
 * and the server checks the whole submission, so the page works either way.
 */
export function SimplifiedWizard({ balanceCents, plans, idempotencyKey, today, lastResult }: WizardProps) {
  const hydrated = useHydrated();
  const [step, setStep] = useState(1);
  const [hashMessage, setHashMessage] = useState<string | null>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const fetcher = useFetcher<{ hashCheck?: HashCheck }>();
  const [form, fields] = useForm<WizardFields>({
    id: "perfil-simplificado",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: simplifiedFormSchema(today) }),
  });

  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headings.current[next - 1]?.focus());
  };

  useEffect(() => {
    const refused = stepOfErrors(lastResult);
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

  /** Moves on only when the step's own schema accepts what was typed; else its messages show. */
  function continueFrom(current: number) {
    const element = document.getElementById(form.id) as HTMLFormElement;
    const values = Object.fromEntries(new FormData(element));
    const parsed = stepSchemas(today)[current - 1]!.safeParse(values);
    if (!parsed.success) {
      for (const name of new Set(parsed.error.issues.map((issue) => String(issue.path[0])))) form.validate({ name });
      return;
    }
    if (current === 1 && values.hasPlaque === "sim") {
      setHashMessage(null);
      fetcher.submit({ intent: "verificar-placa", hash: String(values.hash ?? "") }, { method: "post" });
      return;
    }
    goTo(current + 1);
  }

  const shown = (n: number) => !hydrated || step === n;
  const hasPlaque = fields.hasPlaque.value ?? fields.hasPlaque.initialValue;
  const { key: hashKey, ...hashProps } = getInputProps(fields.hash, { type: "text" });

  const section = (n: number, children: React.ReactNode) => (
    <section hidden={!shown(n)} aria-labelledby={`etapa-${n}`} className="space-y-4">
      <h2
        id={`etapa-${n}`}
        tabIndex={-1}
        ref={(el) => {
          headings.current[n - 1] = el;
        }}
        className="text-xl outline-none"
      >
        <span className="block text-sm font-semibold text-sky-800">
          Etapa {n} de {SIMPLIFIED_STEPS.length}
        </span>
        {SIMPLIFIED_STEPS[n - 1]}
      </h2>
      {children}
    </section>
  );

  const nav = (n: number) =>
    hydrated && (
      <div className="flex flex-wrap gap-3">
        {n > 1 && (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(n - 1)}>
            Voltar
          </button>
        )}
        {n < 4 && (
          <button type="button" className="btn btn-primary" onClick={() => continueFrom(n)}>
            {n === 1 && fetcher.state !== "idle" ? "Verificando..." : "Continuar"}
          </button>
        )}
      </div>
    );

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-6 space-y-8 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {section(
        1,
        <>
          <WizardRadios
            meta={fields.hasPlaque}
            legend="O homenageado já tem uma placa com QR Code?"
            options={[
              { value: "sim", label: "Sim" },
              { value: "nao", label: "Não" },
            ]}
          />
          <div hidden={hydrated && hasPlaque !== "sim"}>
            <label htmlFor={fields.hash.id} className="font-semibold">
              Hash da placa
            </label>
            <p id={`${fields.hash.id}-hint`} className="text-sm text-ink-soft">
              As 10 letras impressas na placa{hydrated ? "" : " (somente se o homenageado tiver placa)"}.
            </p>
            <input
              key={hashKey}
              {...hashProps}
              aria-describedby={`${fields.hash.id}-hint ${fields.hash.errorId}`}
              maxLength={10}
              autoComplete="off"
              autoCapitalize="characters"
              onInput={(event) => {
                const input = event.currentTarget;
                const typed = plaqueHashInput(input.value);
                if (typed !== input.value) input.value = typed;
              }}
              className="field mt-1 font-mono uppercase tracking-widest"
            />
            <FieldError meta={fields.hash} extra={hashMessage} />
          </div>
          {nav(1)}
        </>,
      )}
      {section(
        2,
        <>
          <WizardInput meta={fields.name} label="Nome do homenageado" required maxLength={120} />
          <WizardRadios
            meta={fields.gender}
            legend="Gênero"
            options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
          />
          <WizardInput meta={fields.birthDate} label="Data de nascimento" type="date" max={today} />
          <WizardInput meta={fields.deathDate} label="Data de partida" type="date" max={today} />
          {nav(2)}
        </>,
      )}
      {section(
        3,
        <>
          <p className="text-ink-soft">
            A conta do cliente administra o memorial. Ele receberá um e-mail para entrar, completar o memorial e trocar
            a senha.
          </p>
          <ConformField
            meta={fields.customerName}
            label="Nome do cliente"
            autoComplete="off"
            maxLength={200}
            required
          />
          <ConformField
            meta={fields.customerEmail}
            label="E-mail do cliente"
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={200}
            required
          />
          <ConformField
            meta={fields.customerPassword}
            label="Senha inicial do cliente"
            type="password"
            hint="Pelo menos 8 caracteres."
            autoComplete="new-password"
            maxLength={200}
            revealable
            required
          />
          {nav(3)}
        </>,
      )}
      {section(
        4,
        <>
          <PlanChoice plans={plans} balanceCents={balanceCents} meta={fields.plan} />
          <ConformFormError
            id={form.errorId}
            errors={[...(form.errors ?? []), ...(fields.idempotencyKey.errors ?? [])]}
          />
          <div className="flex flex-wrap gap-3">
            {hydrated && (
              <button type="button" className="btn btn-secondary" onClick={() => goTo(3)}>
                Voltar
              </button>
            )}
            <SubmitButton pendingLabel="Criando...">Criar perfil</SubmitButton>
          </div>
        </>,
      )}
    </Form>
  );
}
