import { randomBytes, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { musicSandboxPlaylists } from "~/db/schema";
import { ValidationError } from "~/shared/http/errors";
import {
  type CreatedPlaylist,
  MUSIC_MESSAGES,
  MusicAuthorizationError,
  type MusicProvider,
  type MusicTokens,
  type MusicTrack,
  type PlaylistInput,
  TRACK_ID,
} from "./provider";
import { SANDBOX_TRACKS_BY_ID, searchCatalogue } from "./sandbox-catalogue";

/** The sandbox's own authorization page (a route of this site). */
export const SANDBOX_AUTHORIZE_PATH = "/music/sandbox/authorize";
export const SANDBOX_PLAYLIST_PATH = "/music/sandbox/playlist/";
export const SANDBOX_EMBED_PATH = "/music/sandbox/embed/";
/** Where the sandbox sends the browser back: only this path of this site (no open redirect). */
const CALLBACK_PATH = "/music-callback";
const SEARCH_LIMIT = 10;
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_STATE = 1000;

const CODE = /^sbx-[A-Za-z0-9_-]{32}$/;
const ACCESS = /^sbx-access-[A-Za-z0-9_-]{32}$/;
const REFRESH = /^sbx-refresh-[A-Za-z0-9_-]{32}$/;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const random = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;

export const SANDBOX_MESSAGES = {
  invalidRequest: "Pedido de autorização inválido. Volte ao memorial e tente novamente.",
} as const;

export interface SandboxAuthorizationRequest {
  state: string;
  /** Always the callback path of this site. */
  redirectPath: string;
}

/**
 * What the sandbox authorization page may act on: a state and a redirect to this site's
 * /music-callback, like a provider checking its registered redirect URIs. Anything else is refused.
 */
export function readSandboxAuthorization(input: {
  state?: unknown;
  redirect_uri?: unknown;
}): SandboxAuthorizationRequest {
  const { state, redirect_uri: redirectUri } = input;
  if (typeof state !== "string" || state.length === 0 || state.length > MAX_STATE) {
    throw new ValidationError(SANDBOX_MESSAGES.invalidRequest);
  }
  if (typeof redirectUri !== "string" || redirectUri.length > 2000) {
    throw new ValidationError(SANDBOX_MESSAGES.invalidRequest);
  }
  let url: URL;
  try {
    url = new URL(redirectUri, "http://local.invalid");
  } catch {
    throw new ValidationError(SANDBOX_MESSAGES.invalidRequest);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== CALLBACK_PATH || url.search || url.hash) {
    throw new ValidationError(SANDBOX_MESSAGES.invalidRequest);
  }
  return { state, redirectPath: CALLBACK_PATH };
}

/**
 * The answer of the sandbox authorization page's form: back to /music-callback with a fresh code,
 * or with error=access_denied when the person declined (as Spotify does).
 */
export function decideSandboxAuthorization(form: {
  state?: unknown;
  redirect_uri?: unknown;
  decision?: unknown;
}): string {
  const request = readSandboxAuthorization(form);
  const params = new URLSearchParams(
    form.decision === "allow"
      ? { code: random("sbx-"), state: request.state }
      : { error: "access_denied", state: request.state },
  );
  return `${request.redirectPath}?${params}`;
}

/** The sandbox's player for one of its playlist links; null for any other link. */
export function sandboxEmbedUrl(playlistUrl: string): string | null {
  if (!playlistUrl.startsWith(SANDBOX_PLAYLIST_PATH)) return null;
  const id = playlistUrl.slice(SANDBOX_PLAYLIST_PATH.length);
  return TRACK_ID.test(id) ? `${SANDBOX_EMBED_PATH}${id}` : null;
}

export interface SandboxPlaylist {
  id: string;
  name: string;
  description: string;
  tracks: MusicTrack[];
}

/** A sandbox playlist with its tracks, for the sandbox's embedded player; null when unknown. */
export async function sandboxPlaylist(id: string): Promise<SandboxPlaylist | null> {
  if (!TRACK_ID.test(id)) return null;
  const [row] = await db().select().from(musicSandboxPlaylists).where(eq(musicSandboxPlaylists.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tracks: row.trackIds.flatMap((trackId) => SANDBOX_TRACKS_BY_ID.get(trackId) ?? []),
  };
}

/**
 * The default music service: a local authorization page, a fixed catalogue of 30 songs and
 * playlists kept in the database. Codes and tokens have the shape of real ones and are checked for
 * it; the single use of each round trip is enforced by the state (decision 016), as with Spotify.
 */
export class SandboxMusicProvider implements MusicProvider {
  readonly name = "sandbox" as const;

  constructor(private readonly now: () => number = Date.now) {}

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const params = new URLSearchParams({
      response_type: "code",
      client_id: "sandbox",
      redirect_uri: redirectUri,
      state,
    });
    return `${SANDBOX_AUTHORIZE_PATH}?${params}`;
  }

  async exchangeCode(code: string): Promise<MusicTokens> {
    if (!CODE.test(code)) throw new MusicAuthorizationError();
    return this.issue();
  }

  async refresh(tokens: MusicTokens): Promise<MusicTokens> {
    if (!tokens.refreshToken || !REFRESH.test(tokens.refreshToken)) throw new MusicAuthorizationError();
    return { ...this.issue(), refreshToken: tokens.refreshToken };
  }

  async searchTracks(query: string, options: { limit?: number } = {}): Promise<MusicTrack[]> {
    return searchCatalogue(query, Math.min(Math.max(1, options.limit ?? SEARCH_LIMIT), SEARCH_LIMIT));
  }

  async createPlaylist(
    tokens: MusicTokens,
    input: PlaylistInput,
  ): Promise<{ playlist: CreatedPlaylist; tokens: MusicTokens }> {
    let current = tokens;
    if (current.expiresAt <= this.now()) current = await this.refresh(current);
    if (!ACCESS.test(current.accessToken)) throw new MusicAuthorizationError();
    if (input.trackIds.length === 0 || input.trackIds.some((id) => !SANDBOX_TRACKS_BY_ID.has(id))) {
      throw new ValidationError(MUSIC_MESSAGES.invalidTracks);
    }
    const id = `SandboxList${Array.from({ length: 11 }, () => BASE62[randomInt(BASE62.length)]).join("")}`;
    await db()
      .insert(musicSandboxPlaylists)
      .values({ id, name: input.name, description: input.description, trackIds: input.trackIds });
    return { playlist: { id, url: `${SANDBOX_PLAYLIST_PATH}${id}` }, tokens: current };
  }

  embedUrl(playlistUrl: string): string | null {
    return sandboxEmbedUrl(playlistUrl);
  }

  private issue(): MusicTokens {
    return {
      accessToken: random("sbx-access-"),
      refreshToken: random("sbx-refresh-"),
      expiresAt: this.now() + TOKEN_LIFETIME_MS,
      scope: "playlist-modify-public",
    };
  }
}
