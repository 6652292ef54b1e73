import { BellRing } from "~/shared/ui/icons";
import { FOLLOW_EMAIL_INPUT_ID } from "../enhance";
import { FOLLOW_CONSENT_TEXT, followPath } from "../followers.constants";

export interface FollowFormProps {
  username: string;
  /** The page's bot-check token (`sandbox:0.9` with the sandbox). */
  captchaToken: string;
  /** Prefilled address (the one just used to sign the attendance list or pay a tribute). */
  email?: string;
  /** The refused submission's message, beside the field. */
  error?: string;
  /** A short offer instead of the section's heading (after signing the list or paying a tribute). */
  offer?: boolean;
  /** Element ids must be unique on the page: a prefix for each copy of the form. */
  idPrefix?: string;
  /** Where the answer opens (`_top` from a tribute form embedded in the memorial). */
  target?: string;
}

/**
 * 'Seguir o memorial': a plain form (no script needed) posting to /seguir/<username>, where the
 * confirmation e-mail is sent (double opt-in).
 */
export function FollowForm({
  username,
  captchaToken,
  email,
  error,
  offer,
  idPrefix = "seguir",
  target,
}: FollowFormProps) {
  const inputId = idPrefix === "seguir" ? FOLLOW_EMAIL_INPUT_ID : `${idPrefix}-email`;
  const errorId = `${idPrefix}-email-erro`;
  return (
    <form method="post" action={followPath(username)} target={target} noValidate className="mt-3 space-y-3">
      <input type="hidden" name="captchaToken" value={captchaToken} />
      {offer && email ? (
        <>
          <input type="hidden" name="email" value={email} />
          <p>
            Quer receber um e-mail nas datas que importam? Siga o memorial com <strong>{email}</strong>.
          </p>
        </>
      ) : (
        <div>
          <label htmlFor={inputId} className="font-semibold">
            E-mail
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={200}
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className="field mt-1"
          />
          <p id={errorId} className="field-error" aria-live="polite">
            {error}
          </p>
        </div>
      )}
      <p className="text-sm text-ink-soft">{FOLLOW_CONSENT_TEXT}</p>
      <button type="submit" className="btn btn-secondary">
        <BellRing className="h-5 w-5" aria-hidden="true" /> Seguir o memorial
      </button>
    </form>
  );
}

/** The memorial page's section: why follow, and the form. */
export function FollowSection(props: Omit<FollowFormProps, "offer">) {
  return (
    <section
      id="seguir"
      aria-labelledby="seguir-titulo"
      className="mt-12 scroll-mt-20 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
    >
      <h2 id="seguir-titulo" className="text-2xl">
        Seguir o memorial
      </h2>
      <p className="mt-1 text-ink-soft">
        Receba um e-mail no aniversário, no sétimo e no trigésimo dia, no aniversário de falecimento, no Dia de Finados
        e quando uma cerimônia for marcada.
      </p>
      <FollowForm {...props} />
    </section>
  );
}
