import { MapPin } from "~/shared/ui/icons";
import { Link } from "react-router";
import { formatDate } from "~/shared/format/format";
import { Portrait } from "~/shared/ui/portrait";
import { PlanBadge } from "~/shared/ui/plan-badge";
import type { ProfileListItem } from "../search.server";

/** The spec's card bio: at most 70 characters, cut on a word when one ends close enough. */
export function shortBio(bio: string | null | undefined, max = 70): string {
  const text = (bio ?? "").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

import { profileHref } from "~/features/profiles";

export type CardProfile = Pick<
  ProfileListItem,
  "username" | "name" | "bio" | "imageDirectory" | "birthDate" | "deathDate" | "city" | "state" | "profileType"
>;

const PORTRAIT = 112;

/**
 * A memorial in a public list: portrait, name, @username, dates, city, the bio cut to 70
 * characters and the plan badge. The name is the link; it covers the whole card.
 */
export function ProfileCard({
  profile,
  heading: Heading = "h2",
  eager = false,
}: {
  profile: CardProfile;
  heading?: "h2" | "h3";
  eager?: boolean;
}) {
  const bio = shortBio(profile.bio);
  return (
    <article className="relative flex h-full flex-col items-center rounded-2xl border border-sky-200 bg-white p-5 text-center shadow-sm hover:border-sky-600">
      <Portrait
        imagePath={profile.imageDirectory}
        name={profile.name}
        size={PORTRAIT}
        loading={eager ? "eager" : "lazy"}
        className="h-28 w-28 border-4 border-white shadow-sm"
      />
      <Heading className="mt-3 text-lg leading-snug break-words">
        <Link
          to={profileHref(profile.username)}
          className="text-ink no-underline after:absolute after:inset-0 after:rounded-2xl hover:underline"
        >
          {profile.name}
        </Link>
      </Heading>
      <p className="text-sm break-all text-ink-soft">@{profile.username}</p>
      {(profile.birthDate || profile.deathDate) && (
        <p className="mt-1 text-sm">
          {profile.birthDate && <time dateTime={profile.birthDate}>{formatDate(profile.birthDate)}</time>}
          {profile.birthDate && profile.deathDate && (
            <>
              <span aria-hidden="true"> – </span>
              <span className="sr-only"> até </span>
            </>
          )}
          {profile.deathDate && <time dateTime={profile.deathDate}>{formatDate(profile.deathDate)}</time>}
        </p>
      )}
      {profile.city && (
        <p className="mt-1 flex items-center justify-center gap-1 text-sm text-ink-soft">
          <MapPin className="h-4 w-4 flex-none" aria-hidden="true" />
          {profile.city}
          {profile.state ? `/${profile.state}` : ""}
        </p>
      )}
      {bio && <p className="mt-3 text-sm">{bio}</p>}
      {profile.profileType !== "Free" && (
        <p className="mt-auto pt-3">
          <PlanBadge type={profile.profileType} />
        </p>
      )}
    </article>
  );
}
