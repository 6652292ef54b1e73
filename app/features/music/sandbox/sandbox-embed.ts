import type { Route } from "./+types/sandbox-embed";
import { findSandboxPlaylist, notFound, sandboxEmbedHtml } from "./sandbox-pages.server";

/** /music/sandbox/embed/{id}: the sandbox's player, framed by the memorial page (same origin only). */
export async function loader({ params }: Route.LoaderArgs) {
  const playlist = await findSandboxPlaylist(params.id);
  if (!playlist) return notFound();
  return new Response(sandboxEmbedHtml(playlist), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
