import { hook, HOOK } from "~/enhance/markup-hooks";
import { Music } from "lucide-react";
import type { FullProfile } from "../memorial-profile.server";
import { DESCRIPTION_PREVIEW } from "../memorial-text";
import { FamilyTree } from "./family-tree";

/**
 * SOBRE: the history, the family tree, interests and the playlist. The history is rendered whole;
 * the enhancement script previews it at 200 characters on phones and 300 on wider screens.
 */
export function AboutPanel({ profile }: { profile: FullProfile }) {
  const nothing = !profile.description && profile.kinship.length === 0 && profile.interests.length === 0;
  return (
    <>
      {profile.description && (
        <section aria-labelledby="historia-titulo">
          <h2 id="historia-titulo" className="text-2xl">
            História
          </h2>
          <div
            {...hook(HOOK.clamp, `${DESCRIPTION_PREVIEW.mobile},${DESCRIPTION_PREVIEW.desktop}`)}
            className="prose-memorial mt-3 whitespace-pre-line"
          >
            <p {...hook(HOOK.clampText)}>{profile.description}</p>
          </div>
        </section>
      )}
      <FamilyTree name={profile.name} kinship={profile.kinship} />
      {profile.interests.length > 0 && (
        <section aria-labelledby="interesses-titulo" className="mt-10">
          <h2 id="interesses-titulo" className="text-2xl">
            Interesses
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li key={interest.id} className="rounded-full bg-sky-100 px-4 py-1.5 font-semibold text-sky-800">
                {interest.description}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.playlistLink && (
        <section aria-labelledby="playlist-titulo" className="mt-10">
          <h2 id="playlist-titulo" className="text-2xl">
            Playlist
          </h2>
          <a href={profile.playlistLink} target="_blank" rel="noopener noreferrer" className="btn btn-secondary mt-3">
            <Music className="h-5 w-5" aria-hidden="true" /> Ouvir a playlist em homenagem
          </a>
        </section>
      )}
      {nothing && <p className="text-ink-soft">A família ainda não escreveu a história deste memorial.</p>}
    </>
  );
}
