import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Form, Link, redirect } from "react-router";
import { pageCaptchaToken } from "~/integrations/captcha/captcha";
import type { RouteHandle } from "~/shared/ui/root-data";
import { redirectIfSignedIn, safeRedirectPath } from "~/shared/auth/guards.server";
import { validateForm } from "~/shared/http/form-state";
import { readFormData, formRefusal } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/login";
import { MESSAGES, loginSchema } from "./accounts.schema";
import { signIn } from "./account-use-cases.server";
import { AuthCard } from "./components/auth-card";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Entrar",
    description: "Entre na sua conta para cuidar dos memoriais que você administra.",
    path: "/login",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context.ctx);
  return {
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), ""),
    captchaToken: pageCaptchaToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const result = validateForm(loginSchema, formData, MESSAGES.loginFailed);
  if (!result.ok) return result;
  let signedIn;
  try {
    signedIn = await signIn(context.ctx, result.data);
  } catch (error) {
    return formRefusal(formData, error);
  }
  const target = safeRedirectPath(String(formData.get("redirectTo") ?? ""), "/profiles");
  return redirect(withNotice(target, "login"), { headers: { "Set-Cookie": signedIn.setCookie } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title="Entrar"
      // Sent here by a screen that needs an account: say so, instead of a bare sign-in form.
      intro={loaderData.redirectTo ? "Entre na sua conta para abrir a página que você pediu." : "Bem-vindo de volta."}
    >
      <Form method="post" className="space-y-4" noValidate {...hook(HOOK.liveForm)}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="captchaToken" value={loaderData.captchaToken} />
        <FormField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          rules={{ required: MESSAGES.emailInvalid, email: MESSAGES.emailInvalid }}
          defaultValue={failed?.values.email}
          error={failed?.errors.email}
        />
        <FormField
          name="password"
          label="Senha"
          type="password"
          autoComplete="current-password"
          required
          revealable
          error={
            failed?.errors.password && failed.errors.password !== failed.formError ? failed.errors.password : undefined
          }
        />
        <div className="text-right">
          <Link to="/esqueciMinhaSenha" className="text-sm text-sky-800 underline underline-offset-4">
            Esqueci minha senha
          </Link>
        </div>
        <button type="submit" className="btn btn-primary w-full" {...hook(HOOK.pendingLabel, "Entrando...")}>
          Entrar
        </button>
        <FormError message={failed?.formError} />
      </Form>
      <p className="mt-6 text-center text-ink-soft">
        Ainda não tem conta?{" "}
        <Link to="/register" className="font-semibold text-sky-800 underline underline-offset-4">
          Cadastre-se
        </Link>
      </p>
    </AuthCard>
  );
}
