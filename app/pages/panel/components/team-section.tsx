import { Form } from "react-router";
import { INVITATION_DAYS, MEMORIAL_ROLES, ROLE_LABELS } from "~/features/memorial-team";
import { formatDate } from "~/shared/format/format";
import { PANEL_INTENTS } from "../panel-intents";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection, SectionAnswer } from "./panel-section";

type Team = PanelData["team"];
type Member = Team["members"][number];

interface TeamSectionProps {
  team: Team;
  answer: { ok: boolean; message: string | null; email?: string } | null;
}

function MemberRow({ member, team }: { member: Member; team: Team }) {
  const label = member.owner ? "Dono do memorial (administrador)" : ROLE_LABELS[member.role];
  return (
    <li className="rounded-xl border border-sky-100 p-3">
      <p className="break-words font-semibold">
        {member.name || member.email}
        {member.you && <span className="font-normal text-ink-soft"> (você)</span>}
      </p>
      <p className="break-all text-sm text-ink-soft">{member.email}</p>
      <p className="text-sm">{label}</p>
      {team.canManage && !member.owner && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={PANEL_INTENTS.changeRole} />
            <input type="hidden" name="userId" value={member.userId} />
            <input type="hidden" name="role" value={member.role === "editor" ? "administrator" : "editor"} />
            <IntentSubmit intent={PANEL_INTENTS.changeRole} pendingLabel="Salvando..." className="btn btn-secondary">
              {member.role === "editor" ? "Tornar administrador" : "Tornar editor"}
            </IntentSubmit>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={PANEL_INTENTS.removeMember} />
            <input type="hidden" name="userId" value={member.userId} />
            <IntentSubmit intent={PANEL_INTENTS.removeMember} pendingLabel="Removendo..." className="btn btn-secondary">
              Remover
            </IntentSubmit>
          </Form>
          {team.canTransfer && member.role === "administrator" && (
            <Form method="post">
              <input type="hidden" name="intent" value={PANEL_INTENTS.transfer} />
              <input type="hidden" name="userId" value={member.userId} />
              <IntentSubmit
                intent={PANEL_INTENTS.transfer}
                pendingLabel="Transferindo..."
                className="btn btn-secondary"
              >
                Transferir o memorial
              </IntentSubmit>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * 'Administradores' (decision 040): who manages the memorial, an invitation by e-mail, roles,
 * removal, leaving and the transfer of the memorial to another administrator.
 */
export function TeamSection({ team, answer }: TeamSectionProps) {
  return (
    <PanelSection
      id="administradores"
      description="Convide familiares para ajudar a cuidar do memorial. Administradores cuidam de tudo; editores, do conteúdo, das fotos e das homenagens."
    >
      <SectionAnswer answer={answer} />
      <ul className="mt-4 space-y-3">
        {team.members.map((member) => (
          <MemberRow key={member.userId} member={member} team={team} />
        ))}
      </ul>
      {team.canManage && (
        <>
          <h3 className="mt-6 text-lg">Convidar alguém</h3>
          <p className="text-ink-soft">
            Enviaremos um link por e-mail. Ele vale por {INVITATION_DAYS} dias e pode ser usado uma única vez, com a
            conta desse e-mail.
          </p>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <input type="hidden" name="intent" value={PANEL_INTENTS.invite} />
            <div>
              <label htmlFor="convite-email" className="font-semibold">
                E-mail
              </label>
              <input
                id="convite-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="off"
                required
                defaultValue={answer && !answer.ok ? answer.email : undefined}
                key={answer?.ok ? "enviado" : "digitando"}
                className="field mt-1"
              />
            </div>
            <fieldset>
              <legend className="font-semibold">Papel</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {MEMORIAL_ROLES.map((role) => (
                  <label key={role} className="inline-flex min-h-11 items-center gap-2">
                    <input type="radio" name="role" value={role} defaultChecked={role === "editor"} />
                    {ROLE_LABELS[role]}
                  </label>
                ))}
              </div>
            </fieldset>
            <IntentSubmit intent={PANEL_INTENTS.invite} pendingLabel="Enviando..." className="btn btn-primary">
              Enviar convite
            </IntentSubmit>
          </Form>
          {team.invitations.length > 0 && (
            <>
              <h3 className="mt-6 text-lg">Convites pendentes</h3>
              <ul className="mt-2 space-y-2">
                {team.invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3"
                  >
                    <span className="min-w-0">
                      <span className="block break-all font-semibold">{invitation.email}</span>
                      <span className="text-sm text-ink-soft">
                        {ROLE_LABELS[invitation.role]} · vale até {formatDate(invitation.expiresAt)}
                      </span>
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value={PANEL_INTENTS.revokeInvitation} />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <IntentSubmit
                        intent={PANEL_INTENTS.revokeInvitation}
                        pendingLabel="Cancelando..."
                        className="btn btn-secondary"
                      >
                        Cancelar convite
                      </IntentSubmit>
                    </Form>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {team.canLeave && (
        <Form method="post" className="mt-6 border-t border-sky-100 pt-4">
          <input type="hidden" name="intent" value={PANEL_INTENTS.leave} />
          <IntentSubmit intent={PANEL_INTENTS.leave} pendingLabel="Saindo..." className="btn btn-secondary">
            Deixar de administrar este memorial
          </IntentSubmit>
        </Form>
      )}
    </PanelSection>
  );
}
