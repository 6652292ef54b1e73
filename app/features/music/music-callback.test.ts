import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { createSession, sessionUser } from "~/features/accounts/sessions.server";
import { type SessionUser } from "~/shared/auth/session-user";
import { decideSandboxAuthorization } from "~/integrations/music/sandbox";
import { SANDBOX_TRACKS, sandboxTrackId } from "~/integrations/music/sandbox-catalogue";
import { setupTestDatabase } from "../../../tests/support/database";
import { createProfile, createUser } from "../../../tests/factories";
import { CALLBACK_TEXT, createFromForm, loadCallback } from "./music-callback.server";
import { decodePick, encodePick, pickOf } from "./music-picks";
import { MUSIC_ERRORS, MUSIC_TEXT } from "./music.schema";
import { startMusicLogin } from "./music.server";
import { findSandboxPlaylist, sandboxEmbedHtml } from "./sandbox/sandbox-pages.server";

const { db } = setupTestDatabase();

let owner: SessionUser;
let memorial: Awaited<ReturnType<typeof createProfile>>;

beforeEach(async () => {
  const user = await createUser(db());
  owner = (await sessionUser((await createSession(user.id, {})).token))!;
  memorial = await createProfile(db(), { userId: user.id, name: "Zé <b>Bonito</b>", type: "Diamante" });
});

/** The owner's round trip up to the callback's address. */
async function callbackUrl(extra: Record<string, string> = {}) {
  const { authUrl } = await startMusicLogin(owner, { profileId: memorial.id });
  const auth = new URL(authUrl, "http://localhost");
  const back = decideSandboxAuthorization({
    state: auth.searchParams.get("state"),
    redirect_uri: auth.searchParams.get("redirect_uri"),
    decision: "allow",
  });
  const url = new URL(back, "http://localhost");
  for (const [key, value] of Object.entries(extra)) url.searchParams.append(key, value);
  return url;
}

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("/music-callback", () => {
  it("completes the round trip, searches on the server and keeps the chosen tracks (no JavaScript)", async () => {
    const chosen = encodePick(pickOf(SANDBOX_TRACKS[3]!));
    const url = await callbackUrl({ q: "  roberto carlos ", t: chosen });
    url.searchParams.append("t", "not json");
    const page = await loadCallback(owner, url);
    expect(page.init?.status ?? 200).toBe(200);
    const view = page.data.view!;
    expect(view.login).toEqual({
      profileId: memorial.id,
      profileName: memorial.name,
      profileUsername: memorial.username,
    });
    expect(view.query).toBe("roberto carlos");
    expect(view.results.map((pick) => pick.name)).toEqual(["Detalhes", "Emoções", "Como É Grande o Meu Amor por Você"]);
    expect(view.chosen.map((pick) => pick.name)).toEqual(["Carinhoso"]);
    // A reload (the same code) is not a replay.
    expect((await loadCallback(owner, url)).data.view?.login.profileId).toBe(memorial.id);
  });

  it("says so when the owner declined, and refuses a forged state or another person", async () => {
    expect(
      (await loadCallback(owner, new URL("http://localhost/music-callback?error=access_denied&state=x"))).data,
    ).toEqual({
      failure: CALLBACK_TEXT.denied,
      view: null,
    });
    const url = await callbackUrl();
    const forged = new URL(url);
    forged.searchParams.set(
      "state",
      url.searchParams.get("state")!.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
    );
    const refused = await loadCallback(owner, forged);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.failure).toBe(MUSIC_ERRORS.invalidState);
    const stranger = (await sessionUser((await createSession((await createUser(db())).id, {})).token))!;
    expect((await loadCallback(stranger, url)).init?.status).toBe(400);
  });

  it("creates the playlist from the form once; a second post is refused as used", async () => {
    const url = await callbackUrl();
    await loadCallback(owner, url);
    const body = form([
      ["profileId", memorial.id],
      ["code", url.searchParams.get("code")!],
      ["state", url.searchParams.get("state")!],
      ["t", encodePick(pickOf(SANDBOX_TRACKS[0]!))],
      ["t", encodePick(pickOf(SANDBOX_TRACKS[0]!))],
      ["t", encodePick(pickOf(SANDBOX_TRACKS[5]!))],
    ]);
    const none = await createFromForm(
      owner,
      form([...body.entries()].filter(([k]) => k !== "t") as [string, string][]),
    );
    expect(none.data).toEqual({ created: null, error: MUSIC_ERRORS.noTracks });
    const done = await createFromForm(owner, body);
    expect(done.data).toEqual({ created: { message: MUSIC_TEXT.created, username: memorial.username }, error: null });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, memorial.id));
    const playlist = await findSandboxPlaylist(row!.playlistLink!.split("/").pop());
    expect(playlist?.name).toBe(MUSIC_TEXT.playlistName(memorial.name));
    expect(playlist?.tracks.map((t) => t.id)).toEqual([sandboxTrackId(0), sandboxTrackId(5)]);
    // The sandbox's player escapes what it shows.
    const html = sandboxEmbedHtml(playlist!);
    expect(html).toContain("Homenagem para Zé &lt;b&gt;Bonito&lt;/b&gt;");
    expect(html).not.toContain("<b>Bonito");
    const again = await createFromForm(owner, body);
    expect(again.init?.status).toBe(409);
    expect(again.data.error).toBe(MUSIC_ERRORS.usedState);
  });
});

describe("chosen tracks as form values", () => {
  it("round-trip, and anything malformed or pointing elsewhere is dropped", () => {
    for (const track of SANDBOX_TRACKS) expect(decodePick(encodePick(pickOf(track)))).toEqual(pickOf(track));
    const good = pickOf(SANDBOX_TRACKS[0]!);
    for (const bad of [
      "",
      "[]",
      JSON.stringify(["short", "a", [], null]),
      JSON.stringify([good.id, "a", [1], null]),
      JSON.stringify([good.id, "a", [], "https://evil.example/x.png"]),
      JSON.stringify([good.id, "a", [], "javascript:alert(1)"]),
      JSON.stringify([good.id, "x".repeat(301), [], null]),
    ])
      expect(decodePick(bad)).toBeNull();
    expect(decodePick(JSON.stringify([good.id, "a", ["b"], "https://i.scdn.co/image/ab67616d0000b273"]))?.cover).toBe(
      "https://i.scdn.co/image/ab67616d0000b273",
    );
  });
});
