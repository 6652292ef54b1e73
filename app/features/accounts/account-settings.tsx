import { Form } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { validateForm } from "~/shared/http/form-state";
import { formRefusal, readFormData } from "~/shared/http/forms.server";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import { formatPhone, phoneDigits } from "~/shared/validation/phone";
import type { Route } from "./+types/account-settings";
import { MESSAGES, updateUserSchema } from "./accounts.schema";
import { getAccount, updateAccount } from "./account-use-cases.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Configurações",
    description: "Edite os dados da sua conta.",
    path: "/account-settings",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  return { user: await getAccount(context.ctx, actor.id), partner: actor.type === "partner" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const formData = await readFormData(request);
  const result = validateForm(updateUserSchema, formData);
  if (!result.ok) return { ...result, saved: false as const };
  try {
    await updateAccount(context.ctx, actor.id, result.data);
  } catch (error) {
    // The service names the field (currentPassword...): its message goes beside it.
    return formRefusal(formData, error, { saved: false as const });
  }
  return { ok: true as const, saved: true as const };
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { user, partner } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const value = (name: "name" | "email" | "cellphone", fallback: string) => failed?.values[name] ?? fallback;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 max-w-xl flex-1">
        <h1 className="text-2xl">Configurações</h1>
        {actionData?.saved && (
          <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
            {MESSAGES.userUpdated}
          </p>
        )}
        <Form
          method="post"
          className="mt-6 space-y-4 rounded-2xl border border-sky-200 bg-white p-6"
          noValidate
          data-live
        >
          <FormField
            name="name"
            label="Nome"
            autoComplete="name"
            required
            rules={{ required: MESSAGES.settingsNameRequired }}
            defaultValue={value("name", user.name)}
            error={failed?.errors.name}
          />
          <FormField
            name="cellphone"
            label="Telefone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            rules={{ required: MESSAGES.settingsPhoneRequired, phone: MESSAGES.phoneLength, phoneAsTyped: true }}
            defaultValue={value("cellphone", formatPhone(user.cellphone) ?? phoneDigits(user.cellphone))}
            error={failed?.errors.cellphone}
          />
          <FormField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            rules={{ required: MESSAGES.settingsEmailRequired, email: MESSAGES.settingsEmailInvalid }}
            defaultValue={value("email", user.email)}
            error={failed?.errors.email}
          />
          <FormField
            name="password"
            label="Nova senha (opcional)"
            type="password"
            autoComplete="new-password"
            revealable
            hint="Deixe em branco para manter a senha atual."
            rules={{ minLength: [8, MESSAGES.settingsNewPasswordShort] }}
            error={failed?.errors.password}
          />
          <FormField
            name="currentPassword"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            revealable
            hint="Necessária para trocar o e-mail ou a senha."
            error={failed?.errors.currentPassword}
          />
          <FormError
            message={
              failed?.formError && failed.formError !== failed.errors.currentPassword ? failed.formError : undefined
            }
          />
          <button type="submit" className="btn btn-primary w-full sm:w-auto" data-pending-label="Salvando...">
            Salvar
          </button>
        </Form>
      </div>
    </div>
  );
}
