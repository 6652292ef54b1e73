import { sandboxCoverSvg } from "~/integrations/music/sandbox-catalogue";
import type { Route } from "./+types/sandbox-cover";
import { notFound, sandboxActive } from "./sandbox-pages.server";

/** /music/sandbox/cover/{trackId}.svg: a sandbox track's cover, drawn locally. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([0-9A-Za-z]{22})\.svg$/.exec(params.file ?? "");
  const svg = match && sandboxActive() ? sandboxCoverSvg(match[1]!) : null;
  if (!svg) return notFound();
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
