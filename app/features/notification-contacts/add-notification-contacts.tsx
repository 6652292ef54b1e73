import { parseWithZod } from "@conform-to/zod/v4";
import { withExplanation } from "~/shared/ui/flash";
import { data, Form, Link, redirect } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { ForbiddenError, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { formatPhone } from "~/shared/validation/phone";
import type { Route } from "./+types/add-notification-contacts";
import { NotificationContactForm } from "./components/notification-contact-form";
import { CONTACT_MESSAGES as M } from "./notification-contacts.constants";
import { contactFormSchema } from "./notification-contacts.schema";
import {
  listNotificationContacts,
  managedProfileByUsername,
  removeNotificationContact,
  saveNotificationContact,
} from "./notification-contacts.server";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Contatos de notificação",
    description: "Cadastre quem deve ser avisado quando o memorial for atualizado.",
    path: `/add-notification-contacts/${params.username}`,
    noindex: true,
  });

/** Owner only: anyone else goes to the memorial (spec part 2, §4: 'Não é o dono do perfil!'). */
async function managed(actor: SessionUser, username: string) {
  try {
    return await managedProfileByUsername(actor, username);
  } catch (error) {
    if (error instanceof ForbiddenError)
      throw redirect(withExplanation(`/profile/${encodeURIComponent(username.replace(/^@/, ""))}`, "sem-permissao"));
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await managed(actor, params.username);
  const contacts = await listNotificationContacts(actor, profile);
  return {
    profile: { username: profile.username, name: profile.name },
    contacts: contacts.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      cellphone: c.cellphone ? (formatPhone(c.cellphone) ?? c.cellphone) : null,
      kinship: c.kinship,
      unsubscribed: c.unsubscribedAt !== null,
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const profile = await managed(actor, params.username);
  const formData = await readFormData(request);
  if (formData.get("intent") === "remove") {
    try {
      await removeNotificationContact(actor, formData.get("contactId"));
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // Already gone (removed in another tab): the list below shows it is.
    }
    return { result: null, saved: false, removed: true };
  }
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  if (submission.status !== "success") return { result: replyTo(submission), saved: false, removed: false };
  try {
    await saveNotificationContact(actor, { userId: actor.id, profileId: profile.id, contact: submission.payload });
  } catch (error) {
    return refuseSubmission(submission, error, { saved: false, removed: false });
  }
  return { result: replyTo(submission, { resetForm: true }), saved: true, removed: false };
}

export default function AddNotificationContacts({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, contacts } = loaderData;
  const memorialPath = `/profile/${encodeURIComponent(profile.username)}`;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl">Contatos de notificação</h1>
      <p className="mt-2 text-ink-soft">
        Quem você cadastrar aqui recebe um e-mail quando o memorial de <strong>{profile.name}</strong> for atualizado.
      </p>
      {actionData?.saved && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
          {M.saved}
        </p>
      )}
      {actionData?.removed && (
        <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
          {M.removed}
        </p>
      )}
      <div className="mt-6">
        <NotificationContactForm lastResult={actionData?.result}>
          <Link reloadDocument to="/profiles" className="btn btn-secondary">
            Voltar
          </Link>
          <Link reloadDocument to={memorialPath} className="btn btn-secondary">
            Finalizar
          </Link>
        </NotificationContactForm>
      </div>
      <section aria-labelledby="contacts-title" className="mt-8">
        <h2 id="contacts-title" className="text-xl">
          Contatos cadastrados
        </h2>
        {contacts.length === 0 ? (
          <p className="mt-2 text-ink-soft">Nenhum contato cadastrado ainda.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {contacts.map((contact) => (
              <li
                key={contact.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sky-200 bg-white p-4"
              >
                <div className="min-w-0 break-words">
                  <p className="font-semibold">
                    {contact.name}
                    {contact.kinship && <span className="font-normal text-ink-soft"> ({contact.kinship})</span>}
                  </p>
                  {contact.email && <p className="text-sm">{contact.email}</p>}
                  {contact.cellphone && <p className="text-sm">{contact.cellphone}</p>}
                  {contact.unsubscribed && <p className="text-sm text-ink-soft">Não recebe mais avisos.</p>}
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="contactId" value={contact.id} />
                  <SubmitButton pendingLabel="Removendo..." className="btn btn-secondary">
                    <span>
                      Remover<span className="sr-only"> {contact.name}</span>
                    </span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
