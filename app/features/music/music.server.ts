import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { musicAuthorizations, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { musicProvider, musicRedirectUri } from "~/integrations/music/music.server";
import { MusicAuthorizationError, type MusicTrack } from "~/integrations/music/provider";
import { sandboxEmbedUrl } from "~/integrations/music/sandbox";
import { spotifyEmbedUrl } from "~/integrations/music/spotify";
import { parseInput } from "~/shared/http/api.server";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "~/shared/http/errors";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { memorialAuthority, setPlaylistLink } from "~/features/profiles/index.server";
import {
  newNonce,
  openTokens,
  readMusicState,
  sealTokens,
  signMusicState,
  type MusicStateParts,
} from "./music-state.server";
import {
  createPlaylistSchema,
  MAX_TRACK_QUERY,
  MUSIC_ERRORS,
  MUSIC_TEXT,
  musicLoginSchema,
  offersMusic,
} from "./music.schema";

/** Who acts: a signed-in person (the session matters: a state is bound to it) or nobody. */
export type MusicActor = Pick<SessionUser, "id" | "sessionId"> | null;

type ProfileRow = typeof profiles.$inferSelect;

/** Time to sign in at the music service and come back. */
const LOGIN_MINUTES = 15;
/** Time to choose the tracks once the service granted access. */
const CHOOSING_MINUTES = 60;
/** Round trips a person may have under way at once (each is a row until it ends). */
const MAX_OPEN_LOGINS = 20;

const minutesFromNow = (minutes: number) => sql`now() + make_interval(mins => ${minutes})`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function requireActor(actor: MusicActor): NonNullable<MusicActor> {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/** The memorial, if the actor administers it and its plan includes music; typed errors otherwise. */
async function ownedMusicProfile(actor: NonNullable<MusicActor>, profileId: string): Promise<ProfileRow> {
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, profileId));
  if (!profile) throw new NotFoundError("Perfil não encontrado.");
  // The family that manages it (administrators and editors, decision 040): the playlist is made in
  // the music account of whoever connects, so a site admin who is not one of them may not.
  if (!(await memorialAuthority({ id: actor.id, type: "regular" }, profile.id))?.role)
    throw new ForbiddenError(MUSIC_ERRORS.notOwner);
  if (!offersMusic(profile)) throw new ForbiddenError(MUSIC_ERRORS.plan);
  return profile;
}

async function verifiedState(actor: NonNullable<MusicActor>, state: unknown): Promise<MusicStateParts> {
  const parts = readMusicState(await ensureSessionSecret(), state, { sessionId: actor.sessionId, userId: actor.id });
  if (!parts) throw new ValidationError(MUSIC_ERRORS.invalidState);
  return parts;
}

/** The round trip of a verified state, only in the session and for the user it was made for. */
async function authorizationOf(actor: NonNullable<MusicActor>, parts: MusicStateParts) {
  const [row] = await db()
    .select({
      status: musicAuthorizations.status,
      codeHash: musicAuthorizations.codeHash,
      live: sql<boolean>`${musicAuthorizations.expiresAt} > now()`,
    })
    .from(musicAuthorizations)
    .where(
      and(
        eq(musicAuthorizations.nonce, parts.nonce),
        eq(musicAuthorizations.sessionId, actor.sessionId),
        eq(musicAuthorizations.userId, actor.id),
        eq(musicAuthorizations.profileId, parts.profileId),
      ),
    );
  if (!row) throw new ValidationError(MUSIC_ERRORS.invalidState);
  return row;
}

/**
 * `GET music/loginSpotify`: the owner of a Platina or Diamante memorial asks to connect the music
 * service; answers where to send the browser, with a signed, single-use state.
 */
export async function startMusicLogin(actor: MusicActor, input: unknown): Promise<{ authUrl: string }> {
  const who = requireActor(actor);
  const { profileId } = parseInput(musicLoginSchema, input);
  const profile = await ownedMusicProfile(who, profileId);
  // Round trips that ended or expired are of no further use.
  await db()
    .delete(musicAuthorizations)
    .where(
      and(
        eq(musicAuthorizations.userId, who.id),
        or(lte(musicAuthorizations.expiresAt, sql`now()`), inArray(musicAuthorizations.status, ["used", "failed"])),
      ),
    );
  const [open] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(musicAuthorizations)
    .where(eq(musicAuthorizations.userId, who.id));
  if ((open?.count ?? 0) >= MAX_OPEN_LOGINS) throw new TooManyRequestsError(MUSIC_ERRORS.tooManyLogins, 60);

  const provider = musicProvider();
  const nonce = newNonce();
  const state = signMusicState(
    await ensureSessionSecret(),
    { nonce, profileId: profile.id, profileName: profile.name, profileUsername: profile.username },
    { sessionId: who.sessionId, userId: who.id },
  );
  await db()
    .insert(musicAuthorizations)
    .values({
      nonce,
      provider: provider.name,
      sessionId: who.sessionId,
      userId: who.id,
      profileId: profile.id,
      expiresAt: minutesFromNow(LOGIN_MINUTES),
    });
  return { authUrl: provider.authorizeUrl({ state, redirectUri: musicRedirectUri() }) };
}

export interface MusicLoginContext {
  profileId: string;
  profileName: string;
  profileUsername: string;
}

/**
 * `/music-callback?code=&state=`: the service sent the owner back. The state must be the one this
 * session started for this memorial, not yet used; the code is exchanged once and the tokens are
 * kept sealed on the server. A reload with the same code answers the same context.
 */
export async function completeMusicLogin(actor: MusicActor, code: unknown, state: unknown): Promise<MusicLoginContext> {
  const who = requireActor(actor);
  const parts = await verifiedState(who, state);
  if (typeof code !== "string" || code.length === 0 || code.length > 2000) {
    throw new ValidationError(MUSIC_ERRORS.invalidState);
  }
  const profile = await ownedMusicProfile(who, parts.profileId);
  const context = { profileId: profile.id, profileName: profile.name, profileUsername: profile.username };
  const row = await authorizationOf(who, parts);
  const codeHash = sha256(code);
  if (row.status === "authorized" && row.codeHash === codeHash && row.live) return context;
  if (row.status !== "pending") throw new ConflictError(MUSIC_ERRORS.usedState);
  if (!row.live) throw new ValidationError(MUSIC_ERRORS.invalidState);

  // Claimed before the exchange, so two callbacks racing with one state cannot both pass.
  const claimed = await db()
    .update(musicAuthorizations)
    .set({ status: "authorized", codeHash, expiresAt: minutesFromNow(CHOOSING_MINUTES) })
    .where(and(eq(musicAuthorizations.nonce, parts.nonce), eq(musicAuthorizations.status, "pending")))
    .returning({ nonce: musicAuthorizations.nonce });
  if (claimed.length === 0) throw new ConflictError(MUSIC_ERRORS.usedState);
  try {
    const tokens = await musicProvider().exchangeCode(code, musicRedirectUri());
    await db()
      .update(musicAuthorizations)
      .set({ sealedTokens: sealTokens(await ensureSessionSecret(), parts.nonce, tokens) })
      .where(eq(musicAuthorizations.nonce, parts.nonce));
  } catch (error) {
    await db()
      .update(musicAuthorizations)
      .set({ status: "failed", sealedTokens: null })
      .where(eq(musicAuthorizations.nonce, parts.nonce));
    throw error;
  }
  return context;
}

/**
 * `GET music/searchTracks?q=` → `{ tracks: { items } }`. For a person who has connected the music
 * service for a memorial (the search spends the site's quota with the service).
 */
export async function searchTracks(actor: MusicActor, q: unknown): Promise<{ tracks: { items: MusicTrack[] } }> {
  const who = requireActor(actor);
  const query = typeof q === "string" ? q.trim() : "";
  if (query.length > MAX_TRACK_QUERY) throw new ValidationError(MUSIC_ERRORS.queryTooLong);
  const [connected] = await db()
    .select({ nonce: musicAuthorizations.nonce })
    .from(musicAuthorizations)
    .where(
      and(
        eq(musicAuthorizations.userId, who.id),
        eq(musicAuthorizations.sessionId, who.sessionId),
        eq(musicAuthorizations.status, "authorized"),
        gt(musicAuthorizations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!connected) throw new ForbiddenError(MUSIC_ERRORS.notConnected);
  if (!query) return { tracks: { items: [] } };
  return { tracks: { items: await musicProvider().searchTracks(query) } };
}

export interface CreatedMusicPlaylist {
  success: true;
  message: string;
  playlistLink: string;
  profileUsername: string;
}

/**
 * `POST music/createPlaylist {profileId, profileName, tracks, name, code, state}`: creates
 * 'Homenagem para {name}' in the owner's account and links it on the memorial. The round trip is
 * spent by it; if the service fails, it stays open for another try.
 */
export async function createPlaylist(actor: MusicActor, body: unknown): Promise<CreatedMusicPlaylist> {
  const who = requireActor(actor);
  const input = parseInput(createPlaylistSchema, body);
  const parts = await verifiedState(who, input.state);
  if (parts.profileId !== input.profileId) throw new ValidationError(MUSIC_ERRORS.invalidState);
  const profile = await ownedMusicProfile(who, parts.profileId);

  const [claimed] = await db()
    .update(musicAuthorizations)
    .set({ status: "used" })
    .where(
      and(
        eq(musicAuthorizations.nonce, parts.nonce),
        eq(musicAuthorizations.sessionId, who.sessionId),
        eq(musicAuthorizations.userId, who.id),
        eq(musicAuthorizations.profileId, profile.id),
        eq(musicAuthorizations.status, "authorized"),
        eq(musicAuthorizations.codeHash, sha256(input.code)),
        gt(musicAuthorizations.expiresAt, sql`now()`),
      ),
    )
    .returning({ sealedTokens: musicAuthorizations.sealedTokens });
  if (!claimed) {
    const row = await authorizationOf(who, parts);
    throw row.status === "used"
      ? new ConflictError(MUSIC_ERRORS.usedState)
      : new ValidationError(MUSIC_ERRORS.invalidState);
  }

  const secret = await ensureSessionSecret();
  const tokens = openTokens(secret, parts.nonce, claimed.sealedTokens);
  if (!tokens) throw new MusicAuthorizationError();
  const trackIds = [...new Set(input.tracks.map((track) => track.id))];
  let playlistUrl: string;
  try {
    const created = await musicProvider().createPlaylist(tokens, {
      name: MUSIC_TEXT.playlistName(profile.name).slice(0, 100),
      description: MUSIC_TEXT.playlistDescription(profile.name).slice(0, 300),
      trackIds,
    });
    playlistUrl = created.playlist.url;
  } catch (error) {
    await db()
      .update(musicAuthorizations)
      .set({ status: "authorized", sealedTokens: sealTokens(secret, parts.nonce, tokens) })
      .where(eq(musicAuthorizations.nonce, parts.nonce));
    throw error;
  }
  await setPlaylistLink(profile.id, playlistUrl);
  // The tokens served their one purpose.
  await db().update(musicAuthorizations).set({ sealedTokens: null }).where(eq(musicAuthorizations.nonce, parts.nonce));
  return { success: true, message: MUSIC_TEXT.created, playlistLink: playlistUrl, profileUsername: profile.username };
}

/** The player to frame for a memorial's playlist link (Spotify or sandbox), or null for any other link. */
export function playlistEmbedUrl(playlistLink: string | null | undefined): string | null {
  if (!playlistLink) return null;
  return spotifyEmbedUrl(playlistLink) ?? sandboxEmbedUrl(playlistLink);
}
