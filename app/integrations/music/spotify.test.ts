import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TooManyRequestsError } from "~/shared/http/errors";
import {
  MUSIC_MESSAGES,
  MusicAccountNotAllowedError,
  MusicAuthorizationError,
  MusicUnavailableError,
} from "./provider";
import { retryAfterSeconds, SpotifyClient, type SpotifyClock } from "./spotify";

const TOKEN_URL = "https://accounts.spotify.com/api/token";
const API = "https://api.spotify.com/v1";
const PLAYLIST_ID = "37i9dQZF1DXcBWIGoYBM5M";
const REDIRECT = "https://memorial.example/music-callback";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A clock that moves only when the client sleeps, and remembers every sleep. */
function fakeClock(start = 1_800_000_000_000): SpotifyClock & { time: number; sleeps: number[] } {
  const clock = {
    time: start,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

function client(clock = fakeClock(), timeoutMs?: number) {
  return new SpotifyClient({ clientId: "client-id", clientSecret: "client-secret", clock, timeoutMs });
}

interface TokenCall {
  authorization: string | null;
  form: Record<string, string>;
}

/** The token endpoint: answers by grant type and records each call. */
function tokenEndpoint(answers: Partial<Record<string, () => Response>> = {}) {
  const calls: TokenCall[] = [];
  server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      calls.push({ authorization: request.headers.get("authorization"), form });
      const answer = answers[form.grant_type!];
      if (answer) return answer();
      if (form.grant_type === "client_credentials") {
        return HttpResponse.json({ access_token: `app-${calls.length}`, token_type: "Bearer", expires_in: 3600 });
      }
      return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
    }),
  );
  return calls;
}

const track = (id: string, name: string) => ({
  id,
  name,
  artists: [{ name: "Elis Regina", id: "x" }],
  album: { name: "Elis & Tom", images: [{ url: "https://i.scdn.co/image/abc", width: 640, height: 640 }] },
  popularity: 50,
});

const userTokens = (clock: SpotifyClock, overrides = {}) => ({
  accessToken: "user-old",
  refreshToken: "refresh-1",
  expiresAt: clock.now() + 3_600_000,
  ...overrides,
});

describe("Spotify client: authorization code flow", () => {
  it("sends the owner to Spotify's authorize page asking only to create a public playlist", () => {
    const url = new URL(client().authorizeUrl({ state: "abc_1_Maria_maria", redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe("https://accounts.spotify.com/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client-id",
      scope: "playlist-modify-public",
      redirect_uri: REDIRECT,
      state: "abc_1_Maria_maria",
    });
  });

  it("exchanges the code with the app's credentials and keeps when the token ends", async () => {
    const clock = fakeClock();
    const calls = tokenEndpoint({
      authorization_code: () =>
        HttpResponse.json({
          access_token: "user-1",
          refresh_token: "refresh-1",
          expires_in: 3600,
          scope: "playlist-modify-public",
        }),
    });
    const tokens = await client(clock).exchangeCode("the-code", REDIRECT);
    expect(tokens).toEqual({
      accessToken: "user-1",
      refreshToken: "refresh-1",
      expiresAt: clock.time + 3_600_000,
      scope: "playlist-modify-public",
    });
    expect(calls).toEqual([
      {
        authorization: `Basic ${Buffer.from("client-id:client-secret").toString("base64")}`,
        form: { grant_type: "authorization_code", code: "the-code", redirect_uri: REDIRECT },
      },
    ]);
  });

  it("refuses a used or unknown code with a pt-BR message to reconnect", async () => {
    tokenEndpoint();
    const error = await client()
      .exchangeCode("used-code", REDIRECT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicAuthorizationError);
    expect(error).toMatchObject({ status: 400, message: MUSIC_MESSAGES.authorization });
  });
});

describe("Spotify client: search", () => {
  it("searches tracks in Brazil's market within the development-mode limit, with one cached app token", async () => {
    const tokens = tokenEndpoint();
    const searches: { url: URL; authorization: string | null }[] = [];
    server.use(
      http.get(`${API}/search`, ({ request }) => {
        searches.push({ url: new URL(request.url), authorization: request.headers.get("authorization") });
        return HttpResponse.json({
          tracks: { items: [track("3ZRUpGvmo7xWQxhMg8cDC1", "Como Nossos Pais"), { id: 5 }, null] },
        });
      }),
    );
    const spotify = client();
    const found = await spotify.searchTracks("  elis  ", { limit: 50 });
    await spotify.searchTracks("tom jobim");
    expect(found).toEqual([
      {
        id: "3ZRUpGvmo7xWQxhMg8cDC1",
        name: "Como Nossos Pais",
        artists: [{ name: "Elis Regina" }],
        album: { name: "Elis & Tom", images: [{ url: "https://i.scdn.co/image/abc", width: 640, height: 640 }] },
      },
    ]);
    expect(Object.fromEntries(searches[0]!.url.searchParams)).toEqual({
      q: "elis",
      type: "track",
      market: "BR",
      limit: "10",
    });
    expect(tokens.map((c) => c.form.grant_type)).toEqual(["client_credentials"]);
    expect(searches.map((s) => s.authorization)).toEqual(["Bearer app-1", "Bearer app-1"]);
  });

  it("does not call Spotify for an empty query", async () => {
    expect(await client().searchTracks("   ")).toEqual([]);
  });

  it("gets a new app token once when Spotify says the old one expired (401)", async () => {
    const tokens = tokenEndpoint();
    let calls = 0;
    server.use(
      http.get(`${API}/search`, ({ request }) => {
        calls += 1;
        if (request.headers.get("authorization") === "Bearer app-1") {
          return HttpResponse.json({ error: { status: 401, message: "The access token expired" } }, { status: 401 });
        }
        return HttpResponse.json({ tracks: { items: [track("3ZRUpGvmo7xWQxhMg8cDC1", "Detalhes")] } });
      }),
    );
    expect(await client().searchTracks("detalhes")).toHaveLength(1);
    expect(calls).toBe(2);
    expect(tokens).toHaveLength(2);
  });

  it("waits out a short 429 once, as Retry-After says", async () => {
    tokenEndpoint();
    const clock = fakeClock();
    let calls = 0;
    server.use(
      http.get(`${API}/search`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 429, headers: { "Retry-After": "2" } })
          : HttpResponse.json({ tracks: { items: [] } });
      }),
    );
    expect(await client(clock).searchTracks("sampa")).toEqual([]);
    expect(clock.sleeps).toEqual([2000]);
  });

  it("passes a long 429 to the person with its wait, without waiting", async () => {
    tokenEndpoint();
    const clock = fakeClock();
    server.use(
      http.get(`${API}/search`, () => new HttpResponse(null, { status: 429, headers: { "Retry-After": "30" } })),
    );
    const error = await client(clock)
      .searchTracks("sampa")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30, message: MUSIC_MESSAGES.rateLimited(30) });
    expect(clock.sleeps).toEqual([]);
  });

  it("retries a search once after a 5xx, then says the service is unavailable", async () => {
    tokenEndpoint();
    let calls = 0;
    server.use(
      http.get(`${API}/search`, () => {
        calls += 1;
        return new HttpResponse("upstream", { status: 502 });
      }),
    );
    const error = await client()
      .searchTracks("sampa")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicUnavailableError);
    expect(error).toMatchObject({ status: 503, message: MUSIC_MESSAGES.unavailable });
    expect(calls).toBe(2);
  });

  it("gives up on a stalled request after its timeout", async () => {
    tokenEndpoint();
    server.use(
      http.get(`${API}/search`, async () => {
        await delay(2000);
        return HttpResponse.json({ tracks: { items: [] } });
      }),
    );
    await expect(client(fakeClock(), 50).searchTracks("sampa")).rejects.toBeInstanceOf(MusicUnavailableError);
  });
});

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
    const tokens = tokenEndpoint({
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
    tokenEndpoint({
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
    tokenEndpoint();
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

describe("Spotify client: embed and Retry-After", () => {
  it("frames only Spotify playlist links", () => {
    const spotify = client();
    expect(spotify.embedUrl(`https://open.spotify.com/playlist/${PLAYLIST_ID}?si=x`)).toBe(
      `https://open.spotify.com/embed/playlist/${PLAYLIST_ID}`,
    );
    expect(spotify.embedUrl("https://evil.example/playlist/37i9dQZF1DXcBWIGoYBM5M")).toBeNull();
    expect(spotify.embedUrl("javascript:alert(1)")).toBeNull();
  });

  it("reads Retry-After in seconds or as a date, at least one second", () => {
    const at = (value: string) => new Response(null, { headers: { "Retry-After": value } });
    expect(retryAfterSeconds(at("7"))).toBe(7);
    expect(retryAfterSeconds(at("0"))).toBe(1);
    expect(retryAfterSeconds(at("Wed, 21 Oct 2026 07:28:10 GMT"), Date.parse("2026-10-21T07:28:00Z"))).toBe(10);
    expect(retryAfterSeconds(new Response(null))).toBe(1);
  });
});
