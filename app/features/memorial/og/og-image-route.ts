import { UnavailableError } from "~/shared/http/errors";
import { loadMemorialOg } from "./og-page.server";
import type { Route } from "./+types/og-image-route";

/**
 * /og/profile/{username}.jpg: the link-preview image of a public memorial, drawn on the first
 * request and stored (the page points at /media once it exists). Private or unknown: 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.jpg$/i.exec(params.file ?? "");
  let jpeg: Buffer | undefined;
  try {
    jpeg = match ? await loadMemorialOg(match[1]!) : undefined;
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    // The store is down: the site's default preview for now, not remembered by anyone.
    return new Response(null, { status: 302, headers: { Location: "/og-default.jpg", "Cache-Control": "no-store" } });
  }
  if (!jpeg) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.length),
      "Cache-Control": "public, max-age=86400",
    },
  });
}
