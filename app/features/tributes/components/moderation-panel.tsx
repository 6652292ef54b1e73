import type { ModeratedTribute } from "../moderation.server";
import { MODERATION_INTENTS } from "../moderation-intents";
import { formatDate } from "~/shared/format/format";

/** One moderation decision of the family, as a plain form (no JavaScript needed). */
export function ModerationButton({
  tributeId,
  decision,
  label,
  children,
  primary,
}: {
  tributeId: string;
  decision: "hide" | "show" | "approve" | "reject";
  label: string;
  children: React.ReactNode;
  primary?: boolean;
}) {
  return (
    <form method="post" className="mt-2 inline-block">
      <input type="hidden" name="intent" value={MODERATION_INTENTS.moderate} />
      <input type="hidden" name="tributeId" value={tributeId} />
      <input type="hidden" name="decision" value={decision} />
      <button type="submit" aria-label={label} className={`btn ${primary ? "btn-primary" : "btn-secondary"} mr-2`}>
        {children}
      </button>
    </form>
  );
}

const REASONS: Record<string, string> = {
  approval: "Aguardando a sua aprovação",
  link: "Contém um link: aguardando a sua aprovação",
  reports: "Denunciada por visitantes: aguardando a sua decisão",
};

/**
 * The family's side of the tributes: approval mode for messages and photos, the ones waiting for
 * them (approve or refuse: a refused paid tribute is refunded), and the hidden ones (show again).
 */
export function ModerationPanel({
  moderation,
  title = "Moderação das homenagens",
  headingId = "moderacao-titulo",
  className = "mt-8 rounded-2xl border border-sky-200 bg-white p-5",
  id,
}: {
  moderation: { approveTributes: boolean; items: ModeratedTribute[] };
  /** The section's heading: the memorial page's 'Moderação das homenagens', the panel's 'Homenagens'. */
  title?: string;
  headingId?: string;
  className?: string;
  id?: string;
}) {
  const held = moderation.items.filter((t) => t.visibility === "held");
  const hidden = moderation.items.filter((t) => t.visibility === "hidden");
  const reported = moderation.items.filter((t) => t.visibility === "published");
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl">
        {title}
      </h2>
      <form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={MODERATION_INTENTS.approval} />
        <input type="hidden" name="on" value={String(!moderation.approveTributes)} />
        <p className="text-ink-soft">
          {moderation.approveTributes
            ? "Mensagens e fotos aguardam a sua aprovação antes de aparecer."
            : "Mensagens e fotos aparecem assim que pagas (as que têm links aguardam a sua aprovação)."}
        </p>
        <button type="submit" className="btn btn-secondary">
          {moderation.approveTributes ? "Publicar sem aprovação" : "Aprovar antes de publicar"}
        </button>
      </form>
      <h3 className="mt-5 text-lg">Aguardando aprovação ({held.length})</h3>
      {held.length === 0 ? (
        <p className="mt-1 text-ink-soft">Nenhuma homenagem aguardando.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {held.map((tribute) => (
            <ModeratedItem key={tribute.id} tribute={tribute}>
              <ModerationButton
                tributeId={tribute.id}
                decision="approve"
                label={`Aprovar a homenagem de ${tribute.name}`}
                primary
              >
                Aprovar
              </ModerationButton>
              <ModerationButton
                tributeId={tribute.id}
                decision="reject"
                label={`Recusar a homenagem de ${tribute.name}`}
              >
                Recusar e devolver o valor
              </ModerationButton>
            </ModeratedItem>
          ))}
        </ul>
      )}
      {reported.length > 0 && (
        <>
          <h3 className="mt-5 text-lg">Denunciadas por visitantes ({reported.length})</h3>
          <ul className="mt-2 space-y-3">
            {reported.map((tribute) => (
              <ModeratedItem key={tribute.id} tribute={tribute}>
                <ModerationButton
                  tributeId={tribute.id}
                  decision="hide"
                  label={`Ocultar a homenagem de ${tribute.name}`}
                >
                  Ocultar
                </ModerationButton>
              </ModeratedItem>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-5 text-lg">Ocultas ({hidden.length})</h3>
      {hidden.length === 0 ? (
        <p className="mt-1 text-ink-soft">Nenhuma homenagem oculta.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {hidden.map((tribute) => (
            <ModeratedItem key={tribute.id} tribute={tribute}>
              <ModerationButton tributeId={tribute.id} decision="show" label={`Mostrar a homenagem de ${tribute.name}`}>
                Mostrar novamente
              </ModerationButton>
            </ModeratedItem>
          ))}
        </ul>
      )}
    </section>
  );
}

function ModeratedItem({ tribute, children }: { tribute: ModeratedTribute; children: React.ReactNode }) {
  return (
    <li className="rounded-xl border border-sky-100 p-4">
      <p className="break-words">
        <strong>{tribute.name}</strong> · {formatDate(tribute.createdAt)}
      </p>
      {tribute.visibility === "held" && tribute.heldReason && (
        <p className="text-sm font-semibold text-sky-800">{REASONS[tribute.heldReason]}</p>
      )}
      {tribute.body && <p className="mt-1 whitespace-pre-line break-words">{tribute.body}</p>}
      {tribute.reports.length > 0 && (
        <p className="mt-1 text-sm text-ink-soft">
          Denúncias: {tribute.reports.map((r) => `${r.reason} (${r.count})`).join(", ")}
        </p>
      )}
      <div className="mt-1">{children}</div>
    </li>
  );
}
