import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Form, Link, redirect } from "react-router";
import { safeRedirectPath } from "~/shared/auth/guards.server";
import { validateForm } from "~/shared/http/form-state";
import { readFormData } from "~/shared/http/forms.server";
import { FormError, FormField } from "~/shared/ui/form-field";
import { pageMeta } from "~/shared/ui/seo";
import { BRAZILIAN_STATES } from "~/shared/validation/uf";
import type { Route } from "./+types/choose-location";
import { clearLocationCookie, locationSetCookie } from "./location-cookie.server";
import { manualLocationSchema } from "./location.schema";
import { manualLocation, visitorLocation } from "./location.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sua localização",
    description: "Escolha sua cidade para ver primeiro os memoriais e cemitérios perto de você.",
    path: "/localizacao",
    noindex: true,
  });

function target(value: FormDataEntryValue | string | null): string {
  return safeRedirectPath(typeof value === "string" ? value : null, "/");
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { current: visitorLocation(request), redirectTo: target(url.searchParams.get("redirectTo")) };
}

/** Without JavaScript: keep the city chosen by hand (or forget it) and go back to the list. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const secure = new URL(request.url).protocol === "https:";
  const redirectTo = target(form.get("redirectTo"));
  if (form.get("intent") === "clear") {
    return redirect(redirectTo, { headers: { "Set-Cookie": clearLocationCookie(secure) } });
  }
  const result = validateForm(manualLocationSchema, form);
  if (!result.ok) return result;
  return redirect(redirectTo, { headers: { "Set-Cookie": locationSetCookie(manualLocation(result.data), secure) } });
}

export default function ChooseLocation({ loaderData, actionData }: Route.ComponentProps) {
  const { current, redirectTo } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const state = failed?.values.state ?? current?.state ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl">Sua localização</h1>
      <p className="mt-3 text-ink-soft">
        Escolha sua cidade para ver primeiro os memoriais e cemitérios perto de você. Ela fica guardada só neste
        navegador, por 30 dias.
      </p>
      {current && (
        <p className="mt-4 rounded-lg bg-sky-50 p-3">
          Localização atual:{" "}
          <strong className="font-semibold">{current.city ? `${current.city}/${current.state}` : current.state}</strong>
        </p>
      )}
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-2xl border border-sky-200 bg-white p-6">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField
          name="city"
          label="Cidade"
          autoComplete="address-level2"
          maxLength={100}
          required
          defaultValue={failed?.values.city ?? current?.city ?? ""}
          error={failed?.errors.city}
        />
        <div>
          <label htmlFor="campo-state" className="font-semibold">
            Estado (UF)
          </label>
          <select
            id="campo-state"
            name="state"
            required
            defaultValue={state}
            aria-invalid={failed?.errors.state ? true : undefined}
            aria-describedby="campo-state-error"
            className="field mt-1"
          >
            <option value="">Escolha o estado</option>
            {BRAZILIAN_STATES.map((s) => (
              <option key={s.uf} value={s.uf}>
                {s.uf} — {s.name}
              </option>
            ))}
          </select>
          <p id="campo-state-error" className="field-error" aria-live="polite">
            {failed?.errors.state}
          </p>
        </div>
        <FormError message={failed?.formError} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" {...hook(HOOK.pendingLabel, "Salvando...")}>
            Salvar localização
          </button>
          <Link to={redirectTo} className="btn btn-secondary">
            Voltar
          </Link>
        </div>
      </Form>
      {current && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            name="intent"
            value="clear"
            className="text-sky-800 underline underline-offset-4 hover:text-sky-700"
          >
            Esquecer minha localização
          </button>
        </Form>
      )}
    </div>
  );
}
