import { http, HttpResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { SpotifyClient, type SpotifyClock } from "./spotify";

export const TOKEN_URL = "https://accounts.spotify.com/api/token";
export const API = "https://api.spotify.com/v1";
export const PLAYLIST_ID = "37i9dQZF1DXcBWIGoYBM5M";
export const REDIRECT = "https://memorial.example/music-callback";

/** An MSW server for one test file: unhandled requests fail the test (nothing reaches the network). */
export function mockSpotify(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A clock that moves only when the client sleeps, and remembers every sleep. */
export function fakeClock(start = 1_800_000_000_000): SpotifyClock & { time: number; sleeps: number[] } {
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

export function client(clock = fakeClock(), timeoutMs?: number) {
  return new SpotifyClient({ clientId: "client-id", clientSecret: "client-secret", clock, timeoutMs });
}

export interface TokenCall {
  authorization: string | null;
  form: Record<string, string>;
}

/** The token endpoint: answers by grant type and records each call. */
export function tokenEndpoint(server: SetupServer, answers: Partial<Record<string, () => Response>> = {}) {
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

export const track = (id: string, name: string) => ({
  id,
  name,
  artists: [{ name: "Elis Regina", id: "x" }],
  album: { name: "Elis & Tom", images: [{ url: "https://i.scdn.co/image/abc", width: 640, height: 640 }] },
  popularity: 50,
});

export const userTokens = (clock: SpotifyClock, overrides = {}) => ({
  accessToken: "user-old",
  refreshToken: "refresh-1",
  expiresAt: clock.now() + 3_600_000,
  ...overrides,
});
