import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { MusicAuthorizationError } from "./provider";
import {
  decideSandboxAuthorization,
  readSandboxAuthorization,
  SANDBOX_MESSAGES,
  SandboxMusicProvider,
  sandboxPlaylist,
} from "./sandbox";
import { foldText, SANDBOX_TRACKS, sandboxCoverSvg, sandboxTrackId } from "./sandbox-catalogue";

setupTestDatabase();

const REDIRECT = "http://localhost:3000/music-callback";
const provider = () => new SandboxMusicProvider(() => 1_800_000_000_000);
const titles = (tracks: { name: string }[]) => tracks.map((t) => t.name);

describe("music sandbox: catalogue search", () => {
  it("finds songs by title or artist without regard to accents or letter case", async () => {
    const sandbox = provider();
    expect(titles(await sandbox.searchTracks("AGUAS DE MARCO"))).toEqual(["Águas de Março"]);
    expect(titles(await sandbox.searchTracks("emocoes"))).toEqual(["Emoções"]);
    expect(titles(await sandbox.searchTracks("elis"))).toEqual([
      "Águas de Março",
      "O Bêbado e a Equilibrista",
      "Como Nossos Pais",
    ]);
    expect(titles(await sandbox.searchTracks("milton cálice"))).toEqual(["Cálice"]);
    expect(await sandbox.searchTracks("nada disso existe")).toEqual([]);
    expect(await sandbox.searchTracks("   ")).toEqual([]);
  });

  it("answers at most ten tracks, each with a title, artists and a local cover", async () => {
    const found = await provider().searchTracks("a", { limit: 50 });
    expect(found).toHaveLength(10);
    for (const track of found) {
      expect(track.id).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(track.artists.length).toBeGreaterThan(0);
      expect(track.album.images[0]!.url).toBe(`/music/sandbox/cover/${track.id}.svg`);
    }
  });

  it("matches every track that contains the typed text, whatever its case", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SANDBOX_TRACKS), fc.nat(), fc.boolean(), async (track, start, upper) => {
        const folded = foldText(track.name);
        const piece = folded.slice(start % folded.length, (start % folded.length) + 4).trim();
        fc.pre(piece.length > 0 && !/\s/.test(piece));
        const query = upper ? piece.toUpperCase() : piece;
        const all = SANDBOX_TRACKS.filter((t) =>
          foldText(`${t.name} ${t.artists.map((a) => a.name).join(" ")}`).includes(piece),
        );
        expect(titles(await provider().searchTracks(query))).toEqual(titles(all.slice(0, 10)));
      }),
    );
  });

  it("draws a cover for each catalogue track and none for an unknown id", () => {
    expect(sandboxCoverSvg(sandboxTrackId(0))).toMatch(/^<svg[^>]+width="300"/);
    expect(sandboxCoverSvg("SandboxTrack9999999999")).toBeNull();
  });
});

describe("music sandbox: the authorization page", () => {
  it("builds its local page's address with the state and the way back", () => {
    const url = new URL(provider().authorizeUrl({ state: "s_1", redirectUri: REDIRECT }), "http://x");
    expect(url.pathname).toBe("/music/sandbox/authorize");
    expect(url.searchParams.get("state")).toBe("s_1");
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);
  });

  it("sends the browser back to /music-callback with a code that exchanges for tokens", async () => {
    const back = new URL(
      decideSandboxAuthorization({ state: "s_1", redirect_uri: REDIRECT, decision: "allow" }),
      "http://x",
    );
    expect(back.pathname).toBe("/music-callback");
    expect(back.searchParams.get("state")).toBe("s_1");
    const tokens = await provider().exchangeCode(back.searchParams.get("code")!);
    expect(tokens.accessToken).toMatch(/^sbx-access-/);
    expect(tokens.expiresAt).toBe(1_800_000_000_000 + 3_600_000);
  });

  it("answers access_denied when the person declines, as Spotify does", () => {
    const back = new URL(
      decideSandboxAuthorization({ state: "s_1", redirect_uri: REDIRECT, decision: "deny" }),
      "http://x",
    );
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: "access_denied", state: "s_1" });
  });

  it("refuses to send the browser anywhere but this site's /music-callback", () => {
    for (const redirect of [
      "https://evil.example/steal",
      "//evil.example/music-callback?x=1",
      "javascript:alert(1)",
      `${REDIRECT}?next=/x`,
      "",
      undefined,
    ]) {
      expect(() => readSandboxAuthorization({ state: "s", redirect_uri: redirect })).toThrow(
        SANDBOX_MESSAGES.invalidRequest,
      );
    }
    expect(() => readSandboxAuthorization({ state: "", redirect_uri: REDIRECT })).toThrow(
      SANDBOX_MESSAGES.invalidRequest,
    );
    expect(() => readSandboxAuthorization({ state: "x".repeat(1001), redirect_uri: REDIRECT })).toThrow();
    // A foreign host with the right path is still sent back only to this site's path.
    expect(
      decideSandboxAuthorization({
        state: "s",
        redirect_uri: "https://evil.example/music-callback",
        decision: "allow",
      }),
    ).toMatch(/^\/music-callback\?code=sbx-/);
  });

  it("refuses codes it did not issue", async () => {
    await expect(provider().exchangeCode("forged")).rejects.toBeInstanceOf(MusicAuthorizationError);
  });
});

describe("music sandbox: playlists", () => {
  it("stores a playlist so its player can show the tracks in order", async () => {
    const sandbox = provider();
    const tokens = await sandbox.exchangeCode(`sbx-${"a".repeat(32)}`);
    const trackIds = [sandboxTrackId(2), sandboxTrackId(0)];
    const { playlist } = await sandbox.createPlaylist(tokens, {
      name: "Homenagem para Maria",
      description: "d",
      trackIds,
    });
    expect(playlist.url).toBe(`/music/sandbox/playlist/${playlist.id}`);
    expect(sandbox.embedUrl(playlist.url)).toBe(`/music/sandbox/embed/${playlist.id}`);
    const stored = await sandboxPlaylist(playlist.id);
    expect(stored).toMatchObject({ name: "Homenagem para Maria", description: "d" });
    expect(titles(stored!.tracks)).toEqual(["Águas de Março", "Aquarela do Brasil"]);
    expect(await sandboxPlaylist("SandboxListXXXXXXXXXXX")).toBeNull();
    expect(await sandboxPlaylist("../../etc")).toBeNull();
  });

  it("refuses unknown tracks and tokens it did not issue", async () => {
    const sandbox = provider();
    const tokens = await sandbox.exchangeCode(`sbx-${"b".repeat(32)}`);
    await expect(
      sandbox.createPlaylist(tokens, { name: "H", description: "", trackIds: ["0123456789012345678901"] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      sandbox.createPlaylist(
        { ...tokens, accessToken: "stolen" },
        { name: "H", description: "", trackIds: [sandboxTrackId(0)] },
      ),
    ).rejects.toBeInstanceOf(MusicAuthorizationError);
  });

  it("refreshes an ended token with its refresh token", async () => {
    const sandbox = provider();
    const tokens = await sandbox.exchangeCode(`sbx-${"c".repeat(32)}`);
    const { tokens: after } = await sandbox.createPlaylist(
      { ...tokens, accessToken: "expired", expiresAt: 0 },
      { name: "H", description: "", trackIds: [sandboxTrackId(1)] },
    );
    expect(after.accessToken).toMatch(/^sbx-access-/);
    expect(after.refreshToken).toBe(tokens.refreshToken);
  });
});
