import { Flame, Flower2, Image as ImageIcon, LayoutDashboard, MessageSquare, UserCheck } from "~/shared/ui/icons";
import { Link } from "react-router";
import { formatRelativeTime } from "~/shared/format/format";
import { Portrait } from "~/shared/ui/portrait";
import { panelHref, profileHref } from "~/features/profiles";
import { PlanBadge } from "~/shared/ui/plan-badge";
import type { Activity, MyProfile } from "../my-profiles.server";

/**
 * A memorial the user administers: opens it, or continues it when it was not activated yet; its
 * 'Painel' leads to the memorial panel, where every management task is.
 */
export function ProfileRow({
  profile,
}: {
  profile: Pick<MyProfile, "id" | "username" | "name" | "imagePath" | "type" | "activatedByUser">;
}) {
  const href = profile.activatedByUser ? profileHref(profile.username) : `/complete-profile/${profile.id}`;
  return (
    <li className="flex items-center gap-2">
      <Link
        to={href}
        className="flex min-w-0 flex-1 items-center gap-4 rounded-xl p-3 text-ink no-underline hover:bg-sky-50"
      >
        <Portrait imagePath={profile.imagePath} name={profile.name} size={56} className="h-14 w-14" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{profile.name}</span>
          <span className="block truncate text-sm text-ink-soft">@{profile.username}</span>
          {(profile.type !== "Free" || !profile.activatedByUser) && (
            <span className="mt-1 flex flex-wrap items-center gap-2">
              {profile.type !== "Free" && <PlanBadge type={profile.type} />}
              {!profile.activatedByUser && (
                <span className="text-sm font-semibold text-sky-800 underline underline-offset-4">
                  Completar perfil
                </span>
              )}
            </span>
          )}
        </span>
      </Link>
      <Link
        reloadDocument
        to={panelHref(profile.username)}
        className="btn btn-secondary flex-none px-3 sm:px-5"
        aria-label={`Painel do memorial de ${profile.name}`}
      >
        <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
        {/* On a phone the name needs the room: the icon stays, the word is read from the label. */}
        <span className="sr-only sm:not-sr-only">Painel</span>
      </Link>
    </li>
  );
}

const ACTIVITY = {
  Candle: { Icon: Flame, verb: "acendeu uma vela" },
  Flower: { Icon: Flower2, verb: "deixou uma flor" },
  Message: { Icon: MessageSquare, verb: "deixou uma mensagem" },
  Photo: { Icon: ImageIcon, verb: "compartilhou uma lembrança" },
  Attend: { Icon: UserCheck, verb: "registrou presença" },
} as const;

export function ActivityRow({ activity, now }: { activity: Activity; now: Date }) {
  const { Icon, verb } = ACTIVITY[activity.tribute_type];
  return (
    <li>
      <Link
        to={profileHref(activity.username)}
        className="flex items-center gap-4 rounded-xl p-3 text-ink no-underline hover:bg-sky-50"
      >
        <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-warm-100 text-gold">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block">
            <strong className="font-semibold">{activity.owner_name_tribute}</strong> {verb} no perfil de{" "}
            <strong className="font-semibold">{activity.profile_name}</strong>
          </span>
          <time dateTime={activity.created_at} className="text-sm text-ink-soft">
            {formatRelativeTime(activity.created_at, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** An unfinished creation: 'Continuar criação' resumes it at the step the person stopped at. */
export function DraftRow({
  draft,
  now,
  children,
}: {
  draft: { id: string; step: number; name: string; updatedAt: string };
  now: Date;
  /** The discard form. */
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{draft.name}</span>
        <span className="block text-sm text-ink-soft">
          Etapa {draft.step} de 8 · salvo{" "}
          <time dateTime={draft.updatedAt}>{formatRelativeTime(draft.updatedAt, now)}</time>
        </span>
      </span>
      <Link
        reloadDocument
        to={`/create-loved-one-profile?rascunho=${draft.id}&etapa=${draft.step}`}
        className="btn btn-primary"
        aria-label={`Continuar criação de ${draft.name}`}
      >
        Continuar criação
      </Link>
      {children}
    </li>
  );
}
