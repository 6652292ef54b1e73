import fs from "node:fs/promises";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { profileInterests, profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { loader as memorialLoader } from "~/pages/memorial/memorial";
import { setStorage } from "~/integrations/storage/storage.server";
import { tempStorage, twoTone } from "~/shared/images/test-images";
import { createProfile } from "../../../../tests/factories";
import { answerOf } from "../../../../tests/support/actions";
import { testLoadContext } from "../../../../tests/support/context";
import { setupTestDatabase } from "../../../../tests/support/database";
import { action, loader, shouldRevalidate } from "./edit-profile";
import { ABOUT, BASICS, locationOf, thrownBy } from "../steps/profile-form.test-helpers";
import { memorialPageOf } from "~/pages/memorial/memorial-data.test-helpers";

const { db } = setupTestDatabase();
const roots: string[] = [];
afterEach(() => setStorage(undefined));
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

function args(path: string, cookie?: string, body?: Record<string, string> | FormData): never {
  const request = new Request(`http://localhost${path}`, {
    method: body ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: body instanceof FormData ? body : body ? new URLSearchParams(body) : undefined,
  });
  const username = decodeURIComponent(path.split("/")[2]!.split("?")[0]!);
  return { request, params: { username }, context: testLoadContext(request) } as never;
}

type Answer = Exclude<Awaited<ReturnType<typeof action>>, Response>;

const FORM = {
  ...Object.fromEntries(Object.entries({ ...BASICS, ...ABOUT }).map(([k, v]) => [k, String(v)])),
  username: "@dona.cida",
  "interests[0].description": "Jardinagem",
  "interests[1].description": "",
  "kinships[0].name": "Pedro Souza",
  "kinships[0].degree": "Neto",
};

async function ownedMemorial() {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.user.id, username: "maria.antes", bio: "Antes." });
  await db().insert(profileInterests).values({ profileId: profile.id, description: "Pintura" });
  return { owner, profile, path: "/editProfile/maria.antes" };
}

describe("/editProfile/{username}", () => {
  it("sends the anonymous to /login and anyone but the owner or an admin to the profile page", async () => {
    const { path } = await ownedMemorial();
    expect(locationOf(await thrownBy(loader(args(path))))).toBe("/login?redirectTo=%2FeditProfile%2Fmaria.antes");
    const stranger = await signedInUser(db());
    expect(locationOf(await thrownBy(loader(args(path, stranger.cookie))))).toBe("/profile/maria.antes");
    expect(locationOf(await thrownBy(action(args(path, stranger.cookie, FORM))))).toBe("/profile/maria.antes");
    expect(locationOf(await thrownBy(loader(args("/editProfile/ninguem", stranger.cookie))))).toBe("/profile/ninguem");
    const [row] = await db().select().from(profiles).where(eq(profiles.username, "maria.antes"));
    expect(row?.bio).toBe("Antes.");
    const admin = await signedInUser(db(), { type: "admin" });
    const forAdmin = await loader(args(path, admin.cookie));
    expect(forAdmin).toMatchObject({ canChangePortrait: false, profile: { username: "maria.antes" } });
  });

  it("opens with every field of the memorial for its owner", async () => {
    const { owner, path } = await ownedMemorial();
    const loaded = await loader(args(path, owner.cookie));
    expect(loaded.canChangePortrait).toBe(true);
    expect(loaded.profile.values).toMatchObject({
      username: "@maria.antes",
      bio: "Antes.",
      birthDate: "1940-05-12",
      interests: [{ description: "Pintura" }],
      kinships: [],
    });
  });

  it("without JavaScript a save goes to the memorial with the notice, and the page shows the edit", async () => {
    const { owner, path } = await ownedMemorial();
    const answer = await thrownBy(action(args(path, owner.cookie, { ...FORM, bio: "Sempre conosco." })));
    expect(locationOf(answer)).toBe("/profile/dona.cida?aviso=perfil-atualizado");
    const request = new Request("http://localhost/profile/dona.cida");
    const page = memorialPageOf(
      await memorialLoader({
        request,
        params: { username: "dona.cida" },
        context: testLoadContext(request),
      } as never),
    );
    expect(page.profile).toMatchObject({
      bio: "Sempre conosco.",
      kinship: [{ name: "Pedro Souza", degree: "Neto" }],
    });
    expect(page.profile.interests.map((i) => i.description)).toEqual(["Jardinagem"]);
  });

  it("with JavaScript it answers the saved username for the 1.5 s close, and does not reload the old address", async () => {
    const { owner, path } = await ownedMemorial();
    const { status, body } = answerOf((await action(args(path, owner.cookie, { ...FORM, _js: "1" }))) as Answer);
    expect(status).toBe(200);
    expect(body.saved).toEqual({ username: "dona.cida" });
    expect(shouldRevalidate({ actionResult: body, defaultShouldRevalidate: true } as never)).toBe(false);
    expect(shouldRevalidate({ actionResult: undefined, defaultShouldRevalidate: true } as never)).toBe(true);
  });

  it("answers bad input and a taken username with the messages under their fields, saving nothing", async () => {
    const { owner, path } = await ownedMemorial();
    const bad = answerOf((await action(args(path, owner.cookie, { ...FORM, name: "", hometown: "" }))) as Answer);
    expect(bad.body.result!.error).toMatchObject({
      name: ["Preencha o nome do homenageado para continuar"],
      hometown: ["Preencha a cidade natal do homenageado para continuar"],
    });
    await createProfile(db(), { username: "ocupada" });
    const taken = answerOf((await action(args(path, owner.cookie, { ...FORM, username: "Ocupada" }))) as Answer);
    expect(taken.status).toBe(409);
    expect(taken.body.result!.error).toMatchObject({
      username: ["Este apelido já está em uso. Por favor, escolha outro."],
    });
    const [row] = await db().select().from(profiles).where(eq(profiles.username, "maria.antes"));
    expect(row?.bio).toBe("Antes.");
  });

  it("adds and removes family rows without JavaScript (Conform intents) without saving", async () => {
    const { owner, path } = await ownedMemorial();
    const insert = JSON.stringify({
      type: "insert",
      payload: { name: "kinships", defaultValue: { name: "", degree: "" } },
    });
    const added = answerOf((await action(args(path, owner.cookie, { ...FORM, __intent__: insert }))) as Answer);
    expect((added.body.result!.initialValue as { kinships: unknown[] }).kinships).toHaveLength(2);
    const remove = JSON.stringify({ type: "remove", payload: { name: "kinships", index: 0 } });
    const removed = answerOf((await action(args(path, owner.cookie, { ...FORM, __intent__: remove }))) as Answer);
    expect((removed.body.result!.initialValue as { kinships?: unknown[] }).kinships ?? []).toHaveLength(0);
    const interests = await db().select().from(profileInterests).orderBy(asc(profileInterests.position));
    expect(interests.map((i) => i.description)).toEqual(["Pintura"]);
  });

  it("changes the portrait through its own multipart form; a file that is no image is refused", async () => {
    setStorage(await tempStorage(roots));
    const { owner, path, profile } = await ownedMemorial();
    const image = await twoTone(64, 48).jpeg().toBuffer();
    const form = new FormData();
    form.set("intent", "portrait");
    form.set("profileImage", new Blob([image]), "retrato.jpg");
    const saved = answerOf((await action(args(path, owner.cookie, form))) as Answer);
    expect(saved.body.portrait).toEqual({ message: "Foto do perfil atualizada.", error: null });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row?.imagePath).toMatch(/^profiles\//);

    const text = new FormData();
    text.set("profileImage", new Blob([Buffer.from("não é imagem")]), "nota.jpg");
    const refused = answerOf((await action(args(path, owner.cookie, text))) as Answer);
    expect(refused.status).toBe(400);
    expect(refused.body.portrait).toEqual({
      message: null,
      error: "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.",
    });
  });
});
