import { musicProvider } from "~/integrations/music/music.server";
import { sandboxPlaylist, type SandboxPlaylist } from "~/integrations/music/sandbox";
import { sandboxesAllowed } from "~/shared/config.server";
import { escapeHtml } from "~/shared/format/html";

/**
 * The sandbox's pages exist only while it is the music service (MUSIC_PROVIDER=sandbox, the default)
 * and in demo mode (APP_MODE, decision 034): in live mode they answer 404.
 */
export function sandboxActive(): boolean {
  return sandboxesAllowed() && musicProvider().name === "sandbox";
}

export const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** A sandbox playlist by the id in its link, or null (unknown, malformed, or the sandbox is off). */
export async function findSandboxPlaylist(id: string | undefined): Promise<SandboxPlaylist | null> {
  if (!sandboxActive() || !id) return null;
  return sandboxPlaylist(id);
}

/**
 * The sandbox's "embedded player": a small self-contained document listing the tracks, framed by
 * the memorial page after a click (like Spotify's embed). No script, no third-party resource.
 */
export function sandboxEmbedHtml(playlist: SandboxPlaylist): string {
  const rows = playlist.tracks
    .map(
      (track, index) => `<li><img src="${escapeHtml(track.album.images[0]?.url ?? "")}" alt="" width="40" height="40">
<span><b>${index + 1}. ${escapeHtml(track.name)}</b><br>${escapeHtml(track.artists.map((a) => a.name).join(", "))}</span></li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(playlist.name)}</title>
<style>
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#10344f;color:#fff}
header{padding:12px 16px;border-bottom:1px solid #2d5676}
h1{margin:0;font-size:17px}p{margin:4px 0 0;color:#cfe3f2;font-size:13px}
ol{list-style:none;margin:0;padding:8px 16px}li{display:flex;gap:12px;align-items:center;padding:6px 0}
img{border-radius:4px;flex:none}
</style></head>
<body><header><h1>${escapeHtml(playlist.name)}</h1><p>Player de demonstração · ${playlist.tracks.length} música${playlist.tracks.length === 1 ? "" : "s"}</p></header>
<ol>
${rows}
</ol></body></html>`;
}
