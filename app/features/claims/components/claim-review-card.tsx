import { Form } from "react-router";
import { FormAnswer } from "~/shared/ui/zone/form-answer";
import { CLAIM_STATUS_LABELS, MAX_DECISION_NOTE, type ClaimStatus } from "../claims.constants";

/** A claim as the review screen shows it (dates already worded). */
export interface ReviewCard {
  id: string;
  honoreeName: string;
  username: string;
  claimantEmail: string | null;
  fullName: string | null;
  relationship: string;
  phone: string | null;
  evidence: string | null;
  status: ClaimStatus;
  objected: boolean;
  submittedAt: string;
  objectionWindowEndsAt: string;
  windowOver: boolean;
  decidedAt: string | null;
  decisionNote: string | null;
  outcome: "added_administrator" | "transferred" | null;
  objections: { text: string; at: string; byName: string | null }[];
  activeAdministrators: number;
}

const OUTCOMES = { added_administrator: "Adicionado como administrador", transferred: "Memorial transferido" };

function approvalHint(card: ReviewCard): string {
  if (card.activeAdministrators === 0) return "O memorial não tem administrador ativo: aprovar transfere o memorial.";
  if (!card.windowOver) return `Aprovação possível a partir de ${card.objectionWindowEndsAt}.`;
  return "Aprovar adiciona quem pediu como administrador.";
}

/** One claim in the admins' queue: the evidence, the objections and the decision form. */
export function ClaimReviewCard({
  card,
  answer,
}: {
  card: ReviewCard;
  answer: { ok: boolean; message: string } | null;
}) {
  const noteId = `nota-${card.id}`;
  return (
    <li className="rounded-2xl border border-sky-200 bg-white p-5">
      <h2 className="text-lg font-semibold">
        <a href={`/profile/${encodeURIComponent(card.username)}`}>{card.honoreeName}</a>
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Quem pediu</dt>
        <dd className="break-words">{card.fullName ?? "Dados apagados a pedido do titular"}</dd>
        <dt className="font-semibold">E-mail da conta</dt>
        <dd className="break-all">{card.claimantEmail ?? "—"}</dd>
        <dt className="font-semibold">Parentesco</dt>
        <dd>{card.relationship}</dd>
        <dt className="font-semibold">Celular</dt>
        <dd>{card.phone ?? "—"}</dd>
        <dt className="font-semibold">Enviada em</dt>
        <dd>{card.submittedAt}</dd>
        <dt className="font-semibold">Prazo de contestação</dt>
        <dd>{card.objectionWindowEndsAt}</dd>
        <dt className="font-semibold">Administradores ativos</dt>
        <dd>{card.activeAdministrators}</dd>
        <dt className="font-semibold">Situação</dt>
        <dd>
          {CLAIM_STATUS_LABELS[card.status]}
          {card.outcome && ` — ${OUTCOMES[card.outcome]}`}
          {card.decidedAt && ` em ${card.decidedAt}`}
        </dd>
      </dl>
      <h3 className="mt-3 font-semibold">Comprovação</h3>
      <p className="whitespace-pre-line break-words">{card.evidence ?? "—"}</p>
      <h3 className="mt-3 font-semibold">{card.objected ? "Contestações" : "Sem contestações"}</h3>
      {card.objections.length > 0 && (
        <ul className="mt-1 space-y-2">
          {card.objections.map((o) => (
            <li key={o.at + o.text} className="rounded-lg bg-amber-50 p-3">
              <p className="text-sm text-ink-soft">
                {o.byName ?? "Conta excluída"}, {o.at}
              </p>
              <p className="whitespace-pre-line break-words">{o.text}</p>
            </li>
          ))}
        </ul>
      )}
      {card.decisionNote && (
        <p className="mt-3 break-words">
          <span className="font-semibold">Nota da decisão:</span> {card.decisionNote}
        </p>
      )}
      <FormAnswer answer={answer} className="mt-3" />
      {card.status === "awaiting_objection_window" && (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="claimId" value={card.id} />
          <div>
            <label htmlFor={noteId} className="font-semibold">
              Nota da decisão
            </label>
            <p id={`${noteId}-hint`} className="text-sm text-ink-soft">
              Enviada por e-mail a quem pediu e aos administradores. {approvalHint(card)}
            </p>
            <textarea
              id={noteId}
              name="note"
              rows={3}
              maxLength={MAX_DECISION_NOTE}
              aria-describedby={`${noteId}-hint`}
              aria-required
              className="field mt-1"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="decision" value="approve" className="btn btn-primary">
              Aprovar
            </button>
            <button type="submit" name="decision" value="reject" className="btn btn-secondary">
              Recusar
            </button>
          </div>
        </Form>
      )}
    </li>
  );
}
