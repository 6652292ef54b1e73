import { config } from "~/shared/config.server";
import type { MusicProvider } from "./provider";
import { SandboxMusicProvider } from "./sandbox";
import { SpotifyClient } from "./spotify";

let current: MusicProvider | undefined;

/** The music service of this process, chosen by MUSIC_PROVIDER (sandbox by default). */
export function musicProvider(): MusicProvider {
  if (!current) {
    const c = config();
    current =
      c.MUSIC_PROVIDER === "spotify" && c.SPOTIFY_CLIENT_ID && c.SPOTIFY_CLIENT_SECRET
        ? new SpotifyClient({ clientId: c.SPOTIFY_CLIENT_ID, clientSecret: c.SPOTIFY_CLIENT_SECRET })
        : new SandboxMusicProvider();
  }
  return current;
}

/** For tests: replace the music service (undefined goes back to the configured one). */
export function setMusicProvider(next: MusicProvider | undefined): void {
  current = next;
}

/**
 * Where the music service sends the owner back. Spotify compares it exactly with the app's
 * registered redirect URIs and accepts plain http only on a loopback IP (decision 016), hence the
 * 127.0.0.1 fallback when PUBLIC_URL is unset.
 */
export function musicRedirectUri(): string {
  const c = config();
  return new URL("/music-callback", c.PUBLIC_URL ?? `http://127.0.0.1:${c.PORT}`).toString();
}
