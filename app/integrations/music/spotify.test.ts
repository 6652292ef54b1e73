import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "~/shared/http/errors";
import { MUSIC_MESSAGES, MusicAuthorizationError, MusicUnavailableError } from "./provider";
import { retryAfterSeconds } from "./spotify-answers";
import {
  API,
  client,
  fakeClock,
  mockSpotify,
  PLAYLIST_ID,
  REDIRECT,
  tokenEndpoint,
  track,
} from "./spotify.test-helpers";

const server = mockSpotify();

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
    const calls = tokenEndpoint(server, {
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
    tokenEndpoint(server);
    const error = await client()
      .exchangeCode("used-code", REDIRECT)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicAuthorizationError);
    expect(error).toMatchObject({ status: 400, message: MUSIC_MESSAGES.authorization });
  });
});

describe("Spotify client: search", () => {
  it("searches tracks in Brazil's market within the development-mode limit, with one cached app token", async () => {
    const tokens = tokenEndpoint(server);
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
    const tokens = tokenEndpoint(server);
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
    tokenEndpoint(server);
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
    tokenEndpoint(server);
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
    tokenEndpoint(server);
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
    tokenEndpoint(server);
    server.use(
      http.get(`${API}/search`, async () => {
        await delay(2000);
        return HttpResponse.json({ tracks: { items: [] } });
      }),
    );
    await expect(client(fakeClock(), 50).searchTracks("sampa")).rejects.toBeInstanceOf(MusicUnavailableError);
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
