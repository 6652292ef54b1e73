import { AppError, TooManyRequestsError } from "~/shared/http/errors";

/** A track as the spec's `tracks.items` carry it (the subset of Spotify's track object we read). */
export interface MusicTrack {
  id: string;
  name: string;
  artists: { name: string }[];
  album: { name: string; images: { url: string; width?: number | null; height?: number | null }[] };
}

/** What an authorization code or a refresh gives. Kept on the server only. */
export interface MusicTokens {
  accessToken: string;
  /** Absent when the provider gave none; a refresh keeps the previous one. */
  refreshToken?: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  scope?: string;
}

export interface CreatedPlaylist {
  id: string;
  /** The public page of the playlist: what the memorial links to (profiles.playlistLink). */
  url: string;
}

export interface PlaylistInput {
  name: string;
  description: string;
  trackIds: string[];
}

/**
 * A music service behind one shape: the real Spotify client or the local sandbox (the default).
 * Errors are the typed ones below, with pt-BR messages a page can show as they are.
 */
export interface MusicProvider {
  readonly name: "spotify" | "sandbox";
  /** Where the owner's browser goes to grant access; it comes back to redirectUri with code and state. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string, redirectUri: string): Promise<MusicTokens>;
  refresh(tokens: MusicTokens): Promise<MusicTokens>;
  searchTracks(query: string, options?: { limit?: number }): Promise<MusicTrack[]>;
  /**
   * Creates the playlist in the owner's account with the tracks in order. Returns the tokens too,
   * refreshed when the access token had expired, so the caller can keep them.
   */
  createPlaylist(
    tokens: MusicTokens,
    input: PlaylistInput,
  ): Promise<{ playlist: CreatedPlaylist; tokens: MusicTokens }>;
  /** The player to frame on the memorial page for a playlist link of this provider, or null. */
  embedUrl(playlistUrl: string): string | null;
}

export const MUSIC_MESSAGES = {
  unavailable: "O serviço de música não respondeu. Tente novamente em alguns instantes.",
  rateLimited: (seconds: number) =>
    `O serviço de música recebeu muitos pedidos. Aguarde ${seconds} segundo${seconds === 1 ? "" : "s"} e tente novamente.`,
  authorization: "O serviço de música não aceitou a autorização. Volte ao memorial e conecte sua conta novamente.",
  accountNotAllowed:
    "Esta conta do serviço de música ainda não está liberada para criar playlists por este site. Fale conosco.",
  invalidTracks: "Algumas músicas escolhidas não foram encontradas. Revise a seleção e tente novamente.",
} as const;

/** The music service failed or timed out: the person can try again later. */
export class MusicUnavailableError extends AppError {
  constructor(message: string = MUSIC_MESSAGES.unavailable) {
    super(message, 503);
  }
}

/** The service refused the grant (bad or used code, revoked or expired refresh token). */
export class MusicAuthorizationError extends AppError {
  constructor(message: string = MUSIC_MESSAGES.authorization) {
    super(message, 400);
  }
}

/** The service refused the owner's account (e.g. not on a development-mode app's allowlist). */
export class MusicAccountNotAllowedError extends AppError {
  constructor(message: string = MUSIC_MESSAGES.accountNotAllowed) {
    super(message, 403);
  }
}

export function musicRateLimited(seconds: number): TooManyRequestsError {
  return new TooManyRequestsError(MUSIC_MESSAGES.rateLimited(seconds), seconds);
}

/** Spotify and the sandbox both use 22 base-62 characters for track and playlist ids. */
export const TRACK_ID = /^[0-9A-Za-z]{22}$/;
