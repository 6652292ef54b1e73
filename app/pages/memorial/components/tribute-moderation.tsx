import { Flag } from "~/shared/ui/icons";
import { MODERATION_INTENTS, REPORT_REASONS } from "~/features/tributes";

/** 'Denunciar': any visitor, a reason, once per person. */
export function ReportForm({ tributeId, name }: { tributeId: string; name: string }) {
  const id = `denuncia-${tributeId}`;
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-ink-soft">
        <Flag className="h-4 w-4" aria-hidden="true" /> Denunciar<span className="sr-only"> a homenagem de {name}</span>
      </summary>
      <form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value={MODERATION_INTENTS.report} />
        <input type="hidden" name="tributeId" value={tributeId} />
        <div>
          <label htmlFor={id} className="block font-semibold">
            Motivo
          </label>
          <select id={id} name="reason" required className="field mt-1">
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          Enviar denúncia
        </button>
      </form>
    </details>
  );
}
