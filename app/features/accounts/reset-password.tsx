import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Form, redirect } from "react-router";
import type { RouteHandle } from "~/shared/ui/root-data";
import { redirectIfSignedIn } from "~/shared/auth/guards.server";
import { validateForm } from "~/shared/http/form-state";
import { NotFoundError } from "~/shared/http/errors";
import { formRefusal, readFormData } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/reset-password";
import { MESSAGES, resetPasswordSchema } from "./accounts.schema";
import { AuthCard } from "./components/auth-card";
import { CONFIRM_RULES } from "./components/rules";
import { resetPassword, verifyResetToken } from "./password-reset.server";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Nova senha",
    description: "Crie uma nova senha para a sua conta.",
    path: "/resetPassword",
    noindex: true,
  });

const EXPIRED = "/esqueciMinhaSenha?token=false";

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context.ctx);
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  const valid = await verifyResetToken(token);
  if (!valid) throw redirect(EXPIRED);
  return { email: valid.email };
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  const formData = await readFormData(request);
  const result = validateForm(resetPasswordSchema, formData);
  if (!result.ok) return result;
  try {
    await resetPassword(token, result.data);
  } catch (error) {
    if (error instanceof NotFoundError) throw redirect(EXPIRED);
    return formRefusal(formData, error);
  }
  return redirect(withNotice("/login", "senha-redefinida"));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard title="Nova senha" intro={`Crie uma nova senha para ${loaderData.email}.`}>
      <Form method="post" className="space-y-4" noValidate {...hook(HOOK.liveForm)} {...hook(HOOK.submitWhenValid)}>
        <FormField
          name="newPassword"
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          required
          revealable
          hint="Pelo menos 8 caracteres."
          rules={{ required: MESSAGES.passwordShort, minLength: [8, MESSAGES.passwordShort] }}
          error={failed?.errors.newPassword}
        />
        <FormField
          name="confirmPassword"
          label="Confirmar nova senha"
          {...CONFIRM_RULES}
          rules={{ ...CONFIRM_RULES.rules, match: ["newPassword", MESSAGES.passwordsDiffer] }}
          error={failed?.errors.confirmPassword}
        />
        <FormError message={failed?.formError} />
        <button type="submit" className="btn btn-primary w-full" {...hook(HOOK.pendingLabel, "Salvando...")}>
          Salvar nova senha
        </button>
      </Form>
    </AuthCard>
  );
}
