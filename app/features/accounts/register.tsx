import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Form, Link } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { redirectIfSignedIn } from "~/shared/auth/guards.server";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/register";
import { MESSAGES, registerSchema } from "./accounts.schema";
import { register } from "./account-use-cases.server";
import { AuthCard } from "./components/auth-card";
import { CONFIRM_RULES, EMAIL_RULES, PASSWORD_RULES, PHONE_RULES, SUBMIT_GATE } from "./components/rules";
import { loginHrefFor } from "./register-links";
import { registrationAction } from "./registration.server";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Criar conta",
    description: "Crie sua conta para fazer o memorial de quem você ama.",
    path: "/register",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context.ctx);
  return { loginHref: loginHrefFor(new URL(request.url)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context.ctx, registerSchema, register);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard title="Criar conta" intro="Com a sua conta você cria e cuida dos memoriais de quem ama.">
      <Form
        method="post"
        className="space-y-4"
        noValidate
        {...hook(HOOK.liveForm)}
        {...hook(HOOK.submitWhenValid, SUBMIT_GATE)}
      >
        <FormField
          name="name"
          label="Nome completo"
          autoComplete="name"
          required
          rules={{ required: MESSAGES.nameRequired }}
          defaultValue={failed?.values.name}
          error={failed?.errors.name}
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
          Cadastrar
        </button>
      </Form>
      <p className="mt-6 text-center text-ink-soft">
        Já tem conta?{" "}
        <Link to={loaderData.loginHref} className="font-semibold text-sky-800 underline underline-offset-4">
          Entrar
        </Link>
      </p>
      <p className="mt-2 text-center text-ink-soft">
        É uma funerária?{" "}
        <Link to="/partner-register" className="font-semibold text-sky-800 underline underline-offset-4">
          Cadastro de parceiro
        </Link>
      </p>
    </AuthCard>
  );
}
