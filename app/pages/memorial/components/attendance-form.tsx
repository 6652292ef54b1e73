import type { ReactNode } from "react";
import { hook, HOOK, ID } from "~/shared/ui/markup/markup-hooks";
import { ATTENDANCE_FIELD_RULES, ATTENDANCE_MESSAGES } from "~/features/attendance";
import type { FormFailure } from "~/shared/http/form-state";
import { FormError, FormField } from "~/shared/ui/form-field";

export type AttendResult = { ok: true; message: string } | FormFailure;

/**
 * 'Registrar Presença': a section with a form posting to the page's action; the enhancement
 * script moves it into a modal dialog and sends it to POST /api/event/attendProfile.
 */
export function AttendanceForm({
  action,
  result,
  children,
}: {
  action: string;
  result?: AttendResult;
  /** Shown under the success message (the offer to follow the memorial). */
  children?: ReactNode;
}) {
  const failed = result && !result.ok ? result : undefined;
  return (
    <section
      id={ID.attend}
      {...hook(HOOK.attendSection)}
      aria-labelledby={ID.attendTitle}
      className="mt-12 scroll-mt-20 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
    >
      <h2 id={ID.attendTitle} className="text-2xl">
        Registrar presença
      </h2>
      <p className="mt-1 text-ink-soft">Deixe o seu nome na lista de quem veio prestar homenagem.</p>
      {result?.ok && (
        <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
          {result.message}
        </p>
      )}
      {result?.ok && children}
      <form
        method="post"
        action={`${action}#${ID.attend}`}
        noValidate
        {...hook(HOOK.liveForm)}
        {...hook(HOOK.attendForm)}
        className="mt-4 space-y-4"
        key={result?.ok ? "sent" : "form"}
      >
        <FormField
          name="name"
          label="Nome"
          autoComplete="name"
          required
          maxLength={120}
          rules={ATTENDANCE_FIELD_RULES.name}
          defaultValue={failed?.values.name}
          error={failed?.errors.name}
        />
        <FormField
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          rules={ATTENDANCE_FIELD_RULES.email}
          defaultValue={failed?.values.email}
          error={failed?.errors.email}
        />
        <FormField
          name="cellphone"
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={11}
          hint="Com DDD, só números (11 dígitos)."
          rules={ATTENDANCE_FIELD_RULES.cellphone}
          defaultValue={failed?.values.cellphone}
          error={failed?.errors.cellphone}
        />
        <FormError message={failed?.formError} fallback={ATTENDANCE_MESSAGES.invalid} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" {...hook(HOOK.pendingLabel, "Registrando...")}>
            Registrar Presença
          </button>
          <button type="button" {...hook(HOOK.dialogClose)} hidden className="btn btn-secondary">
            Cancelar
          </button>
        </div>
      </form>
    </section>
  );
}
