import { Form, Link } from "react-router";
import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import type { FormFailure } from "~/shared/http/form-state";
import { FormError, FormField } from "~/shared/ui/form-field";
import { MESSAGES } from "../accounts.schema";
import { AuthCard } from "./auth-card";
import { CONFIRM_RULES, EMAIL_RULES, PARTNER_PHONE_RULES, PASSWORD_RULES, PHONE_RULES, SUBMIT_GATE } from "./rules";

/** What tells the two registration screens apart; everything else (fields, rules, links) is one form. */
export interface RegistrationKind {
  title: string;
  intro: string;
  /** The name field: a person's full name, or the company's. */
  name: { label: string; autoComplete: string; required: string };
  /** Companies give their CNPJ. */
  asksCnpj: boolean;
  submit: string;
  /** The other registration, under the sign-in link. */
  other: { question: string; label: string; to: string };
}

export const PERSONAL_REGISTRATION: RegistrationKind = {
  title: "Criar conta",
  intro: "Com a sua conta você cria e cuida dos memoriais de quem ama.",
  name: { label: "Nome completo", autoComplete: "name", required: MESSAGES.nameRequired },
  asksCnpj: false,
  submit: "Cadastrar",
  other: { question: "É uma funerária?", label: "Cadastro de parceiro", to: "/partner-register" },
};

export const PARTNER_REGISTRATION: RegistrationKind = {
  title: "Cadastro de parceiro",
  intro: "Para funerárias: crie memoriais para as famílias atendidas e pague com o saldo da carteira.",
  name: { label: "Nome da empresa", autoComplete: "organization", required: MESSAGES.companyNameRequired },
  asksCnpj: true,
  submit: "Cadastrar empresa",
  other: { question: "Não é uma empresa?", label: "Cadastro pessoal", to: "/register" },
};

function AuthLink({
  question,
  to,
  label,
  className,
}: {
  question: string;
  to: string;
  label: string;
  className: string;
}) {
  return (
    <p className={`${className} text-center text-ink-soft`}>
      {question}{" "}
      <Link to={to} className="font-semibold text-sky-800 underline underline-offset-4">
        {label}
      </Link>
    </p>
  );
}

/**
 * The registration form of both screens (a public page: plain form, server validation, the `forms`
 * enhancement checking live with the server's rules). A refusal comes back with what was typed.
 */
export function RegistrationForm({
  kind,
  failed,
  loginHref,
}: {
  kind: RegistrationKind;
  failed: FormFailure | undefined;
  /** Where 'Entrar' goes (a visitor who scanned a plaque signs in and goes on to create its memorial). */
  loginHref: string;
}) {
  return (
    <AuthCard title={kind.title} intro={kind.intro}>
      <Form
        method="post"
        className="space-y-4"
        noValidate
        {...hook(HOOK.liveForm)}
        {...hook(HOOK.submitWhenValid, SUBMIT_GATE)}
      >
        <FormField
          name="name"
          label={kind.name.label}
          autoComplete={kind.name.autoComplete}
          required
          rules={{ required: kind.name.required }}
          defaultValue={failed?.values.name}
          error={failed?.errors.name}
        />
        {kind.asksCnpj && (
          <FormField
            name="document"
            label="CNPJ"
            inputMode="numeric"
            required
            maxLength={18}
            hint="Só os números; a formatação é automática."
            rules={{ required: MESSAGES.cnpjInvalid, cnpj: MESSAGES.cnpjInvalid }}
            defaultValue={failed?.values.document}
            error={failed?.errors.document}
          />
        )}
        <FormField
          name="email"
          label="E-mail"
          {...EMAIL_RULES}
          defaultValue={failed?.values.email}
          error={failed?.errors.email}
        />
        <FormField
          name="cellphone"
          label="Celular"
          {...(kind.asksCnpj ? PARTNER_PHONE_RULES : PHONE_RULES)}
          defaultValue={failed?.values.cellphone}
          error={failed?.errors.cellphone}
        />
        <FormField name="password" label="Senha" {...PASSWORD_RULES} error={failed?.errors.password} />
        <FormField
          name="confirmPassword"
          label="Confirmar senha"
          {...CONFIRM_RULES}
          error={failed?.errors.confirmPassword}
        />
        <FormError message={failed?.formError} fallback={MESSAGES.formInvalid} />
        <button type="submit" className="btn btn-primary w-full" {...hook(HOOK.pendingLabel, "Cadastrando...")}>
          {kind.submit}
        </button>
      </Form>
      <AuthLink className="mt-6" question="Já tem conta?" to={loginHref} label="Entrar" />
      <AuthLink className="mt-2" {...kind.other} />
    </AuthCard>
  );
}
