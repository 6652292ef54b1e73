import { ValidationError } from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import { retryAfterSeconds, toTrack } from "./spotify-answers";
import {
  type CreatedPlaylist,
  MUSIC_MESSAGES,
  MusicAccountNotAllowedError,
  MusicAuthorizationError,
  type MusicProvider,
  musicRateLimited,
  type MusicTokens,
  type MusicTrack,
  MusicUnavailableError,
  type PlaylistInput,
} from "./provider";

export interface SpotifyClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: SpotifyClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface SpotifyOptions {
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  clock?: SpotifyClock;
  /** Per request (default 8 s): a stalled service answers 503, never hangs the page. */
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this is waited out once; a longer one goes to the person. */
  maxRetryAfterSeconds?: number;
  accountsUrl?: string;
  apiUrl?: string;
}

/** Only what the memorial needs: a public playlist in the owner's account (decision 016). */
export const SPOTIFY_SCOPES = "playlist-modify-public";
/** Development-mode apps get at most 10 results per search request since February 2026. */
export const SPOTIFY_SEARCH_LIMIT = 10;
/** Tracks per "add items" request (API maximum). */
const ITEMS_PER_REQUEST = 100;
/** An access token this close to its end is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
const PLAYLIST_URL = /^https:\/\/open\.spotify\.com\/playlist\/([0-9A-Za-z]{22})(?:[/?#].*)?$/;

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
  error?: unknown;
}

interface ApiCall {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  token: () => Promise<string>;
  /** Gets a new access token after a 401 (once per call). */
  renew: () => Promise<string>;
  /** GETs are retried once on a 5xx; a POST is not (it may have been applied). */
  idempotent: boolean;
}

/** Spotify Web API client: authorization code flow, search, playlist creation (decision 016). */
export class SpotifyClient implements MusicProvider {
  readonly name = "spotify" as const;
  private readonly fetch: typeof fetch;
  private readonly clock: SpotifyClock;
  private readonly timeoutMs: number;
  private readonly maxRetryAfterSeconds: number;
  private readonly accountsUrl: string;
  private readonly apiUrl: string;
  private appToken: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: SpotifyOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.clock = options.clock ?? realClock;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 5;
    this.accountsUrl = (options.accountsUrl ?? "https://accounts.spotify.com").replace(/\/$/, "");
    this.apiUrl = (options.apiUrl ?? "https://api.spotify.com/v1").replace(/\/$/, "");
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const params = new URLSearchParams({
      response_type: "code",
      client_id: this.options.clientId,
      scope: SPOTIFY_SCOPES,
      redirect_uri: redirectUri,
      state,
    });
    return `${this.accountsUrl}/authorize?${params}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<MusicTokens> {
    const answer = await this.token({ grant_type: "authorization_code", code, redirect_uri: redirectUri });
    if (typeof answer.refresh_token !== "string") throw new MusicAuthorizationError();
    return this.tokensFrom(answer);
  }

  async refresh(tokens: MusicTokens): Promise<MusicTokens> {
    if (!tokens.refreshToken) throw new MusicAuthorizationError();
    const answer = await this.token({ grant_type: "refresh_token", refresh_token: tokens.refreshToken });
    // Spotify may or may not rotate the refresh token: keep the old one when none comes back.
    return this.tokensFrom(answer, tokens.refreshToken);
  }

  async searchTracks(query: string, options: { limit?: number } = {}): Promise<MusicTrack[]> {
    const q = query.trim();
    if (!q) return [];
    const limit = Math.min(Math.max(1, options.limit ?? SPOTIFY_SEARCH_LIMIT), SPOTIFY_SEARCH_LIMIT);
    const params = new URLSearchParams({ q, type: "track", market: "BR", limit: String(limit) });
    const body = await this.api<{ tracks?: { items?: unknown[] } }>({
      method: "GET",
      path: `/search?${params}`,
      token: () => this.clientToken(false),
      renew: () => this.clientToken(true),
      idempotent: true,
    });
    return (body.tracks?.items ?? []).flatMap((item) => {
      const track = toTrack(item);
      return track ? [track] : [];
    });
  }

  async createPlaylist(
    tokens: MusicTokens,
    input: PlaylistInput,
  ): Promise<{ playlist: CreatedPlaylist; tokens: MusicTokens }> {
    let current = tokens;
    if (current.expiresAt - EXPIRY_MARGIN_MS <= this.clock.now()) current = await this.refresh(current);
    const token = async () => current.accessToken;
    const renew = async () => {
      current = await this.refresh(current);
      return current.accessToken;
    };
    // POST /users/{id}/playlists was removed in February 2026: /me/playlists creates for the token's user.
    const created = await this.api<{ id?: unknown; external_urls?: { spotify?: unknown } }>({
      method: "POST",
      path: "/me/playlists",
      body: { name: input.name, description: input.description, public: true },
      token,
      renew,
      idempotent: false,
    });
    if (typeof created.id !== "string") throw new MusicUnavailableError();
    const id = created.id;
    for (let start = 0; start < input.trackIds.length; start += ITEMS_PER_REQUEST) {
      const uris = input.trackIds.slice(start, start + ITEMS_PER_REQUEST).map((trackId) => `spotify:track:${trackId}`);
      // Renamed from /tracks to /items in February 2026 (the old path answers 403 in development mode).
      await this.api({
        method: "POST",
        path: `/playlists/${id}/items`,
        body: { uris },
        token,
        renew,
        idempotent: false,
      });
    }
    const url =
      typeof created.external_urls?.spotify === "string" && PLAYLIST_URL.test(created.external_urls.spotify)
        ? created.external_urls.spotify
        : `https://open.spotify.com/playlist/${id}`;
    return { playlist: { id, url }, tokens: current };
  }

  embedUrl(playlistUrl: string): string | null {
    return spotifyEmbedUrl(playlistUrl);
  }

  /** The app's own token (client credentials), for catalogue search; cached until near its end. */
  private async clientToken(renew: boolean): Promise<string> {
    if (!renew && this.appToken && this.appToken.expiresAt - EXPIRY_MARGIN_MS > this.clock.now()) {
      return this.appToken.value;
    }
    const tokens = this.tokensFrom(await this.token({ grant_type: "client_credentials" }));
    this.appToken = { value: tokens.accessToken, expiresAt: tokens.expiresAt };
    return tokens.accessToken;
  }

  private tokensFrom(answer: TokenAnswer, previousRefresh?: string): MusicTokens {
    if (typeof answer.access_token !== "string" || typeof answer.expires_in !== "number") {
      throw new MusicUnavailableError();
    }
    return {
      accessToken: answer.access_token,
      refreshToken: typeof answer.refresh_token === "string" ? answer.refresh_token : previousRefresh,
      expiresAt: this.clock.now() + answer.expires_in * 1000,
      scope: typeof answer.scope === "string" ? answer.scope : undefined,
    };
  }

  /** POST to the token endpoint with the app's Basic credentials; not retried (a code is single-use). */
  private async token(form: Record<string, string>): Promise<TokenAnswer> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64");
    const response = await this.send(`${this.accountsUrl}/api/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (response.ok) return body;
    if (response.status === 429) throw musicRateLimited(retryAfterSeconds(response));
    if (response.status === 400 || response.status === 401) {
      logger().warn({ status: response.status, error: body.error }, "spotify refused a token request");
      throw new MusicAuthorizationError();
    }
    logger().warn({ status: response.status }, "spotify token endpoint failed");
    throw new MusicUnavailableError();
  }

  private async api<T>(call: ApiCall): Promise<T> {
    let token = await call.token();
    let renewed = false;
    let waited = false;
    let retried = false;
    for (;;) {
      const response = await this.send(`${this.apiUrl}${call.path}`, {
        method: call.method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(call.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      if (response.ok) return (await response.json().catch(() => ({}))) as T;
      const status = response.status;
      if (status === 401 && !renewed) {
        renewed = true;
        token = await call.renew();
        continue;
      }
      if (status === 429) {
        const seconds = retryAfterSeconds(response);
        if (!waited && seconds <= this.maxRetryAfterSeconds) {
          waited = true;
          await this.clock.sleep(seconds * 1000);
          continue;
        }
        throw musicRateLimited(seconds);
      }
      if (status >= 500 && call.idempotent && !retried) {
        retried = true;
        await this.clock.sleep(500);
        continue;
      }
      logger().warn({ status, method: call.method, path: call.path.split("?")[0] }, "spotify api call failed");
      if (status === 401) throw new MusicAuthorizationError();
      if (status === 403) throw new MusicAccountNotAllowedError();
      if (status === 400 && call.path.endsWith("/items")) throw new ValidationError(MUSIC_MESSAGES.invalidTracks);
      throw new MusicUnavailableError();
    }
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      logger().warn({ err: error, url: url.split("?")[0] }, "spotify request failed or timed out");
      throw new MusicUnavailableError();
    }
  }
}

/** Spotify's embedded player for one of its playlist links; null for any other link. */
export function spotifyEmbedUrl(playlistUrl: string): string | null {
  const id = PLAYLIST_URL.exec(playlistUrl)?.[1];
  return id ? `https://open.spotify.com/embed/playlist/${id}` : null;
}
