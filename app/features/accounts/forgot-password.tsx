import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Form, Link } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { validateForm } from "~/shared/http/form-state";
import { formRefusal, readFormData } from "~/shared/http/forms.server";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/forgot-password";
import { forgotPasswordSchema, MESSAGES } from "./accounts.schema";
import { AuthCard } from "./components/auth-card";
import { requestPasswordReset } from "./password-reset.server";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Esqueci minha senha",
    description: "Receba por e-mail um link para criar uma nova senha.",
    path: "/esqueciMinhaSenha",
  });

export function loader({ request }: Route.LoaderArgs) {
  return { expired: new URL(request.url).searchParams.get("token") === "false" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const result = validateForm(forgotPasswordSchema, formData);
  if (!result.ok) return { ...result, sent: false as const };
  try {
    await requestPasswordReset(context.ctx, result.data.email);
  } catch (error) {
    return formRefusal(formData, error, { sent: false as const });
  }
  return { ok: true as const, sent: true as const };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title="Esqueci minha senha"
      intro="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
    >
      {loaderData.expired && !actionData && (
        <p role="alert" className="mb-4 rounded-lg bg-warm-100 p-3 font-semibold">
          {MESSAGES.resetLinkExpired}
        </p>
      )}
      {actionData?.sent ? (
        <p role="status" className="rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
          {MESSAGES.forgotSent} Confira a sua caixa de entrada: o link vale por 1 hora.
        </p>
      ) : (
        <Form method="post" className="space-y-4" noValidate {...hook(HOOK.liveForm)}>
          <FormField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            rules={{ required: MESSAGES.forgotEmailRequired, email: MESSAGES.emailInvalid }}
            defaultValue={failed?.values.email}
            error={failed?.errors.email}
          />
          <FormError message={failed?.formError} />
          <button type="submit" className="btn btn-primary w-full" {...hook(HOOK.pendingLabel, "Enviando...")}>
            Enviar link
          </button>
        </Form>
      )}
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-sky-800 underline underline-offset-4">
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  );
}
