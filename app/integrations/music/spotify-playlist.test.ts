import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MusicAccountNotAllowedError, MusicAuthorizationError, MusicUnavailableError } from "./provider";
import { API, client, fakeClock, mockSpotify, PLAYLIST_ID, tokenEndpoint, userTokens } from "./spotify.test-helpers";

const server = mockSpotify();

describe("Spotify client: playlist creation", () => {
  function playlistEndpoints(onCreate?: (authorization: string | null) => Response | undefined) {
    const created: { body: unknown; authorization: string | null }[] = [];
    const added: unknown[] = [];
    server.use(
      http.post(`${API}/me/playlists`, async ({ request }) => {
        const authorization = request.headers.get("authorization");
        const special = onCreate?.(authorization);
        if (special) return special;
        created.push({ body: await request.json(), authorization });
        return HttpResponse.json(
          { id: PLAYLIST_ID, external_urls: { spotify: `https://open.spotify.com/playlist/${PLAYLIST_ID}` } },
          { status: 201 },
        );
      }),
      http.post(`${API}/playlists/:id/items`, async ({ request, params }) => {
        expect(params.id).toBe(PLAYLIST_ID);
        added.push(await request.json());
        return HttpResponse.json({ snapshot_id: "s" }, { status: 201 });
      }),
    );
    return { created, added };
  }

  const ids = (n: number) => Array.from({ length: n }, (_, i) => `Track${String(i).padStart(17, "0")}`);

  it("creates a public playlist for the token's user and adds the tracks in order, 100 per request", async () => {
    const clock = fakeClock();
    const { created, added } = playlistEndpoints();
    const trackIds = ids(150);
    const result = await client(clock).createPlaylist(userTokens(clock), {
      name: "Homenagem para Maria",
      description: "Músicas escolhidas pela família",
      trackIds,
    });
    expect(result.playlist).toEqual({ id: PLAYLIST_ID, url: `https://open.spotify.com/playlist/${PLAYLIST_ID}` });
    expect(created).toEqual([
      {
        body: { name: "Homenagem para Maria", description: "Músicas escolhidas pela família", public: true },
        authorization: "Bearer user-old",
      },
    ]);
    expect(added).toEqual([
      { uris: trackIds.slice(0, 100).map((id) => `spotify:track:${id}`) },
      { uris: trackIds.slice(100).map((id) => `spotify:track:${id}`) },
    ]);
  });

  it("refreshes an expired access token after a 401 and keeps the refresh token Spotify did not rotate", async () => {
    const clock = fakeClock();
    const tokens = tokenEndpoint(server, {
      refresh_token: () => HttpResponse.json({ access_token: "user-new", expires_in: 3600 }),
    });
    const { created } = playlistEndpoints((authorization) =>
      authorization === "Bearer user-old"
        ? HttpResponse.json({ error: { status: 401, message: "The access token expired" } }, { status: 401 })
        : undefined,
    );
    const result = await client(clock).createPlaylist(userTokens(clock), {
      name: "Homenagem para Maria",
      description: "",
      trackIds: ids(1),
    });
    expect(tokens.map((c) => c.form)).toEqual([{ grant_type: "refresh_token", refresh_token: "refresh-1" }]);
    expect(created.map((c) => c.authorization)).toEqual(["Bearer user-new"]);
    expect(result.tokens).toMatchObject({ accessToken: "user-new", refreshToken: "refresh-1" });
  });

  it("refreshes before the call when the stored token has already ended", async () => {
    const clock = fakeClock();
    tokenEndpoint(server, {
      refresh_token: () =>
        HttpResponse.json({ access_token: "user-new", refresh_token: "refresh-2", expires_in: 3600 }),
    });
    const { created } = playlistEndpoints();
    const result = await client(clock).createPlaylist(userTokens(clock, { expiresAt: clock.time - 1 }), {
      name: "Homenagem",
      description: "",
      trackIds: ids(1),
    });
    expect(created.map((c) => c.authorization)).toEqual(["Bearer user-new"]);
    expect(result.tokens.refreshToken).toBe("refresh-2");
  });

  it("asks the owner to reconnect when the refresh token was revoked", async () => {
    const clock = fakeClock();
    tokenEndpoint(server);
    playlistEndpoints(() => new HttpResponse(null, { status: 401 }));
    await expect(
      client(clock).createPlaylist(userTokens(clock), { name: "H", description: "", trackIds: ids(1) }),
    ).rejects.toBeInstanceOf(MusicAuthorizationError);
  });

  it("does not repeat a playlist creation after a 5xx (it may have been made)", async () => {
    const clock = fakeClock();
    let calls = 0;
    playlistEndpoints(() => {
      calls += 1;
      return new HttpResponse(null, { status: 500 });
    });
    await expect(
      client(clock).createPlaylist(userTokens(clock), { name: "H", description: "", trackIds: ids(1) }),
    ).rejects.toBeInstanceOf(MusicUnavailableError);
    expect(calls).toBe(1);
  });

  it("explains a 403: the account is not allowed on a development-mode app", async () => {
    const clock = fakeClock();
    playlistEndpoints(() => HttpResponse.json({ error: { status: 403 } }, { status: 403 }));
    await expect(
      client(clock).createPlaylist(userTokens(clock), { name: "H", description: "", trackIds: ids(1) }),
    ).rejects.toBeInstanceOf(MusicAccountNotAllowedError);
  });
});
