import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Form, Link } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { redirectIfSignedIn } from "~/shared/auth/guards.server";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/partner-register";
import { MESSAGES, registerPartnerSchema } from "./accounts.schema";
import { registerPartnerAccount } from "./account-use-cases.server";
import { AuthCard } from "./components/auth-card";
import { CONFIRM_RULES, EMAIL_RULES, PASSWORD_RULES, PHONE_RULES, SUBMIT_GATE } from "./components/rules";
import { registrationAction } from "./registration.server";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cadastro de parceiro",
    description: "Funerárias parceiras criam memoriais para as famílias já no atendimento.",
    path: "/partner-register",
  });

export async function loader({ context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context.ctx);
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context.ctx, registerPartnerSchema, registerPartnerAccount);
}

export default function PartnerRegister({ actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title="Cadastro de parceiro"
      intro="Para funerárias: crie memoriais para as famílias atendidas e pague com o saldo da carteira."
    >
      <Form
        method="post"
        className="space-y-4"
        noValidate
        {...hook(HOOK.liveForm)}
        {...hook(HOOK.submitWhenValid, SUBMIT_GATE)}
      >
        <FormField
          name="name"
          label="Nome da empresa"
          autoComplete="organization"
          required
          rules={{ required: MESSAGES.companyNameRequired }}
          defaultValue={failed?.values.name}
          error={failed?.errors.name}
        />
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
          {...PHONE_RULES}
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
          Cadastrar empresa
        </button>
      </Form>
      <p className="mt-6 text-center text-ink-soft">
        Já tem conta?{" "}
        <Link to="/login" className="font-semibold text-sky-800 underline underline-offset-4">
          Entrar
        </Link>
      </p>
      <p className="mt-2 text-center text-ink-soft">
        Não é uma empresa?{" "}
        <Link to="/register" className="font-semibold text-sky-800 underline underline-offset-4">
          Cadastro pessoal
        </Link>
      </p>
    </AuthCard>
  );
}
