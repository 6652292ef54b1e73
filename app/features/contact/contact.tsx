import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import type { RouteHandle, RootData } from "~/shared/ui/root-data";
import { Camera, Mail, MessageCircle } from "~/shared/ui/icons";
import { Form, useRouteLoaderData } from "react-router";
import { TooManyRequestsError } from "~/shared/http/errors";
import { validateForm } from "~/shared/http/form-state";
import { formRefusal, readFormData } from "~/shared/http/forms.server";
import { FormError, FormField } from "~/shared/ui/form-field";
import { CHANNELS_ANCHOR } from "~/shared/contact-channels";
import { whatsappUrl } from "~/shared/ui/shell/footer";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/contact";
import { ExampleChannelItem } from "./components/example-channel-item";
import { CONTACT_MESSAGES, CONTACT_SENT, contactSchema } from "./contact.schema";
import { sendContactMessage } from "./contact.server";

export const handle: RouteHandle = { enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contato",
    description: "Fale com a equipe do memorial pelo WhatsApp, por e-mail ou pelo formulário.",
    path: "/contato",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const result = validateForm(contactSchema, formData);
  if (!result.ok) return { ...result, sent: false as const };
  try {
    await sendContactMessage(result.data, context.ctx);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return formRefusal(formData, error, { sent: false as const });
  }
  return { ok: true as const, sent: true as const };
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className="text-3xl">
          Contato
        </h1>
        <p className="mt-4 text-ink-soft">
          Estamos aqui para ajudar, seja para tirar uma dúvida, criar um memorial ou tornar sua funerária parceira.
        </p>
        <ul id={CHANNELS_ANCHOR} className="mt-6 scroll-mt-20 space-y-3">
          {site?.whatsappNumber ? (
            <li>
              <a
                className="flex items-center gap-3 text-sky-800 underline underline-offset-4"
                href={whatsappUrl(site.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle className="h-5 w-5" aria-hidden="true" /> WhatsApp
              </a>
            </li>
          ) : (
            site?.exampleChannels.includes("whatsapp") && (
              <ExampleChannelItem channel="whatsapp" icon={<MessageCircle className="h-5 w-5" aria-hidden="true" />} />
            )
          )}
          {site && (
            <li>
              <a
                className="flex items-center gap-3 text-sky-800 underline underline-offset-4"
                href={`mailto:${site.contactEmail}`}
              >
                <Mail className="h-5 w-5" aria-hidden="true" /> {site.contactEmail}
              </a>
            </li>
          )}
          {site?.instagramUrl ? (
            <li>
              <a
                className="flex items-center gap-3 text-sky-800 underline underline-offset-4"
                href={site.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Camera className="h-5 w-5" aria-hidden="true" /> Instagram
              </a>
            </li>
          ) : (
            site?.exampleChannels.includes("instagram") && (
              <ExampleChannelItem channel="instagram" icon={<Camera className="h-5 w-5" aria-hidden="true" />} />
            )
          )}
        </ul>
      </section>

      <section aria-labelledby="form-title" className="rounded-2xl border border-sky-200 bg-white p-6">
        <h2 id="form-title" className="text-xl">
          Envie uma mensagem
        </h2>
        {actionData?.sent && (
          <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
            {CONTACT_SENT}
          </p>
        )}
        <Form
          method="post"
          className="mt-4 space-y-4"
          noValidate
          {...hook(HOOK.liveForm)}
          key={actionData?.sent ? "sent" : "form"}
        >
          <FormField
            name="name"
            label="Nome"
            autoComplete="name"
            required
            rules={{ required: CONTACT_MESSAGES.name }}
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
            rules={{ required: CONTACT_MESSAGES.email, email: CONTACT_MESSAGES.email }}
            defaultValue={failed?.values.email}
            error={failed?.errors.email}
          />
          <div>
            <label htmlFor="campo-message" className="font-semibold">
              Mensagem
            </label>
            <textarea
              id="campo-message"
              name="message"
              rows={5}
              maxLength={4000}
              required
              aria-describedby="campo-message-error"
              aria-invalid={failed?.errors.message ? true : undefined}
              defaultValue={failed?.values.message}
              className="field mt-1"
            />
            <p id="campo-message-error" className="field-error" aria-live="polite">
              {failed?.errors.message}
            </p>
          </div>
          <div className="hidden" aria-hidden="true">
            <label htmlFor="website">Deixe este campo vazio</label>
            <input id="website" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <FormError message={failed?.formError} />
          <button type="submit" className="btn btn-primary w-full" {...hook(HOOK.pendingLabel, "Enviando...")}>
            Enviar mensagem
          </button>
        </Form>
      </section>
    </div>
  );
}
