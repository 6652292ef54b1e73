import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { setupTestDatabase } from "../../../tests/support/database";
import { memorialCast, type MemorialCast } from "../memorial/memorial.test-helpers";
import { manageMemorial, regenerateAccessToken, setMemorialAccess } from "./memorial-management.server";
import { loadViewableProfile, type Viewer } from "./profile-access.server";

const { db } = setupTestDatabase();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
});

const who = (key: "owner" | "admin" | "stranger"): Viewer => ({ id: cast[key].user.id, type: cast[key].user.type });

async function member(role: "administrator" | "editor"): Promise<Viewer> {
  const { user } = await signedInUser(db());
  await db().insert(memorialMembers).values({ profileId: cast.privateProfile.id, userId: user.id, role });
  return { id: user.id, type: user.type };
}

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: { status?: number }) => error.status,
  );

describe("regenerateAccessToken", () => {
  it("the old private link stops opening the memorial and the new one opens it", async () => {
    const username = cast.privateProfile.username;
    const old = cast.privateProfile.accessToken;
    expect((await loadViewableProfile({ viewer: null, username, token: old })).reason).toBe("token");
    const fresh = await regenerateAccessToken(who("owner"), cast.privateProfile.id);
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^[\w-]{22}$/);
    expect(await refusal(loadViewableProfile({ viewer: null, username, token: old }))).toBe(404);
    expect(await refusal(loadViewableProfile({ viewer: who("stranger"), username, token: old }))).toBe(404);
    expect((await loadViewableProfile({ viewer: null, username, token: fresh })).reason).toBe("token");
  });

  it("is for the memorial's team and the site's admins: anyone else changes nothing", async () => {
    const id = cast.privateProfile.id;
    expect(await refusal(regenerateAccessToken(who("stranger"), id))).toBe(403);
    expect(await refusal(regenerateAccessToken(null, id))).toBe(401);
    expect(await refusal(regenerateAccessToken(who("admin"), "not-a-uuid"))).toBe(404);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, id));
    expect(row!.accessToken).toBe(cast.privateProfile.accessToken);
    expect(await regenerateAccessToken(who("admin"), id)).not.toBe(cast.privateProfile.accessToken);
    expect(await regenerateAccessToken(await member("editor"), id)).toEqual(expect.any(String));
  });
});

describe("setMemorialAccess", () => {
  it("a public memorial made private is hidden from visitors without the link", async () => {
    const { username, id, accessToken } = cast.publicProfile;
    expect(await setMemorialAccess(who("owner"), id, "Private")).toBe("Private");
    expect(await refusal(loadViewableProfile({ viewer: null, username }))).toBe(404);
    expect((await loadViewableProfile({ viewer: null, username, token: accessToken })).reason).toBe("token");
    await setMemorialAccess(who("owner"), id, "Public");
    expect((await loadViewableProfile({ viewer: null, username })).reason).toBe("public");
  });

  it("refuses anything but Public or Private, and anyone outside the team", async () => {
    const id = cast.publicProfile.id;
    for (const access of ["private", "", undefined, 1]) {
      await expect(setMemorialAccess(who("owner"), id, access)).rejects.toMatchObject({
        status: 400,
        message: "Escolha se o memorial é público ou privado.",
      });
    }
    expect(await refusal(setMemorialAccess(who("stranger"), id, "Private"))).toBe(403);
    expect(await refusal(setMemorialAccess(null, id, "Private"))).toBe(401);
    expect((await loadViewableProfile({ viewer: null, username: cast.publicProfile.username })).reason).toBe("public");
  });
});

describe("manageMemorial", () => {
  it("opens the memorial to its owner, its team and admins, private or not activated", async () => {
    for (const profile of [cast.privateProfile, cast.inactiveProfile]) {
      const owned = await manageMemorial(who("owner"), `@${profile.username.toUpperCase()}`);
      expect(owned).toMatchObject({ view: { reason: "owner", manage: true }, authority: { owner: true } });
      expect(owned.view.profile.id).toBe(profile.id);
      expect((await manageMemorial(who("admin"), profile.username, "administrator")).view.reason).toBe("admin");
    }
    const editor = await member("editor");
    expect(await manageMemorial(editor, cast.privateProfile.username)).toMatchObject({
      view: { reason: "member" },
      authority: { role: "editor" },
    });
    // An editor is not an administrator: for what only administrators do, the memorial is not theirs.
    expect(await refusal(manageMemorial(editor, cast.privateProfile.username, "administrator"))).toBe(404);
    const administrator = await member("administrator");
    expect((await manageMemorial(administrator, cast.privateProfile.username, "administrator")).view.reason).toBe(
      "member",
    );
  });

  it("answers a stranger as it answers an unknown memorial, and asks for a session first", async () => {
    expect(await refusal(manageMemorial(who("stranger"), cast.publicProfile.username))).toBe(404);
    expect(await refusal(manageMemorial(who("stranger"), "ninguem.aqui"))).toBe(404);
    expect(await refusal(manageMemorial(who("owner"), "nome com espaço"))).toBe(404);
    expect(await refusal(manageMemorial(null, cast.publicProfile.username))).toBe(401);
  });
});
