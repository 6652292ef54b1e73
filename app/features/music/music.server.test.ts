import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { musicAuthorizations, profiles } from "~/db/schema";
import { createSession, sessionUser } from "~/features/accounts/sessions.server";
import { type SessionUser } from "~/shared/auth/session-user";
import { setMusicProvider } from "~/integrations/music/music.server";
import { MusicUnavailableError } from "~/integrations/music/provider";
import { decideSandboxAuthorization, SandboxMusicProvider, sandboxPlaylist } from "~/integrations/music/sandbox";
import { sandboxTrackId } from "~/integrations/music/sandbox-catalogue";
import { AppError } from "~/shared/http/errors";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser, type Profile } from "../../../tests/factories";
import { MUSIC_ERRORS } from "./music.schema";
import { completeMusicLogin, createPlaylist, playlistEmbedUrl, searchTracks, startMusicLogin } from "./music.server";

const { db } = setupTestDatabase();

async function signIn(userId: string): Promise<SessionUser> {
  const { token } = await createSession(userId, {});
  return (await sessionUser(token))!;
}

let owner: SessionUser;
let memorial: Profile;

beforeEach(async () => {
  setMusicProvider(undefined);
  const user = await createUser(db(), { name: "Helena Duarte" });
  owner = await signIn(user.id);
  memorial = await createProfile(db(), { userId: user.id, name: "Maria_José Araújo", type: "Diamante" });
});
afterEach(() => setMusicProvider(undefined));

const login = (profile: Profile = memorial, actor: SessionUser = owner) =>
  startMusicLogin(actor, { profileId: profile.id, profileName: profile.name, profileUsername: profile.username });

/** The browser's round trip: our login, the sandbox page's "allow", back with code and state. */
async function authorize(profile: Profile = memorial, actor: SessionUser = owner) {
  const authUrl = new URL((await login(profile, actor)).authUrl, "http://localhost:3000");
  const back = new URL(
    decideSandboxAuthorization({
      state: authUrl.searchParams.get("state"),
      redirect_uri: authUrl.searchParams.get("redirect_uri"),
      decision: "allow",
    }),
    "http://localhost:3000",
  );
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
}

const body = (round: { code: string; state: string }, overrides = {}) => ({
  profileId: memorial.id,
  profileName: memorial.name,
  tracks: [{ id: sandboxTrackId(7), name: "Como Nossos Pais" }, { id: sandboxTrackId(2) }],
  name: `Homenagem para ${memorial.name}`,
  ...round,
  ...overrides,
});

const linkOf = async (id: string) =>
  (await db().select({ link: profiles.playlistLink }).from(profiles).where(eq(profiles.id, id)))[0]!.link;

describe("music: the owner of a Diamante memorial creates a playlist", () => {
  it("goes to the authorization page, searches, creates 'Homenagem para {name}' and links it on the memorial", async () => {
    const { authUrl } = await login();
    const url = new URL(authUrl, "http://localhost:3000");
    expect(url.pathname).toBe("/music/sandbox/authorize");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/music-callback");
    // The spec's layout: split on underscores, 2nd the profile id, 3rd the name, 4th the username.
    const split = url.searchParams.get("state")!.split("_");
    expect([split[1], decodeURIComponent(split[2]!), decodeURIComponent(split[3]!)]).toEqual([
      memorial.id,
      "Maria_José Araújo",
      memorial.username,
    ]);

    const round = await authorize();
    expect(await completeMusicLogin(owner, round.code, round.state)).toEqual({
      profileId: memorial.id,
      profileName: "Maria_José Araújo",
      profileUsername: memorial.username,
    });
    const found = await searchTracks(owner, "  ELIS ");
    expect(found.tracks.items.map((t) => t.name)).toContain("Como Nossos Pais");
    expect(await searchTracks(owner, "")).toEqual({ tracks: { items: [] } });

    const created = await createPlaylist(owner, body(round));
    expect(created).toMatchObject({
      success: true,
      message: "Playlist criada com sucesso!",
      profileUsername: memorial.username,
    });
    expect(await linkOf(memorial.id)).toBe(created.playlistLink);
    const id = created.playlistLink.split("/").pop()!;
    const playlist = await sandboxPlaylist(id);
    expect(playlist?.name).toBe("Homenagem para Maria_José Araújo");
    expect(playlist?.tracks.map((t) => t.name)).toEqual(["Como Nossos Pais", "Águas de Março"]);
    expect(playlistEmbedUrl(created.playlistLink)).toBe(`/music/sandbox/embed/${id}`);
  });

  it("keeps the tokens on the server, sealed, and drops them once the playlist exists", async () => {
    const round = await authorize();
    const answers = [await completeMusicLogin(owner, round.code, round.state)];
    const [row] = await db().select().from(musicAuthorizations);
    expect(row!.sealedTokens).toMatch(/^v1\./);
    expect(row!.sealedTokens).not.toContain("sbx-");
    answers.push((await createPlaylist(owner, body(round))) as never);
    expect(JSON.stringify(answers)).not.toMatch(/sbx-(access|refresh)/);
    expect((await db().select().from(musicAuthorizations))[0]!.sealedTokens).toBeNull();
  });

  it("answers the same context when the callback page is reloaded with the same code", async () => {
    const round = await authorize();
    const first = await completeMusicLogin(owner, round.code, round.state);
    expect(await completeMusicLogin(owner, round.code, round.state)).toEqual(first);
  });
});

describe("music: who may use it", () => {
  it("is offered only for Platina and Diamante memorials", async () => {
    const platina = await createProfile(db(), { userId: owner.id, type: "Platina" });
    await expect(login(platina)).resolves.toHaveProperty("authUrl");
    for (const type of ["Free", "Ouro"] as const) {
      const other = await createProfile(db(), { userId: owner.id, type });
      await expect(login(other)).rejects.toMatchObject({ status: 403, message: MUSIC_ERRORS.plan });
    }
  });

  it("refuses people who do not administer the memorial, and anonymous visitors", async () => {
    const stranger = await signIn((await createUser(db())).id);
    await expect(login(memorial, stranger)).rejects.toMatchObject({ status: 403, message: MUSIC_ERRORS.notOwner });
    await expect(startMusicLogin(null, { profileId: memorial.id })).rejects.toMatchObject({ status: 401 });
    await expect(searchTracks(null, "elis")).rejects.toMatchObject({ status: 401 });
    await expect(createPlaylist(null, {})).rejects.toMatchObject({ status: 401 });
    await expect(startMusicLogin(owner, { profileId: "not-an-id" })).rejects.toMatchObject({ status: 400 });
    await expect(startMusicLogin(owner, { profileId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(musicAuthorizations)).toHaveLength(0);
  });

  it("checks the plan again when the playlist is created (a plan may change meanwhile)", async () => {
    const round = await authorize();
    await completeMusicLogin(owner, round.code, round.state);
    await db().update(profiles).set({ type: "Ouro" }).where(eq(profiles.id, memorial.id));
    await expect(createPlaylist(owner, body(round))).rejects.toMatchObject({ status: 403, message: MUSIC_ERRORS.plan });
    expect(await linkOf(memorial.id)).toBeNull();
  });

  it("lets only a person who connected the service search tracks", async () => {
    await expect(searchTracks(owner, "elis")).rejects.toMatchObject({
      status: 403,
      message: MUSIC_ERRORS.notConnected,
    });
    await expect(searchTracks(owner, "x".repeat(101))).rejects.toMatchObject({ status: 400 });
  });
});

describe("music: the state cannot be forged or replayed", () => {
  it("refuses a made-up or altered state", async () => {
    const round = await authorize();
    const other = await createProfile(db(), { userId: owner.id, type: "Diamante" });
    const swapped = round.state.replace(memorial.id, other.id);
    for (const state of ["abc", `${"0".repeat(32)}_${memorial.id}_Maria_maria_${"0".repeat(64)}`, swapped]) {
      await expect(completeMusicLogin(owner, round.code, state)).rejects.toMatchObject({
        status: 400,
        message: MUSIC_ERRORS.invalidState,
      });
    }
  });

  it("refuses a state in another session, even of the same person", async () => {
    const round = await authorize();
    const otherSession = await signIn(owner.id);
    await expect(completeMusicLogin(otherSession, round.code, round.state)).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a second callback with another code, and any use after the playlist", async () => {
    const round = await authorize();
    await completeMusicLogin(owner, round.code, round.state);
    await expect(completeMusicLogin(owner, `sbx-${"z".repeat(32)}`, round.state)).rejects.toMatchObject({
      status: 409,
      message: MUSIC_ERRORS.usedState,
    });
    await createPlaylist(owner, body(round));
    await expect(createPlaylist(owner, body(round))).rejects.toMatchObject({ status: 409 });
    await expect(completeMusicLogin(owner, round.code, round.state)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses an expired state", async () => {
    const round = await authorize();
    await db()
      .update(musicAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(completeMusicLogin(owner, round.code, round.state)).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a playlist for another memorial or with a code other than the one exchanged", async () => {
    const round = await authorize();
    await completeMusicLogin(owner, round.code, round.state);
    const other = await createProfile(db(), { userId: owner.id, type: "Diamante" });
    await expect(createPlaylist(owner, body(round, { profileId: other.id }))).rejects.toMatchObject({ status: 400 });
    await expect(createPlaylist(owner, body(round, { code: `sbx-${"y".repeat(32)}` }))).rejects.toMatchObject({
      status: 400,
    });
    await expect(createPlaylist(owner, body(await authorize()))).rejects.toMatchObject({ status: 400 });
    expect(await linkOf(memorial.id)).toBeNull();
    expect(await linkOf(other.id)).toBeNull();
  });
});

describe("music: failures leave no half-done change", () => {
  it("keeps the round trip open when the service fails, so the owner can try again", async () => {
    const sandbox = new SandboxMusicProvider();
    let fail = true;
    setMusicProvider(
      Object.assign(Object.create(sandbox) as SandboxMusicProvider, {
        createPlaylist: (...args: Parameters<SandboxMusicProvider["createPlaylist"]>) => {
          if (fail) return Promise.reject(new MusicUnavailableError());
          return sandbox.createPlaylist(...args);
        },
      }),
    );
    const round = await authorize();
    await completeMusicLogin(owner, round.code, round.state);
    await expect(createPlaylist(owner, body(round))).rejects.toMatchObject({ status: 503 });
    expect(await linkOf(memorial.id)).toBeNull();
    fail = false;
    await expect(createPlaylist(owner, body(round))).resolves.toMatchObject({ success: true });
  });

  it("answers any malformed body with a 4xx and a message, never a 500 or a change", async () => {
    const round = await authorize();
    await completeMusicLogin(owner, round.code, round.state);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            profileId: fc.oneof(fc.constant(memorial.id), fc.string()),
            tracks: fc.oneof(
              fc.constant([]),
              fc.array(fc.record({ id: fc.string() }), { maxLength: 3 }),
              fc.anything(),
            ),
            code: fc.oneof(fc.constant(round.code), fc.string()),
            state: fc.oneof(fc.constant(round.state), fc.string()),
          }),
        ),
        async (input) => {
          const error = await createPlaylist(owner, input).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBeGreaterThanOrEqual(400);
          expect((error as AppError).status).toBeLessThan(500);
          expect((error as AppError).message).toMatch(/[a-zà-ú]/);
        },
      ),
      { numRuns: 60 },
    );
    expect(await linkOf(memorial.id)).toBeNull();
  });
});
