import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { LogoMark } from "~/shared/ui/shell/logo";
import { CONSENT_TEXT } from "../consent.constants";

interface Props {
  consented: boolean;
  /** The site's name (SITE_NAME), shown with the logo: the first thing a newcomer reads is whose site this is. */
  siteName: string;
  policy: { title: string; html: string } | null;
  children: (hidden: boolean) => React.ReactNode;
}

/**
 * Until the visitor accepts, only the consent dialog is usable: the page behind it stays in the
 * document (titles and previews keep working) but hidden and inert. The form posts to /consent
 * without JavaScript; with it, the enhancement script calls the API and reveals the page.
 */
export function ConsentGate({ consented, siteName, policy, children }: Props) {
  const [accepted, setAccepted] = useState(consented);
  const location = useLocation();

  useEffect(() => {
    const onConsent = () => setAccepted(true);
    document.addEventListener("memorial:consent", onConsent);
    return () => document.removeEventListener("memorial:consent", onConsent);
  }, []);

  if (accepted) return <>{children(false)}</>;

  return (
    <>
      <div
        {...hook(HOOK.consentDialog)}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        className="clouds fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-4"
      >
        <form
          {...hook(HOOK.consentForm)}
          method="post"
          action="/consent"
          className="my-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl"
        >
          <p className="flex items-center gap-3 font-serif text-lg font-semibold text-ink">
            <LogoMark className="h-10 w-10 flex-none" />
            <span>{siteName}</span>
          </p>
          <h2 id="consent-title" className="mt-4 text-xl">
            Privacidade e termos de uso
          </h2>
          <p id="consent-text" className="mt-3 leading-relaxed">
            {CONSENT_TEXT}
          </p>
          {policy && (
            <details className="mt-4 rounded-lg border border-sky-200 bg-sky-50">
              <summary className="cursor-pointer px-4 py-3 font-semibold text-sky-800">Ler a política completa</summary>
              <div
                className="prose-memorial max-h-[45vh] overflow-y-auto px-4 pb-4 text-sm"
                // Our own contract text, rendered from Markdown on the server.
                dangerouslySetInnerHTML={{ __html: policy.html }}
              />
            </details>
          )}
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <p role="alert" {...hook(HOOK.consentError)} hidden className="field-error mt-3">
            Não foi possível registrar o seu aceite. Verifique a conexão e tente novamente.
          </p>
          {/* The dialog's one action takes focus when the page opens. */}
          <button type="submit" autoFocus className="btn btn-primary mt-6 w-full">
            Aceitar
          </button>
        </form>
      </div>
      {children(true)}
    </>
  );
}
