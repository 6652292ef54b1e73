import { MALFORMED_ID_MESSAGE } from "~/shared/http/api-contract";
/**
 * The gallery calls through the real /api/ handler, multipart like a browser sends them: good,
 * bad, forbidden, too big, the hostile image set, and the plan's limit under concurrent requests.
 */
import fs from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { galleryImages } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { s3Storage } from "~/integrations/storage/s3.server";
import { setStorage } from "~/integrations/storage/storage.server";
import {
  expectNoMetadata,
  heicBomb,
  jpegBomb,
  phoneHeic,
  pngBomb,
  storedFiles,
  tempStorage,
  type TestStorage,
  twoTone,
  variants,
} from "~/shared/images/test-images";
import { IMAGE_FORMATS } from "~/shared/images/variants.server";
import { createGalleryImage, createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";

const { db } = setupTestDatabase();
const api = startTestApi();

const INVALID_TYPE = "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.";
const UNREADABLE = "Não foi possível ler esta imagem: o arquivo parece corrompido ou incompleto. Escolha outra imagem.";
const TOO_MANY_PIXELS = "A imagem tem resolução grande demais. O limite é de 50 megapixels.";

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let stranger: Person;
let profileId: string;
let storage: TestStorage;
const roots: string[] = [];

beforeEach(async () => {
  owner = await signedInUser(db());
  stranger = await signedInUser(db());
  profileId = (await createProfile(db(), { userId: owner.user.id })).id;
  storage = await tempStorage(roots);
  setStorage(storage);
});
afterEach(() => setStorage(undefined));
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

function form(file: Uint8Array | undefined, name = "foto.jpg", fields: Record<string, string> = { profileId }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("image", new Blob([Buffer.from(file)]), name);
  return body;
}

const add = (body: FormData, person: Person | null = owner) =>
  api.call("POST", "/api/profile/registerImageInGallery", {
    form: body,
    headers: person ? { cookie: person.cookie } : {},
  });

const photos = () => db().$count(galleryImages, eq(galleryImages.profileId, profileId));

describe("POST /api/profile/registerImageInGallery", () => {
  it("stores the owner's photo; it is listed, without metadata", async () => {
    const res = await add(form(await twoTone(300, 200).jpeg().toBuffer()));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Foto adicionada à galeria.",
      image: { profileId, width: 300, height: 200 },
    });
    const listed = await api.call("GET", `/api/profile/getGalleryImagesByProfileId/${profileId}`);
    expect(listed.body).toMatchObject({
      images: [{ image_directory: (res.body.image as { image_directory: string }).image_directory }],
    });
  });

  it("refuses anonymous callers, strangers, and cross-site browser requests", async () => {
    const image = await twoTone(40, 40).png().toBuffer();
    expect((await add(form(image), null)).status).toBe(401);
    expect(await add(form(image), stranger)).toMatchObject({ status: 403, body: { success: false } });
    const crossSite = await api.call("POST", "/api/profile/registerImageInGallery", {
      form: form(image),
      headers: { cookie: owner.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await photos()).toBe(0);
    expect(await storedFiles(storage.root)).toEqual([]);
  });

  it("answers bad requests with a pt-BR message: no form, no file, bad or unknown profile", async () => {
    const notForm = await api.call("POST", "/api/profile/registerImageInGallery", {
      json: { profileId },
      headers: { cookie: owner.cookie },
    });
    expect(notForm).toMatchObject({ status: 400, body: { success: false, message: expect.any(String) } });
    expect(await add(form(undefined))).toMatchObject({
      status: 400,
      body: { message: "Escolha uma imagem para enviar." },
    });
    const image = await twoTone(40, 40).png().toBuffer();
    expect(await add(form(image, "a.png", { profileId: "42" }))).toMatchObject({ status: 400 });
    expect(await add(form(image, "a.png", { profileId: crypto.randomUUID() }))).toMatchObject({ status: 404 });
  });

  it("refuses a file over 15 MB with the size message, before storing anything", async () => {
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const res = await add(form(huge));
    expect(res).toMatchObject({ status: 413, body: { message: "A imagem é grande demais. O limite é de 15 MB." } });
    expect(await storedFiles(storage.root)).toEqual([]);
  });

  it("the hostile set: 0 crashes, 0 metadata kept", async () => {
    const gpsJpeg = await twoTone(320, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: "Motorola", Model: "Moto G84" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "23/1 33/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "46/1 38/1 0/1",
        },
      })
      .toBuffer();
    const goodJpeg = await twoTone(200, 100).jpeg().toBuffer();
    const cases: Array<{ name: string; bytes: Uint8Array; status: number; message?: string }> = [
      { name: "bomba.png", bytes: pngBomb(65_535, 65_535), status: 400, message: TOO_MANY_PIXELS },
      { name: "bomba.jpg", bytes: await jpegBomb(60_000, 60_000), status: 400, message: TOO_MANY_PIXELS },
      { name: "bomba.heic", bytes: await heicBomb(20_000, 20_000), status: 400, message: TOO_MANY_PIXELS },
      {
        name: "cortada.jpg",
        bytes: goodJpeg.subarray(0, Math.floor(goodJpeg.length * 0.6)),
        status: 400,
        message: UNREADABLE,
      },
      { name: "na-verdade-png.jpg", bytes: await twoTone(120, 90).png().toBuffer(), status: 201 },
      {
        name: "script.png",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        status: 400,
        message: INVALID_TYPE,
      },
      { name: "IMG_0001.HEIC", bytes: await phoneHeic(), status: 201 },
      { name: "gps.jpg", bytes: gpsJpeg, status: 201 },
    ];
    for (const { name, bytes, status, message } of cases) {
      const res = await add(form(bytes, name));
      expect(res.status, name).toBe(status);
      if (message) expect(res.body, name).toMatchObject({ success: false, message });
    }
    const stored = await db().select().from(galleryImages).where(eq(galleryImages.profileId, profileId));
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      for (const variant of await variants(storage, row.imagePath, IMAGE_FORMATS))
        await expectNoMetadata(variant, ["Motorola", "Moto G84"]);
    }
    // Only the three accepted pictures are in the store (nine files each: three widths in JPEG, WebP
    // and AVIF): the refusals left nothing behind.
    expect(await storedFiles(storage.root)).toHaveLength(27);
    expect((await sharp((await variants(storage, stored[0]!.imagePath))[0]!).metadata()).format).toBe("jpeg");
  });

  it("N concurrent requests against a Free gallery one photo short of its limit: exactly one is stored", async () => {
    for (let i = 0; i < 4; i++) await createGalleryImage(db(), { profileId });
    const images = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        twoTone(50 + i, 40)
          .png()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(images.map((image) => add(form(image))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({
        success: false,
        message: "Limite de fotos do plano atingido. O plano Free permite até 5 fotos na galeria.",
      });
    }
    expect(await photos()).toBe(5);
    expect(await storedFiles(storage.root)).toHaveLength(9);
  });
});

describe("DELETE /api/profile/deleteImageFromGallery/{id}", () => {
  it("the owner deletes a photo and its files; others are refused; a second delete is a 404", async () => {
    const created = await add(form(await twoTone(64, 48).png().toBuffer()));
    const id = (created.body.image as { id: string }).id;
    const del = (person: Person | null, target = id) =>
      api.call("DELETE", `/api/profile/deleteImageFromGallery/${target}`, {
        headers: person ? { cookie: person.cookie } : {},
      });
    expect((await del(null)).status).toBe(401);
    expect((await del(stranger)).status).toBe(403);
    expect(await del(owner, "not-an-id")).toMatchObject({ status: 400, body: { message: MALFORMED_ID_MESSAGE } });
    expect(await del(owner, "6f1c2a9e-0000-4000-8000-000000000009")).toMatchObject({
      status: 404,
      body: { message: "Foto não encontrada." },
    });
    expect(await del(owner)).toMatchObject({
      status: 200,
      body: { success: true, message: "Foto excluída da galeria.", id, profileId },
    });
    expect(await photos()).toBe(0);
    expect(await storedFiles(storage.root)).toEqual([]);
    expect((await del(owner)).status).toBe(404);
  });
});

describe("POST /api/profile/registerImageInGallery while the media storage fails", () => {
  const STORAGE_DOWN =
    "Não foi possível guardar a imagem agora: o armazenamento de arquivos está indisponível. Tente novamente em alguns minutos.";

  it("the store failing on the third size: 503 with Retry-After, no size left in the store, no photo recorded", async () => {
    setStorage({
      ...storage,
      async put(key, body, type) {
        if (key.endsWith("-1200.jpg")) throw new Error("disk full");
        await storage.put(key, body, type);
      },
    });
    const res = await add(form(await twoTone(1600, 900).jpeg().toBuffer()));
    expect(res).toMatchObject({ status: 503, body: { success: false, message: STORAGE_DOWN } });
    expect(res.headers.get("retry-after")).toBe("60");
    expect(storage.puts).toHaveLength(8);
    expect(await storedFiles(storage.root)).toEqual([]);
    expect(await photos()).toBe(0);
  });

  it("an S3 endpoint refusing connections: 503 with Retry-After, no photo recorded", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const down = s3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "memorial-media",
      region: "sa-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    setStorage(down);
    const res = await add(form(await twoTone(300, 200).jpeg().toBuffer()));
    expect(res).toMatchObject({ status: 503, body: { success: false, message: STORAGE_DOWN } });
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await photos()).toBe(0);
    await expect(down.ping()).rejects.toThrow(/HEAD bucket/);
  });
});
