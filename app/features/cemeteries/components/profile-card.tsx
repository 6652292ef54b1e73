import { Link } from "react-router";
import { profileHref } from "~/features/profiles";
import { Portrait } from "~/shared/ui/portrait";
import type { CemeteryProfile } from "../cemeteries.server";

const PORTRAIT = 112;

/** A memorial resting in the cemetery: portrait, name, @username and bio; the whole card opens it. */
export function CemeteryProfileCard({ profile, eager = false }: { profile: CemeteryProfile; eager?: boolean }) {
  return (
    <article className="relative flex h-full flex-col items-center rounded-2xl border border-sky-200 bg-white p-5 text-center shadow-sm hover:border-sky-600">
      <Portrait
        imagePath={profile.imagePath}
        name={profile.name}
        size={PORTRAIT}
        loading={eager ? "eager" : "lazy"}
        className="h-28 w-28"
      />
      <h2 className="mt-4 text-xl">
        <Link
          to={profileHref(profile.username)}
          className="text-ink no-underline after:absolute after:inset-0 after:rounded-2xl hover:underline"
        >
          {profile.name}
        </Link>
      </h2>
      <p className="text-sm text-ink-soft">@{profile.username}</p>
      {profile.bio && (
        <p className="mt-3 line-clamp-4 text-left text-ink-soft">
          <span className="font-semibold text-ink">Biografia: </span>
          {profile.bio}
        </p>
      )}
    </article>
  );
}
