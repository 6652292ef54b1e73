import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { setStorage } from "~/integrations/storage/storage.server";
import {
  expectNoMetadata,
  storedFiles,
  tempStorage,
  type TestStorage,
  twoTone,
  variants,
} from "~/shared/images/test-images";
import { IMAGE_FORMATS } from "~/shared/images/variants.server";
import { createProfile } from "../../../../../tests/factories";
import { startTestApi } from "../../../../../tests/support/api";
import { setupTestDatabase } from "../../../../../tests/support/database";

const { db } = setupTestDatabase();
const api = startTestApi();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let profile: { id: string; username: string };
let storage: TestStorage;
const roots: string[] = [];

beforeEach(async () => {
  owner = await signedInUser(db());
  profile = await createProfile(db(), { userId: owner.user.id, imagePath: null });
  storage = await tempStorage(roots);
  setStorage(storage);
});
afterEach(() => setStorage(undefined));
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

function form(file: Uint8Array | undefined, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("profileImage", new Blob([Buffer.from(file)]), "retrato.jpg");
  return body;
}

const send = (method: "POST" | "PUT", body: FormData, person: Person | null = owner) =>
  api.call(method, method === "POST" ? "/api/profile/registerImage" : "/api/profile/updateImage", {
    form: body,
    headers: person ? { cookie: person.cookie } : {},
  });

const portraitOf = async (id: string) =>
  (await db().select({ imagePath: profiles.imagePath }).from(profiles).where(eq(profiles.id, id)))[0]!.imagePath;

describe("the portrait: registerImage and updateImage", () => {
  it("the wizard registers it by username; the editor replaces it by id and the old files go", async () => {
    const gps = await twoTone(400, 500)
      .jpeg()
      .withExif({ IFD0: { Model: "iPhone 15" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
      .toBuffer();
    const first = await send("POST", form(gps, { username: `@${profile.username}`, hash: "ABC123" }));
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, profileId: profile.id, width: 400, height: 500 },
    });
    const firstPath = first.body.image_directory as string;
    expect(await portraitOf(profile.id)).toBe(firstPath);
    for (const variant of await variants(storage, firstPath, IMAGE_FORMATS)) {
      await expectNoMetadata(variant, ["iPhone"]);
    }

    const second = await send("PUT", form(await twoTone(300, 300).png().toBuffer(), { id: profile.id }));
    expect(second.status).toBe(200);
    expect(await portraitOf(profile.id)).toBe(second.body.image_directory);
    // Only the new portrait's nine variants (three widths in JPEG, WebP and AVIF) remain.
    expect(await storedFiles(storage.root)).toHaveLength(9);
  });

  it("keeps a replaced portrait another memorial still shows", async () => {
    const image = await twoTone(200, 200).png().toBuffer();
    const other = await createProfile(db(), { userId: owner.user.id });
    const a = await send("PUT", form(image, { id: profile.id }));
    await send("PUT", form(image, { id: other.id }));
    await send("PUT", form(await twoTone(210, 200).png().toBuffer(), { id: profile.id }));
    expect(await portraitOf(other.id)).toBe(a.body.image_directory);
    expect(await storedFiles(storage.root)).toHaveLength(18);
  });

  it("owner only; bad input gets a pt-BR message and changes nothing", async () => {
    const stranger = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const image = await twoTone(50, 50).png().toBuffer();
    expect((await send("PUT", form(image, { id: profile.id }), null)).status).toBe(401);
    expect((await send("PUT", form(image, { id: profile.id }), stranger)).status).toBe(403);
    expect((await send("PUT", form(image, { id: profile.id }), admin)).status).toBe(403);
    expect(await send("PUT", form(image, {}))).toMatchObject({
      status: 400,
      body: { message: "Informe o perfil da foto." },
    });
    expect((await send("PUT", form(image, { username: "ninguem-aqui" }))).status).toBe(404);
    expect(await send("PUT", form(undefined, { id: profile.id }))).toMatchObject({
      status: 400,
      body: { message: "Escolha uma imagem para enviar." },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await send("POST", form(svg, { id: profile.id }))).toMatchObject({
      status: 400,
      body: { message: "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic." },
    });
    expect(await portraitOf(profile.id)).toBeNull();
    expect(await storedFiles(storage.root)).toEqual([]);
  });
});
