import { data } from "react-router";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/sandbox-playlist";
import { findSandboxPlaylist } from "./sandbox-pages.server";

/** /music/sandbox/playlist/{id}: the sandbox's public page of a playlist (what the memorial links to). */
export async function loader({ params }: Route.LoaderArgs) {
  const playlist = await findSandboxPlaylist(params.id);
  if (!playlist) throw data("Playlist não encontrada.", { status: 404 });
  return playlist;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, {
    title: loaderData?.name ?? "Playlist",
    description: "Playlist do serviço de música de demonstração.",
    path: "/music/sandbox/playlist",
    noindex: true,
  }),
];

export default function SandboxPlaylistPage({ loaderData: playlist }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm font-semibold text-ink-soft">Serviço de música de demonstração</p>
      <h1 className="mt-1 text-2xl">{playlist.name}</h1>
      {playlist.description && <p className="mt-2 text-ink-soft">{playlist.description}</p>}
      <ol className="mt-6 space-y-3">
        {playlist.tracks.map((track) => (
          <li key={track.id} className="flex items-center gap-3 rounded-xl border border-sky-200 bg-white p-3">
            <img src={track.album.images[0]?.url} alt="" width={48} height={48} className="rounded" />
            <span className="min-w-0">
              <span className="block font-semibold">{track.name}</span>
              <span className="block text-ink-soft">{track.artists.map((a) => a.name).join(", ")}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
