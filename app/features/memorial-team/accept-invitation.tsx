import { data, Form, Link, redirect } from "react-router";
import { panelHref, profileHref } from "~/features/profiles";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { withNotice } from "~/shared/ui/flash";
import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import type { RouteHandle } from "~/shared/ui/root-data";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/accept-invitation";
import { acceptInvitation, type InvitationView, viewInvitation } from "./invitations.server";
import { ROLE_LABELS, TEAM_MESSAGES as M } from "./memorial-team.constants";

export const handle: RouteHandle = { clouds: true, enhance: ["forms"] };

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Convite para administrar um memorial",
    description: "Aceite o convite para ajudar a administrar um memorial.",
    path: `/convite/${params.token}`,
    noindex: true,
  });

const STATE_MESSAGES = { used: M.invitationUsed, expired: M.invitationExpired, revoked: M.invitationRevoked };

/** The invitation's page: anyone with the link sees whose memorial and which role; accepting needs that e-mail's account. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await context.ctx.actor();
  let invitation: InvitationView | null = null;
  try {
    invitation = await viewInvitation(params.token);
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
  }
  return {
    invitation: invitation && {
      state: invitation.state,
      email: invitation.email,
      role: invitation.role,
      honoreeName: invitation.honoreeName,
      username: invitation.username,
    },
    signedInAs: actor?.email ?? null,
    selfPath: `/convite/${encodeURIComponent(params.token)}`,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await readFormData(request);
  try {
    const accepted = await acceptInvitation(await context.ctx.actor(), params.token);
    return redirect(withNotice(panelHref(accepted.username), "convite-aceito"));
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data({ message: answer.message }, { status: answer.status });
  }
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, signedInAs, selfPath } = loaderData;
  const loginHref = `/login?redirectTo=${encodeURIComponent(selfPath)}`;
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl">Convite para administrar um memorial</h1>
        {!invitation ? (
          <p role="alert" className="mt-4 font-semibold">
            {M.invitationNotFound}
          </p>
        ) : invitation.state !== "valid" ? (
          <>
            <p role="alert" className="mt-4 font-semibold">
              {STATE_MESSAGES[invitation.state]}
            </p>
            <p className="mt-4">
              <Link to={profileHref(invitation.username)} className="font-semibold text-sky-800 underline">
                Ver o memorial de {invitation.honoreeName}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="mt-3">
              Você foi convidado para ajudar a administrar o memorial de{" "}
              <strong className="break-words">{invitation.honoreeName}</strong> como{" "}
              <strong>{ROLE_LABELS[invitation.role].toLowerCase()}</strong>.
            </p>
            <p className="mt-2 text-ink-soft">
              {invitation.role === "administrator"
                ? "Administradores cuidam de tudo no memorial: conteúdo, fotos, homenagens, plano e quem o administra."
                : "Editores cuidam do conteúdo, das fotos e das homenagens do memorial."}
            </p>
            {actionData?.message && (
              <p role="alert" className="field-error mt-4 font-semibold">
                {actionData.message}
              </p>
            )}
            {!signedInAs ? (
              <>
                <p className="mt-4">
                  Para aceitar, entre com a conta do e-mail <strong className="break-all">{invitation.email}</strong>.
                </p>
                <div className="mt-4 flex flex-col gap-3">
                  <Link to={loginHref} className="btn btn-primary">
                    Entrar para aceitar
                  </Link>
                  <Link to="/register" className="btn btn-secondary">
                    Criar conta
                  </Link>
                </div>
                <p className="mt-3 text-sm text-ink-soft">
                  Depois de criar a conta com este e-mail, abra de novo o link do convite.
                </p>
              </>
            ) : signedInAs.toLowerCase() !== invitation.email ? (
              <>
                <p role="alert" className="mt-4 font-semibold">
                  {M.wrongAccount(invitation.email)}
                </p>
                <p className="mt-2 text-ink-soft">
                  Você está conectado como <span className="break-all">{signedInAs}</span>.
                </p>
                <Form method="post" action="/logout" className="mt-4">
                  <button type="submit" className="btn btn-secondary w-full">
                    Sair desta conta
                  </button>
                </Form>
              </>
            ) : (
              <Form method="post" className="mt-5">
                <button type="submit" className="btn btn-primary w-full" {...hook(HOOK.pendingLabel, "Aceitando...")}>
                  Aceitar convite
                </button>
              </Form>
            )}
          </>
        )}
      </div>
    </div>
  );
}
