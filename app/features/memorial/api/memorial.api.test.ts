import { beforeEach, describe, expect, it } from "vitest";
import { profileInterests, profileKinships } from "~/db/schema";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { createGalleryImage } from "../../../../tests/factories";
import { memorialCast, type MemorialCast, viewers } from "../memorial.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
});

type Key = keyof ReturnType<typeof viewers>;
const ALLOWED_ON_PRIVATE: Key[] = ["owner", "admin", "withToken"];
const REFUSED_ON_PRIVATE: Key[] = ["anonymous", "stranger"];

/** Calls `path` as one of the viewers; `withToken` adds the private memorial's `?token=`. */
function as(key: Key, path: string) {
  const viewer = viewers(cast)[key];
  const url = viewer.token ? `${path}${path.includes("?") ? "&" : "?"}token=${cast.privateProfile.accessToken}` : path;
  return api.call<Record<string, unknown>>("GET", url, viewer.cookie ? { headers: { cookie: viewer.cookie } } : {});
}

describe("GET /api/profile/getProfileByUsername/:username", () => {
  it("answers the full profile with kinship and interests, accepting '@', and never the security hashes", async () => {
    await db()
      .insert(profileKinships)
      .values([
        { profileId: cast.publicProfile.id, degree: "Filha", name: "Rosa", position: 0 },
        { profileId: cast.publicProfile.id, degree: "Pai", name: "Jorge", position: 1 },
      ]);
    await db().insert(profileInterests).values({ profileId: cast.publicProfile.id, description: "Samba" });
    for (const username of ["publico.da.silva", "@publico.da.silva"]) {
      const res = await as("anonymous", `/api/profile/getProfileByUsername/${encodeURIComponent(username)}`);
      expect(res.status).toBe(200);
      const profile = res.body.profile as Record<string, unknown>;
      expect(profile).toMatchObject({
        id: cast.publicProfile.id,
        username: "publico.da.silva",
        name: "Público da Silva",
        profileAccess: "Public",
        type: "Free",
        birthDate: "1940-05-12",
        hash: cast.publicProfile.plaqueHash,
        kinship: [
          { degree: "Filha", name: "Rosa" },
          { degree: "Pai", name: "Jorge" },
        ],
        interests: [{ description: "Samba" }],
      });
      expect(profile).not.toHaveProperty("token");
      expect(JSON.stringify(res.body)).not.toMatch(/security|Hash"|accessToken/);
    }
  });

  it("gives the access token to the owner and admins only", async () => {
    for (const key of ["owner", "admin"] as const) {
      const res = await as(key, "/api/profile/getProfileByUsername/privado.souza");
      expect((res.body.profile as { token?: string }).token).toBe(cast.privateProfile.accessToken);
    }
    const visitor = await as("withToken", "/api/profile/getProfileByUsername/privado.souza");
    expect((visitor.body.profile as { name?: string; token?: string }).name).toBe("Privado Souza");
    expect(visitor.body.profile).not.toHaveProperty("token");
  });

  it("answers 200 with the username only for memorials the caller may not see: taken, but nothing leaks", async () => {
    for (const key of REFUSED_ON_PRIVATE) {
      for (const username of ["privado.souza", "inativo.lima"]) {
        const res = await as(key, `/api/profile/getProfileByUsername/${username}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, profile: { username } });
      }
    }
  });

  it("answers 404 when the username is free", async () => {
    const res = await as("anonymous", "/api/profile/getProfileByUsername/ninguem.aqui");
    expect(res).toMatchObject({ status: 404, body: { success: false, message: "Perfil não encontrado." } });
  });
});

describe("the other read calls follow the same rule", () => {
  const byUsername = (u: string) => [
    `/api/profile/getStaticByUsername/${u}`,
    `/api/profile/getProfileIdByUsername/${u}`,
  ];
  const byId = (id: string) => [`/api/profile/getProfileById/${id}`, `/api/profile/getGalleryImagesByProfileId/${id}`];

  it("serve a public memorial to anyone", async () => {
    await createGalleryImage(db(), { profileId: cast.publicProfile.id, imagePath: "gallery/abc" });
    const [stat, id] = byUsername("@publico.da.silva");
    expect((await as("anonymous", stat!)).body).toMatchObject({
      success: true,
      profile: { id: cast.publicProfile.id, name: "Público da Silva", bio: "Uma vida simples.", type: "Free" },
    });
    expect((await as("anonymous", id!)).body).toEqual({ success: true, profileId: cast.publicProfile.id });
    const [full, gallery] = byId(cast.publicProfile.id);
    expect((await as("stranger", full!)).body.profile).toMatchObject({ username: "publico.da.silva" });
    expect((await as("anonymous", gallery!)).body).toMatchObject({
      success: true,
      images: [{ image_directory: "gallery/abc", width: 1200, height: 750 }],
    });
  });

  it("serve a private memorial to its owner, an admin, or with its token; 404 to anyone else", async () => {
    const paths = [...byUsername("privado.souza"), ...byId(cast.privateProfile.id)];
    for (const path of paths) {
      for (const key of ALLOWED_ON_PRIVATE) expect((await as(key, path)).status, `${key} ${path}`).toBe(200);
      for (const key of REFUSED_ON_PRIVATE) {
        const res = await as(key, path);
        expect(res.status, `${key} ${path}`).toBe(404);
        expect(res.body.success).toBe(false);
        expect(JSON.stringify(res.body)).not.toContain("Privado");
      }
    }
  });

  it("hide a memorial not activated yet from everyone but its owner and admins", async () => {
    const paths = [...byUsername("inativo.lima"), ...byId(cast.inactiveProfile.id)];
    for (const path of paths) {
      expect((await as("owner", path)).status).toBe(200);
      expect((await as("admin", path)).status).toBe(200);
      expect((await as("anonymous", path)).status).toBe(404);
      expect((await as("stranger", path)).status).toBe(404);
    }
  });

  it("answer 404 for unknown memorials with the spec's messages, and 400 for malformed ids", async () => {
    expect((await as("anonymous", "/api/profile/getProfileIdByUsername/ninguem")).body).toEqual({
      success: false,
      message: "Erro ao buscar ID do perfil",
    });
    expect((await as("anonymous", "/api/profile/getStaticByUsername/ninguem")).status).toBe(404);
    for (const path of byId("00000000-0000-4000-8000-000000000000")) {
      expect((await as("anonymous", path)).status).toBe(404);
    }
    for (const bad of ["123", "nao-e-uuid", "%27%20or%201%3D1"]) {
      for (const path of byId(bad)) {
        const res = await as("admin", path);
        expect(res).toMatchObject({
          status: 400,
          body: { success: false, message: "Identificador de perfil inválido." },
        });
      }
    }
  });
});
