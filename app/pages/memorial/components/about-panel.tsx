import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { ListMusic, Music } from "~/shared/ui/icons";
import { MUSIC_LOGIN_INTENT } from "~/features/music";
import type { FullProfile } from "~/features/memorial/index.server";
import { DESCRIPTION_PREVIEW, FamilyTree } from "~/features/memorial";
import { ReferenceQuote } from "~/features/faith";

/**
 * SOBRE: the history, the family tree, interests and the playlist. The history is rendered whole;
 * the enhancement script previews it at 200 characters on phones and 300 on wider screens.
 */
export interface MemorialMusic {
  /** The provider's player for the playlist link, framed only after a click; null: the link only. */
  embedUrl: string | null;
  /** The owner of a Platina or Diamante memorial: 'Criar playlist'. */
  canCreate: boolean;
  /** Where the 'Criar playlist' form posts (the page itself) and its refusal, if any. */
  action: string;
  error?: string;
}

export function AboutPanel({ profile, music }: { profile: FullProfile; music: MemorialMusic }) {
  const nothing =
    !profile.description &&
    !profile.religiousReference &&
    profile.kinship.length === 0 &&
    profile.interests.length === 0;
  return (
    <>
      {profile.religiousReference && <ReferenceQuote reference={profile.religiousReference} />}
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
      {(profile.playlistLink || music.canCreate) && (
        <section aria-labelledby="playlist-titulo" className="mt-10">
          <h2 id="playlist-titulo" className="text-2xl">
            Playlist
          </h2>
          {profile.playlistLink && (
            // Without a click nothing of the music service loads; the script swaps in its player.
            <div className="mt-3">
              <a
                {...hook(HOOK.playlistPlayer, music.embedUrl ?? undefined)}
                href={profile.playlistLink}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-secondary"
              >
                <Music className="h-5 w-5" aria-hidden="true" /> Ouvir a playlist em homenagem
              </a>
            </div>
          )}
          {music.canCreate && (
            <form method="post" action={music.action} className="mt-3">
              <input type="hidden" name="intent" value={MUSIC_LOGIN_INTENT} />
              <button type="submit" className="btn btn-primary">
                <ListMusic className="h-5 w-5" aria-hidden="true" />{" "}
                {profile.playlistLink ? "Criar nova playlist" : "Criar playlist"}
              </button>
              {music.error && (
                <p role="alert" className="field-error mt-2 font-semibold">
                  {music.error}
                </p>
              )}
            </form>
          )}
        </section>
      )}
      {nothing && <p className="text-ink-soft">A família ainda não escreveu a história deste memorial.</p>}
    </>
  );
}
