import type { MusicTrack } from "~/integrations/music/provider";

/**
 * A chosen track as a form value, so the picker works without JavaScript too: each checkbox (and
 * each hidden field for a chosen track not in view) carries what the page needs to show it again.
 * Only the id reaches the music service; the rest is display, checked here before it is shown.
 */
export interface Pick {
  id: string;
  name: string;
  artists: string[];
  cover: string | null;
}

const TRACK_ID = /^[0-9A-Za-z]{22}$/;
/** Covers from the sandbox (drawn by this site) or from Spotify's image host; nothing else is shown. */
const COVER = /^(\/music\/sandbox\/cover\/[0-9A-Za-z]{22}\.svg|https:\/\/i\.scdn\.co\/image\/[0-9A-Za-z]{1,100})$/;

export function pickOf(track: MusicTrack): Pick {
  // The smallest image that is still at least 64 px, for the list.
  const images = [...track.album.images].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  const image = images.find((i) => (i.width ?? 0) >= 64) ?? images[images.length - 1];
  return {
    id: track.id,
    name: track.name,
    artists: track.artists.map((artist) => artist.name),
    cover: image && COVER.test(image.url) ? image.url : null,
  };
}

export const encodePick = (pick: Pick): string => JSON.stringify([pick.id, pick.name, pick.artists, pick.cover]);

/** A pick from a form value, or null for anything malformed. */
export function decodePick(value: unknown): Pick | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [id, name, artists, cover] = parsed as unknown[];
  if (typeof id !== "string" || !TRACK_ID.test(id)) return null;
  if (typeof name !== "string" || name.length > 300) return null;
  if (!Array.isArray(artists) || artists.length > 20) return null;
  if (!artists.every((artist): artist is string => typeof artist === "string" && artist.length <= 200)) return null;
  if (cover !== null && (typeof cover !== "string" || !COVER.test(cover))) return null;
  return { id, name, artists, cover };
}

/** The distinct valid picks of a form's values, in order, at most `limit`. */
export function decodePicks(values: readonly unknown[], limit = 100): Pick[] {
  const seen = new Map<string, Pick>();
  for (const value of values) {
    const pick = decodePick(value);
    if (pick && !seen.has(pick.id) && seen.size < limit) seen.set(pick.id, pick);
  }
  return [...seen.values()];
}
