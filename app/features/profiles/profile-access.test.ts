import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { NotFoundError, ValidationError } from "~/shared/http/errors";
import { setupTestDatabase } from "../../../tests/support/database";
import { memorialCast, type MemorialCast } from "../memorial/memorial.test-helpers";
import {
  loadViewableProfile,
  loadViewableProfileById,
  normalizeUsername,
  takenUsername,
  tokenMatches,
  type Viewer,
} from "./profile-access.server";

const { db } = setupTestDatabase();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
});

const who = (key: "owner" | "admin" | "stranger"): Viewer => ({ id: cast[key].user.id, type: cast[key].user.type });

describe("loadViewableProfile", () => {
  it("opens a public memorial to everyone, with or without '@' and in any case", async () => {
    for (const viewer of [null, who("stranger")]) {
      for (const username of ["publico.da.silva", "@publico.da.silva", "Publico.Da.Silva"]) {
        const view = await loadViewableProfile({ viewer, username });
        expect(view.profile.id).toBe(cast.publicProfile.id);
        expect(view.manage).toBe(false);
        expect(view.reason).toBe("public");
      }
    }
  });

  it("opens a private memorial only to its owner, an admin, or with its token", async () => {
    const username = "privado.souza";
    const token = cast.privateProfile.accessToken;
    expect(await loadViewableProfile({ viewer: who("owner"), username })).toMatchObject({
      reason: "owner",
      manage: true,
    });
    expect(await loadViewableProfile({ viewer: who("admin"), username })).toMatchObject({
      reason: "admin",
      manage: true,
    });
    expect(await loadViewableProfile({ viewer: null, username, token })).toMatchObject({
      reason: "token",
      manage: false,
    });
    expect(await loadViewableProfile({ viewer: who("stranger"), username, token })).toMatchObject({ reason: "token" });
    for (const attempt of [
      { viewer: null },
      { viewer: who("stranger") },
      { viewer: null, token: `${token}x` },
      { viewer: null, token: token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase() },
      { viewer: null, token: cast.publicProfile.accessToken },
      { viewer: null, token: "" },
      { viewer: null, token: ["array"] },
    ]) {
      await expect(loadViewableProfile({ ...attempt, username })).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("shows a memorial not activated yet only to its owner and admins, even with its token", async () => {
    const username = "inativo.lima";
    await expect(loadViewableProfile({ viewer: who("owner"), username })).resolves.toMatchObject({ manage: true });
    await expect(loadViewableProfile({ viewer: who("admin"), username })).resolves.toMatchObject({ manage: true });
    for (const viewer of [null, who("stranger")]) {
      await expect(
        loadViewableProfile({ viewer, username, token: cast.inactiveProfile.accessToken }),
      ).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("answers the same NotFound for unknown and malformed usernames", async () => {
    for (const username of ["ninguem", "", "@", "a/b", "x".repeat(101), undefined, 42]) {
      const error = await loadViewableProfile({ viewer: null, username }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as Error).message).toBe("Perfil não encontrado.");
    }
  });
});

describe("loadViewableProfileById", () => {
  it("applies the same rule by id and refuses malformed ids before any query", async () => {
    await expect(loadViewableProfileById({ viewer: null, profileId: cast.publicProfile.id })).resolves.toBeTruthy();
    await expect(loadViewableProfileById({ viewer: null, profileId: cast.privateProfile.id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      loadViewableProfileById({
        viewer: null,
        profileId: cast.privateProfile.id,
        token: cast.privateProfile.accessToken,
      }),
    ).resolves.toMatchObject({ reason: "token" });
    await expect(
      loadViewableProfileById({ viewer: null, profileId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toBeInstanceOf(NotFoundError);
    for (const profileId of ["1", "nao-e-uuid", "' or 1=1 --", undefined, null, {}]) {
      await expect(loadViewableProfileById({ viewer: null, profileId })).rejects.toBeInstanceOf(ValidationError);
    }
  });
});

describe("takenUsername", () => {
  it("tells that a username exists without opening the memorial", async () => {
    expect(await takenUsername("@PRIVADO.souza")).toBe("privado.souza");
    expect(await takenUsername("livre.ainda")).toBeUndefined();
  });
});

describe("tokenMatches and normalizeUsername", () => {
  it("matches only the exact token", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 40 }), (token, other) => {
        expect(tokenMatches(token, token)).toBe(true);
        expect(tokenMatches(token, other)).toBe(other === token);
      }),
    );
    expect(tokenMatches("abc", undefined)).toBe(false);
    expect(tokenMatches("abc", "x".repeat(500))).toBe(false);
  });

  it("strips one leading '@' and refuses what cannot be a handle", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9.]{0,30}$/), (handle) => {
        expect(normalizeUsername(handle)).toBe(handle);
        expect(normalizeUsername(`@${handle}`)).toBe(handle);
      }),
    );
    expect(normalizeUsername("a b")).toBeUndefined();
    expect(normalizeUsername("../etc")).toBeUndefined();
    expect(normalizeUsername("   ")).toBeUndefined();
  });
});
