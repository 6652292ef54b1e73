import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { musicAuthorizations, profiles } from "~/db/schema";
import { createSession, sessionUser } from "~/features/accounts/sessions.server";
import { type SessionUser } from "~/shared/auth/session-user";
import { setMusicProvider } from "~/integrations/music/music.server";
import { SpotifyClient } from "~/integrations/music/spotify";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser, type Profile } from "../../../tests/factories";
import { completeMusicLogin, createPlaylist, playlistEmbedUrl, searchTracks, startMusicLogin } from "./music.server";

const { db } = setupTestDatabase();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const PLAYLIST_ID = "4uLU6hMCjMI75M1A2tKUQC";
const TRACK_ID = "3ZRUpGvmo7xWQxhMg8cDC1";

let owner: SessionUser;
let memorial: Profile;
const seen: { form?: Record<string, string>; created?: unknown; added?: unknown; bearer: string[] } = { bearer: [] };

beforeEach(async () => {
  seen.bearer = [];
  server.use(
    http.post("https://accounts.spotify.com/api/token", async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      if (form.grant_type === "client_credentials") return HttpResponse.json({ access_token: "app", expires_in: 3600 });
      seen.form = form;
      return HttpResponse.json({ access_token: "user-access", refresh_token: "user-refresh", expires_in: 3600 });
    }),
    http.get("https://api.spotify.com/v1/search", ({ request }) => {
      seen.bearer.push(request.headers.get("authorization")!);
      return HttpResponse.json({
        tracks: {
          items: [{ id: TRACK_ID, name: "Romaria", artists: [{ name: "Renato Teixeira" }], album: { images: [] } }],
        },
      });
    }),
    http.post("https://api.spotify.com/v1/me/playlists", async ({ request }) => {
      seen.bearer.push(request.headers.get("authorization")!);
      seen.created = await request.json();
      return HttpResponse.json({
        id: PLAYLIST_ID,
        external_urls: { spotify: `https://open.spotify.com/playlist/${PLAYLIST_ID}` },
      });
    }),
    http.post(`https://api.spotify.com/v1/playlists/${PLAYLIST_ID}/items`, async ({ request }) => {
      seen.added = await request.json();
      return HttpResponse.json({ snapshot_id: "s" }, { status: 201 });
    }),
  );
  setMusicProvider(new SpotifyClient({ clientId: "id", clientSecret: "secret" }));
  const user = await createUser(db());
  owner = (await sessionUser((await createSession(user.id, {})).token))!;
  memorial = await createProfile(db(), { userId: user.id, name: "Sebastião Ferreira", type: "Platina" });
});
afterEach(() => {
  server.resetHandlers();
  setMusicProvider(undefined);
});

describe("music with Spotify (through MSW)", () => {
  it("sends the owner to Spotify, exchanges the code once, and links the new playlist on the memorial", async () => {
    const authUrl = new URL((await startMusicLogin(owner, { profileId: memorial.id })).authUrl);
    expect(authUrl.origin + authUrl.pathname).toBe("https://accounts.spotify.com/authorize");
    const state = authUrl.searchParams.get("state")!;
    const redirectUri = authUrl.searchParams.get("redirect_uri")!;

    await completeMusicLogin(owner, "spotify-code", state);
    expect(seen.form).toEqual({ grant_type: "authorization_code", code: "spotify-code", redirect_uri: redirectUri });
    const [row] = await db().select().from(musicAuthorizations);
    expect(row!.sealedTokens).not.toContain("user-access");

    expect((await searchTracks(owner, "romaria")).tracks.items.map((t) => t.id)).toEqual([TRACK_ID]);
    const created = await createPlaylist(owner, {
      profileId: memorial.id,
      profileName: memorial.name,
      tracks: [{ id: TRACK_ID }],
      name: "Homenagem para Sebastião Ferreira",
      code: "spotify-code",
      state,
    });
    expect(seen.created).toMatchObject({ name: "Homenagem para Sebastião Ferreira", public: true });
    expect(seen.added).toEqual({ uris: [`spotify:track:${TRACK_ID}`] });
    // Catalogue search uses the app's token; the playlist is made with the owner's.
    expect(seen.bearer).toEqual(["Bearer app", "Bearer user-access"]);
    const [saved] = await db().select().from(profiles).where(eq(profiles.id, memorial.id));
    expect(saved!.playlistLink).toBe(`https://open.spotify.com/playlist/${PLAYLIST_ID}`);
    expect(created.playlistLink).toBe(saved!.playlistLink);
    expect(playlistEmbedUrl(saved!.playlistLink)).toBe(`https://open.spotify.com/embed/playlist/${PLAYLIST_ID}`);
  });

  it("burns the state when Spotify refuses the code", async () => {
    server.use(
      http.post("https://accounts.spotify.com/api/token", () =>
        HttpResponse.json({ error: "invalid_grant" }, { status: 400 }),
      ),
    );
    const state = new URL((await startMusicLogin(owner, { profileId: memorial.id })).authUrl).searchParams.get("state");
    await expect(completeMusicLogin(owner, "bad", state)).rejects.toMatchObject({ status: 400 });
    await expect(completeMusicLogin(owner, "bad", state)).rejects.toMatchObject({ status: 409 });
    expect((await db().select().from(musicAuthorizations))[0]!.status).toBe("failed");
  });
});
