import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { ConformPasswordField } from "~/shared/ui/zone/password-field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { formatPhone, formatPhoneAsTyped, phoneDigits } from "~/shared/validation/phone";
import type { Route } from "./+types/account-settings";
import { getAccount, updateAccount } from "./account-use-cases.server";
import { updateUserSchema } from "./account-settings.schema";
import { MESSAGES } from "./accounts.messages";

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

/** The first screen of the task zone: the same Zod schema validates here and in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const submission = parseWithZod(await readFormData(request), { schema: updateUserSchema });
  if (submission.status !== "success") return { result: replyTo(submission), savedAt: null };
  try {
    await updateAccount(context.ctx, actor.id, submission.value);
  } catch (error) {
    return refuseSubmission(submission, error, { savedAt: null });
  }
  return { result: replyTo(submission, { resetForm: true }), savedAt: Date.now() };
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { user, partner } = loaderData;
  const saved = actionData?.savedAt ?? null;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 max-w-xl flex-1">
        <h1 className="text-2xl">Configurações</h1>
        {saved !== null && (
          <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
            {MESSAGES.userUpdated}
          </p>
        )}
        {/* A new form after each save, and whenever the account's values change (the revalidated
            loader data can arrive after the action's answer): it starts from the saved account,
            password fields empty. */}
        <SettingsForm
          key={[saved ?? "form", user.name, user.email, user.cellphone].join("|")}
          user={user}
          lastResult={saved === null ? actionData?.result : undefined}
        />
      </div>
    </div>
  );
}

interface SettingsFormProps {
  user: Route.ComponentProps["loaderData"]["user"];
  lastResult: NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;
}

function SettingsForm({ user, lastResult }: SettingsFormProps) {
  const [form, fields] = useZoneForm(
    {
      load: () => import("./account-settings.schema").then(({ updateUserSchema }) => updateUserSchema),
      schema: (schema) => schema,
    },
    {
      id: "configuracoes",
      lastResult,
      defaultValue: {
        name: user.name,
        email: user.email,
        cellphone: formatPhone(user.cellphone) ?? phoneDigits(user.cellphone),
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-6 space-y-4 rounded-2xl border border-sky-200 bg-white p-6"
    >
      <ConformField meta={fields.name} label="Nome" autoComplete="name" required />
      <ConformField
        meta={fields.cellphone}
        label="Telefone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        formatAsTyped={formatPhoneAsTyped}
      />
      <ConformField meta={fields.email} label="E-mail" type="email" inputMode="email" autoComplete="email" required />
      <ConformPasswordField
        meta={fields.password}
        label="Nova senha (opcional)"
        autoComplete="new-password"
        hint="Deixe em branco para manter a senha atual."
      />
      <ConformPasswordField
        meta={fields.currentPassword}
        label="Senha atual"
        autoComplete="current-password"
        hint="Necessária para trocar o e-mail ou a senha."
      />
      <ConformFormError id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel="Salvando..." className="btn btn-primary w-full sm:w-auto">
        Salvar
      </SubmitButton>
    </Form>
  );
}
