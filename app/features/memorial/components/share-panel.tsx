import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Copy, MessageCircle } from "~/shared/ui/icons";

/** Lucide has no brand icons: the "f" of Facebook, drawn with the same stroke. */
function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/**
 * WhatsApp, Facebook and copy link. The link of a private memorial carries its access token
 * (only its owner, or someone who was given that link, sees this section with it).
 */
export function SharePanel({ name, url, isPrivate }: { name: string; url: string; isPrivate: boolean }) {
  const link = "btn btn-secondary w-full sm:w-auto";
  return (
    <section id="compartilhar" aria-labelledby="compartilhar-titulo" className="mt-12 scroll-mt-20">
      <h2 id="compartilhar-titulo" className="text-2xl">
        Compartilhar
      </h2>
      {isPrivate && (
        <p className="mt-2 text-ink-soft">
          Este perfil é privado: o link abaixo inclui a chave de acesso. Envie apenas para quem você quer que veja o
          memorial.
        </p>
      )}
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <li>
          <a
            href={whatsappShareUrl(`Homenagem a ${name}: ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" /> WhatsApp
          </a>
        </li>
        <li>
          <a href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer" className={link}>
            <FacebookIcon /> Facebook
          </a>
        </li>
        <li>
          <button type="button" {...hook(HOOK.copyLink, url)} hidden className={link}>
            <Copy className="h-5 w-5" aria-hidden="true" /> Copiar link
          </button>
        </li>
      </ul>
      <div className="mt-4">
        <label htmlFor="link-do-perfil" className="font-semibold">
          Link do perfil
        </label>
        <input id="link-do-perfil" readOnly value={url} className="field mt-1 text-sm" />
      </div>
    </section>
  );
}
