import { hook, HOOK, ID } from "~/enhance/markup-hooks";
import { Camera, Flame, MessageSquare, Share2, UserCheck } from "lucide-react";

const TRIBUTES = [
  { label: "Deixar Mensagem", Icon: MessageSquare, honor: "message" },
  { label: "Acender Vela", Icon: Flame, honor: "candle" },
  { label: "Compartilhar Lembrança", Icon: Camera, honor: "photo" },
] as const;

/** The honor form of a memorial (a private one's token travels along). */
export function honorHref(username: string, honor: "message" | "candle" | "photo", token?: string | null): string {
  const handle = encodeURIComponent(username.replace(/^@/, ""));
  return `/homenagear/${handle}?tipo=${honor}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
}

/**
 * The tribute buttons of the spec lead to the honor form (its own page: details, then the
 * checkout). 'Registrar Presença' opens the sign-up (a dialog with JavaScript, the section further
 * down without it); 'Compartilhar perfil' uses the phone's share sheet when there is one, else the
 * share section.
 */
export function MemorialActions({ username, token }: { username: string; token?: string | null }) {
  const button = "btn btn-secondary w-full sm:w-auto";
  return (
    <nav aria-label="Homenagear" className="mt-8">
      <ul className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {TRIBUTES.map(({ label, Icon, honor }) => (
          <li key={label}>
            <a href={honorHref(username, honor, token)} {...hook(HOOK.openHonor, label)} className={button}>
              <Icon className="h-5 w-5" aria-hidden="true" /> {label}
            </a>
          </li>
        ))}
        <li>
          <a href={`#${ID.attend}`} {...hook(HOOK.openAttend)} className="btn btn-primary w-full sm:w-auto">
            <UserCheck className="h-5 w-5" aria-hidden="true" /> Registrar Presença
          </a>
        </li>
        <li>
          <a href="#compartilhar" {...hook(HOOK.shareProfile)} className={button}>
            <Share2 className="h-5 w-5" aria-hidden="true" /> Compartilhar perfil
          </a>
        </li>
      </ul>
    </nav>
  );
}
