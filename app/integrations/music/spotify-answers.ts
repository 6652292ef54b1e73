import type { MusicTrack } from "./provider";

/** Reading Spotify's answers: headers and track objects, defensively (a field may be missing). */

/** Retry-After in whole seconds (at least 1); Spotify sends seconds, an HTTP date is also read. */
export function retryAfterSeconds(response: Response, now = Date.now()): number {
  const header = response.headers.get("retry-after")?.trim() ?? "";
  if (/^\d+$/.test(header)) return Math.max(1, Number(header));
  const date = Date.parse(header);
  if (Number.isFinite(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  return 1;
}

export function toTrack(item: unknown): MusicTrack | null {
  const t = item as {
    id?: unknown;
    name?: unknown;
    artists?: { name?: unknown }[];
    album?: { name?: unknown; images?: { url?: unknown; width?: unknown; height?: unknown }[] };
  } | null;
  if (!t || typeof t.id !== "string" || typeof t.name !== "string") return null;
  return {
    id: t.id,
    name: t.name,
    artists: (Array.isArray(t.artists) ? t.artists : []).flatMap((a) =>
      typeof a?.name === "string" ? [{ name: a.name }] : [],
    ),
    album: {
      name: typeof t.album?.name === "string" ? t.album.name : "",
      images: (Array.isArray(t.album?.images) ? t.album.images : []).flatMap((image) =>
        typeof image?.url === "string" && image.url.startsWith("https://")
          ? [
              {
                url: image.url,
                width: typeof image.width === "number" ? image.width : null,
                height: typeof image.height === "number" ? image.height : null,
              },
            ]
          : [],
      ),
    },
  };
}
