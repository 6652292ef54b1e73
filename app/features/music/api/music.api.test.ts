import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { SESSION_COOKIE } from "~/features/accounts/session-cookie.server";
import { createSession, sessionUser } from "~/features/accounts/sessions.server";
import { decideSandboxAuthorization } from "~/integrations/music/sandbox";
import { sandboxTrackId } from "~/integrations/music/sandbox-catalogue";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { createProfile } from "../../../../tests/factories";
import { MUSIC_ERRORS, MUSIC_TEXT } from "../music.schema";
import { completeMusicLogin } from "../music.server";

const { db } = setupTestDatabase();
const api = startTestApi();

type Memorial = Awaited<ReturnType<typeof createProfile>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let memorial: Memorial;

beforeEach(async () => {
  owner = await signedInUser(db(), { name: "Helena Duarte" });
  memorial = await createProfile(db(), { userId: owner.user.id, name: "Rosa Amélia", type: "Platina" });
});

const login = (profile: Memorial, cookie = owner.cookie) =>
  api.call<{ authUrl: string; message?: string }>(
    "GET",
    `/api/music/loginSpotify?${new URLSearchParams({ profileId: profile.id, profileName: profile.name, profileUsername: profile.username })}`,
    { headers: { cookie } },
  );

/** loginSpotify, the sandbox page's "allow", and the callback page's completion. */
async function connect(profile: Memorial = memorial, who = owner) {
  const res = await login(profile, who.cookie);
  expect(res.status).toBe(200);
  const authUrl = new URL(res.body.authUrl, "http://localhost");
  const back = new URL(
    decideSandboxAuthorization({
      state: authUrl.searchParams.get("state"),
      redirect_uri: authUrl.searchParams.get("redirect_uri"),
      decision: "allow",
    }),
    "http://localhost",
  );
  const round = { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
  await completeMusicLogin(await sessionUser(who.token), round.code, round.state);
  return round;
}

const create = (
  round: { code: string; state: string },
  overrides: Record<string, unknown> = {},
  cookie = owner.cookie,
) =>
  api.call("POST", "/api/music/createPlaylist", {
    json: {
      profileId: memorial.id,
      profileName: memorial.name,
      tracks: [{ id: sandboxTrackId(0) }, { id: sandboxTrackId(5) }],
      name: "Homenagem para alguém",
      ...round,
      ...overrides,
    },
    headers: { cookie },
  });

const linkOf = async (id: string) =>
  (await db().select({ link: profiles.playlistLink }).from(profiles).where(eq(profiles.id, id)))[0]!.link;

describe("/api/music", () => {
  it("loginSpotify → searchTracks → createPlaylist links the playlist on the memorial", async () => {
    const round = await connect();
    const search = await api.call<{ tracks: { items: { name: string }[] } }>(
      "GET",
      `/api/music/searchTracks?q=${encodeURIComponent("elis")}`,
      { headers: { cookie: owner.cookie } },
    );
    expect(search.status).toBe(200);
    expect(search.body.tracks.items.map((t) => t.name)).toContain("Como Nossos Pais");
    const empty = await api.call("GET", "/api/music/searchTracks?q=", { headers: { cookie: owner.cookie } });
    expect(empty.body).toEqual({ tracks: { items: [] } });

    const res = await create(round);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MUSIC_TEXT.created, profileUsername: memorial.username });
    expect(res.body.playlistLink).toMatch(/^\/music\/sandbox\/playlist\/\w{22}$/);
    expect(await linkOf(memorial.id)).toBe(res.body.playlistLink);
  });

  it("refuses a replayed state with 409 and leaves the first playlist in place", async () => {
    const round = await connect();
    const first = await create(round);
    expect(first.status).toBe(200);
    const again = await create(round, { tracks: [{ id: sandboxTrackId(9) }] });
    expect(again).toMatchObject({ status: 409, body: { success: false, message: MUSIC_ERRORS.usedState } });
    expect(await linkOf(memorial.id)).toBe(first.body.playlistLink);
  });

  it("refuses a forged or altered state, and a state from another session of the same owner", async () => {
    const round = await connect();
    const [nonce, , name, username, mac] = round.state.split("_");
    const other = await createProfile(db(), { userId: owner.user.id, type: "Diamante" });
    const forged = [nonce, other.id, name, username, mac].join("_");
    const flipped = round.state.slice(0, -1) + (round.state.endsWith("0") ? "1" : "0");
    for (const state of [forged, flipped, `x_${memorial.id}_a_b_${"0".repeat(64)}`]) {
      const res = await create(round, { state, profileId: state === forged ? other.id : memorial.id });
      expect(res).toMatchObject({ status: 400, body: { message: MUSIC_ERRORS.invalidState } });
    }
    const secondSession = await signedInUser(db());
    // Same person, other browser: the state is bound to the session that started it.
    const { token } = await createSession(owner.user.id, {});
    const res = await create(round, {}, `${SESSION_COOKIE}=${token}`);
    expect(res.status).toBe(400);
    const stranger = await create(round, {}, secondSession.cookie);
    expect(stranger.status).toBe(400);
    expect(await linkOf(memorial.id)).toBeNull();
    // The genuine state still works afterwards.
    expect((await create(round)).status).toBe(200);
  });

  it("offers music only on Platina and Diamante, only to the owner", async () => {
    for (const type of ["Free", "Ouro"] as const) {
      const profile = await createProfile(db(), { userId: owner.user.id, type });
      expect(await login(profile)).toMatchObject({ status: 403, body: { message: MUSIC_ERRORS.plan } });
    }
    const diamante = await createProfile(db(), { userId: owner.user.id, type: "Diamante" });
    expect((await login(diamante)).status).toBe(200);

    const stranger = await signedInUser(db());
    expect(await login(memorial, stranger.cookie)).toMatchObject({
      status: 403,
      body: { message: MUSIC_ERRORS.notOwner },
    });
    const admin = await signedInUser(db(), { type: "admin" });
    expect((await login(memorial, admin.cookie)).status).toBe(403);

    // A plan that lapsed to Free after the round trip started: creation is refused too.
    const round = await connect();
    await db().update(profiles).set({ type: "Free" }).where(eq(profiles.id, memorial.id));
    expect(await create(round)).toMatchObject({ status: 403, body: { message: MUSIC_ERRORS.plan } });
  });

  it("asks for a session, a connected service and valid input", async () => {
    expect((await login(memorial, "")).status).toBe(401);
    expect((await api.call("GET", "/api/music/searchTracks?q=a")).status).toBe(401);
    expect((await api.call("POST", "/api/music/createPlaylist", { json: {} })).status).toBe(401);
    const notConnected = await api.call("GET", "/api/music/searchTracks?q=a", { headers: { cookie: owner.cookie } });
    expect(notConnected).toMatchObject({ status: 403, body: { message: MUSIC_ERRORS.notConnected } });
    const bad = await api.call("GET", "/api/music/loginSpotify?profileId=abc", { headers: { cookie: owner.cookie } });
    expect(bad).toMatchObject({ status: 400, body: { message: MUSIC_ERRORS.invalidProfile } });
    const round = await connect();
    const long = await api.call("GET", `/api/music/searchTracks?q=${"a".repeat(101)}`, {
      headers: { cookie: owner.cookie },
    });
    expect(long).toMatchObject({ status: 400, body: { message: MUSIC_ERRORS.queryTooLong } });
    expect(await create(round, { tracks: [] })).toMatchObject({
      status: 400,
      body: { message: MUSIC_ERRORS.noTracks },
    });
    expect((await create(round, { tracks: [{ id: "nope" }] })).status).toBe(400);
    expect((await create(round, { tracks: [{ id: "ZZZZZZZZZZZZZZZZZZZZZZ" }] })).status).toBe(400);
    expect(await linkOf(memorial.id)).toBeNull();
  });
});
