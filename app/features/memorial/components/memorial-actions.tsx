import { hook, HOOK, ID } from "~/shared/ui/markup/markup-hooks";
import { Camera, Flame, MessageSquare, Share2, UserCheck } from "~/shared/ui/icons";

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

/** On a phone the three tributes share one row, icon over label; from `sm` up, a row of pills. */
const TRIBUTE_BUTTON =
  "btn btn-secondary h-full w-full flex-col gap-1 rounded-2xl px-1.5 py-2 text-center text-sm leading-tight " +
  "sm:w-auto sm:flex-row sm:gap-2 sm:rounded-full sm:px-5 sm:py-2.5 sm:text-base";
/** The two other actions share the row below on a phone; a long label wraps rather than overflows. */
const ROW_BUTTON = "h-full w-full px-3 text-center text-sm leading-tight sm:w-auto sm:px-5 sm:text-base";

/**
 * The tribute buttons of the spec lead to the honor form (its own page: details, then the
 * checkout). 'Registrar Presença' opens the sign-up (a dialog with JavaScript, the section further
 * down without it); 'Compartilhar perfil' uses the phone's share sheet when there is one, else the
 * share section. Grouped so a phone's first screen is two short rows, not five stacked buttons.
 */
export function MemorialActions({ username, token }: { username: string; token?: string | null }) {
  return (
    <nav aria-label="Homenagear" className="mt-8 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" data-tribute-actions>
        {TRIBUTES.map(({ label, Icon, honor }) => (
          <li key={label}>
            <a href={honorHref(username, honor, token)} {...hook(HOOK.openHonor, label)} className={TRIBUTE_BUTTON}>
              <Icon className="h-5 w-5 flex-none" aria-hidden="true" /> {label}
            </a>
          </li>
        ))}
      </ul>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <li>
          <a href={`#${ID.attend}`} {...hook(HOOK.openAttend)} className={`btn btn-primary ${ROW_BUTTON}`}>
            <UserCheck className="h-5 w-5 flex-none" aria-hidden="true" /> Registrar Presença
          </a>
        </li>
        <li>
          <a href="#compartilhar" {...hook(HOOK.shareProfile)} className={`btn btn-secondary ${ROW_BUTTON}`}>
            <Share2 className="h-5 w-5 flex-none" aria-hidden="true" /> Compartilhar perfil
          </a>
        </li>
      </ul>
    </nav>
  );
}
