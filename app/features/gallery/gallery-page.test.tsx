/** The owner's gallery forms on the memorial page, posted without JavaScript to its action. */
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { galleryImages } from "~/db/schema";
import { action, loader } from "~/pages/memorial/memorial";
import { GalleryPanel } from "~/pages/memorial/components/gallery-panel";
import { memorialCast, type MemorialCast } from "~/features/memorial/memorial.test-helpers";
import { setStorage } from "~/integrations/storage/storage.server";
import { storedFiles, tempStorage, type TestStorage, twoTone } from "~/shared/images/test-images";
import { createGalleryImage } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { GALLERY_MESSAGES } from "./gallery.schema";
import { memorialPageOf } from "~/pages/memorial/memorial-data.test-helpers";

const { db } = setupTestDatabase();
let cast: MemorialCast;
let storage: TestStorage;
const roots: string[] = [];
const USERNAME = "publico.da.silva";

beforeEach(async () => {
  cast = await memorialCast(db());
  storage = await tempStorage(roots);
  setStorage(storage);
});
afterEach(() => setStorage(undefined));
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

type Args = Parameters<typeof action>[0];

function args(cookie: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`http://localhost:3000/profile/${USERNAME}?aba=galeria`, { ...init, headers });
  return { request, params: { username: USERNAME }, context: testLoadContext(request) } as unknown as Args;
}

/** What the action answered: a redirect, or the page's data with its status. */
async function post(cookie: string | undefined, body: FormData | URLSearchParams) {
  const answer = (await action(args(cookie, { method: "POST", body }))) as unknown;
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") };
  const { data, init } = answer as { data: { gallery?: { message: string } }; init: ResponseInit | null };
  return { status: init?.status ?? 200, message: data.gallery?.message };
}

async function photoForm() {
  const body = new FormData();
  body.set("image", new Blob([await twoTone(90, 60).png().toBuffer()]), "foto.png");
  return body;
}

const photos = () => db().$count(galleryImages, eq(galleryImages.profileId, cast.publicProfile.id));

describe("the owner's gallery forms on the memorial page", () => {
  it("'Adicionar foto' stores the photo and goes back to the gallery with a notice", async () => {
    expect(await post(cast.owner.cookie, await photoForm())).toEqual({
      status: 303,
      location: `/profile/${USERNAME}?aba=galeria&aviso=foto-adicionada#galeria`,
    });
    expect(await photos()).toBe(1);
  });

  it("the plan's limit and a bad file are shown on the page; strangers and visitors are refused", async () => {
    for (let i = 0; i < 5; i++) await createGalleryImage(db(), { profileId: cast.publicProfile.id });
    expect(await post(cast.owner.cookie, await photoForm())).toEqual({
      status: 409,
      message: GALLERY_MESSAGES.limitReached("Free", 5),
    });
    expect(await post(cast.stranger.cookie, await photoForm())).toMatchObject({ status: 403 });
    expect(await post(undefined, await photoForm())).toMatchObject({ status: 401 });
    await db().delete(galleryImages);
    const svg = new FormData();
    svg.set("image", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), "foto.png");
    expect(await post(cast.owner.cookie, svg)).toEqual({
      status: 400,
      message: "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.",
    });
    expect(await photos()).toBe(0);
    expect(await storedFiles(storage.root)).toEqual([]);
  });

  it("with the media storage failing, 'Adicionar foto' answers 503 with Retry-After and the pt-BR message, storing nothing", async () => {
    setStorage({
      ...storage,
      async put(key, body, type) {
        if (key.endsWith("-320.jpg")) throw new Error("ECONNREFUSED");
        await storage.put(key, body, type);
      },
    });
    const answer = (await action(args(cast.owner.cookie, { method: "POST", body: await photoForm() }))) as {
      data: { gallery?: { message: string } };
      init: ResponseInit | null;
    };
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("retry-after")).toBe("60");
    expect(answer.data.gallery?.message).toBe(
      "Não foi possível guardar a imagem agora: o armazenamento de arquivos está indisponível. Tente novamente em alguns minutos.",
    );
    expect(await photos()).toBe(0);
    expect(await storedFiles(storage.root)).toEqual([]);
  });

  it("the delete confirmation removes the photo; only this memorial's photos, only by its owner", async () => {
    expect((await post(cast.admin.cookie, await photoForm())).status).toBe(303);
    const [row] = await db().select().from(galleryImages);
    const remove = (imageId: string) => new URLSearchParams({ intent: "excluir-foto", imageId });
    expect(await post(cast.stranger.cookie, remove(row!.id))).toMatchObject({ status: 403 });
    const elsewhere = await createGalleryImage(db(), { profileId: cast.privateProfile.id });
    expect(await post(cast.owner.cookie, remove(elsewhere.id))).toEqual({
      status: 404,
      message: GALLERY_MESSAGES.photoNotFound,
    });
    expect(await post(cast.owner.cookie, remove(row!.id))).toEqual({
      status: 303,
      location: `/profile/${USERNAME}?aba=galeria&aviso=foto-excluida#galeria`,
    });
    expect(await photos()).toBe(0);
  });

  it("only the owner and admins get the controls", async () => {
    await createGalleryImage(db(), { profileId: cast.publicProfile.id });
    const page = async (cookie?: string) => memorialPageOf(await loader(args(cookie) as never));
    for (const cookie of [undefined, cast.stranger.cookie]) expect((await page(cookie)).photoLimit).toBeNull();
    for (const cookie of [cast.owner.cookie, cast.admin.cookie]) {
      expect((await page(cookie)).photoLimit).toEqual({ plan: "Free", limit: 5 });
    }
    const { gallery } = await page(cast.owner.cookie);
    const visitor = renderToStaticMarkup(<GalleryPanel images={gallery} name="Público" />);
    expect(visitor).not.toMatch(/<form|Adicionar foto|Excluir/);
    const owned = renderToStaticMarkup(
      <GalleryPanel images={gallery} name="Público" owner={{ plan: "Free", limit: 5, action: "/x" }} />,
    );
    // HTML attribute names are case-insensitive; React writes `encType`.
    expect(owned).toMatch(/<form [^>]*enctype="multipart\/form-data" method="post"/i);
    expect(owned).toContain("1 de 5 fotos do plano Free.");
    expect(owned).toContain("Confirmar exclusão da foto 1");
  });
});
