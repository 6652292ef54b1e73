import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { galleryImages, planContracts, plans } from "~/db/schema";
import { PLAN_CATALOGUE } from "~/features/plans/plans.catalog";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { storedFiles, tempStorage, twoTone } from "~/shared/images/test-images";
import { variantKeys } from "~/shared/images/variants.server";

/** Each image is stored as nine files: three widths in JPEG, WebP and AVIF (decision 050). */
const FILES_PER_IMAGE = variantKeys("any").length;
import { createGalleryImage, createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { GALLERY_MESSAGES } from "./gallery.schema";
import { addGalleryImage, deleteGalleryImage } from "./gallery.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;
const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

/** A small distinct PNG per seed, so each add stores its own picture. */
const photo = (seed: number) =>
  twoTone(40 + seed, 30)
    .png()
    .toBuffer();

async function memorial(type: "Free" | "Ouro" | "Platina" | "Diamante" = "Free", photos = 0) {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.id, type });
  if (type !== "Free") {
    await db().insert(plans).values(PLAN_CATALOGUE).onConflictDoNothing();
    await db()
      .insert(planContracts)
      .values({
        profileId: profile.id,
        userId: owner.id,
        planId: type,
        contractKey: `contrato_plano_${type.toLowerCase()}`,
        contractVersion: 1,
        amountCents: 50_000,
        status: "active",
        startsAt: new Date(NOW.getTime() - 10 * DAY),
        endsAt: new Date(NOW.getTime() + 170 * DAY),
      });
  }
  for (let i = 0; i < photos; i++) await createGalleryImage(db(), { profileId: profile.id });
  return { owner, profile };
}

const countPhotos = (profileId: string) => db().$count(galleryImages, eq(galleryImages.profileId, profileId));

describe("adding gallery photos", () => {
  it("stores the owner's photo through the pipeline and lists it", async () => {
    const storage = await tempStorage(roots);
    const { owner, profile } = await memorial();
    const added = await addGalleryImage({
      actor: owner,
      profileId: profile.id,
      image: await photo(1),
      now: NOW,
      storage,
    });
    expect(added).toMatchObject({ profileId: profile.id, width: 41, height: 30 });
    expect(added.imagePath).toMatch(/^gallery\/[0-9a-f]{16}$/);
    expect((await storedFiles(storage.root)).sort()).toEqual(
      variantKeys(added.imagePath)
        .map((key) => key.split("/")[1])
        .sort(),
    );
    expect(await countPhotos(profile.id)).toBe(1);
  });

  it.each([
    ["Free", 5],
    ["Ouro", 10],
    ["Platina", 15],
    ["Diamante", 30],
  ] as const)("refuses the %s plan's photo number %i + 1, storing nothing", async (type, limit) => {
    const storage = await tempStorage(roots);
    const { owner, profile } = await memorial(type, limit - 1);
    await addGalleryImage({ actor: owner, profileId: profile.id, image: await photo(2), now: NOW, storage });
    const before = await storedFiles(storage.root);
    await expect(
      addGalleryImage({ actor: owner, profileId: profile.id, image: await photo(3), now: NOW, storage }),
    ).rejects.toMatchObject({ status: 409, message: GALLERY_MESSAGES.limitReached(type, limit) });
    expect(GALLERY_MESSAGES.limitReached(type, limit)).toMatch(/^Limite de fotos do plano atingido\./);
    expect(await countPhotos(profile.id)).toBe(limit);
    expect(await storedFiles(storage.root)).toEqual(before);
  });

  it("falls back to the Free limit once a paid term has lapsed", async () => {
    const storage = await tempStorage(roots);
    const { owner, profile } = await memorial("Ouro", 5);
    const later = new Date(NOW.getTime() + 200 * DAY);
    await expect(
      addGalleryImage({ actor: owner, profileId: profile.id, image: await photo(4), now: later, storage }),
    ).rejects.toMatchObject({ status: 409, message: GALLERY_MESSAGES.limitReached("Free", 5) });
    await addGalleryImage({ actor: owner, profileId: profile.id, image: await photo(4), now: NOW, storage });
  });

  it("lets an admin add, and refuses strangers, anonymous callers and bad ids", async () => {
    const storage = await tempStorage(roots);
    const { profile } = await memorial();
    const admin = await signedInUser(db(), { type: "admin" });
    const stranger = await signedInUser(db());
    const image = await photo(5);
    await addGalleryImage({ actor: admin, profileId: profile.id, image, now: NOW, storage });
    await expect(addGalleryImage({ actor: stranger, profileId: profile.id, image, storage })).rejects.toMatchObject({
      status: 403,
    });
    await expect(addGalleryImage({ actor: null, profileId: profile.id, image, storage })).rejects.toMatchObject({
      status: 401,
    });
    await expect(addGalleryImage({ actor: admin, profileId: "x", image, storage })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      addGalleryImage({ actor: admin, profileId: crypto.randomUUID(), image, storage }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await countPhotos(profile.id)).toBe(1);
  });

  it("refuses a missing file and a file that is not an image", async () => {
    const storage = await tempStorage(roots);
    const { owner, profile } = await memorial();
    await expect(
      addGalleryImage({ actor: owner, profileId: profile.id, image: undefined, storage }),
    ).rejects.toMatchObject({ status: 400, message: "Escolha uma imagem para enviar." });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(addGalleryImage({ actor: owner, profileId: profile.id, image: svg, storage })).rejects.toMatchObject({
      status: 400,
      message: "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.",
    });
    expect(await storedFiles(storage.root)).toEqual([]);
  });
});

describe("the plan's limit under concurrency", () => {
  it("N concurrent adds against a gallery one photo short of its limit: exactly one succeeds", async () => {
    const storage = await tempStorage(roots);
    const { owner, profile } = await memorial("Free", 4);
    const images = await Promise.all([10, 11, 12, 13, 14, 15].map(photo));
    const outcomes = await Promise.allSettled(
      images.map((image) => addGalleryImage({ actor: owner, profileId: profile.id, image, now: NOW, storage })),
    );
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(refused.map((o) => (o.reason as { status: number }).status)).toEqual(Array(5).fill(409));
    expect(await countPhotos(profile.id)).toBe(5);
    // Only the winner's files are kept.
    expect(await storedFiles(storage.root)).toHaveLength(FILES_PER_IMAGE);
  });
});

describe("deleting gallery photos", () => {
  it("removes the row and its files, but keeps files another gallery still shows", async () => {
    const storage = await tempStorage(roots);
    const first = await memorial();
    const second = await memorial();
    const image = await photo(20);
    const a = await addGalleryImage({ actor: first.owner, profileId: first.profile.id, image, now: NOW, storage });
    const b = await addGalleryImage({ actor: second.owner, profileId: second.profile.id, image, now: NOW, storage });
    expect(a.imagePath).toBe(b.imagePath);

    await expect(deleteGalleryImage({ actor: second.owner, imageId: a.id, storage })).rejects.toMatchObject({
      status: 403,
    });
    await deleteGalleryImage({ actor: first.owner, imageId: a.id, storage });
    expect(await countPhotos(first.profile.id)).toBe(0);
    expect(await storedFiles(storage.root)).toHaveLength(FILES_PER_IMAGE);

    await deleteGalleryImage({ actor: second.owner, imageId: b.id, storage });
    expect(await storedFiles(storage.root)).toEqual([]);
    await expect(deleteGalleryImage({ actor: second.owner, imageId: b.id, storage })).rejects.toMatchObject({
      status: 404,
      message: GALLERY_MESSAGES.photoNotFound,
    });
  });

  it("lets an admin delete; refuses anonymous callers and malformed ids", async () => {
    const storage = await tempStorage(roots);
    const { owner, profile } = await memorial();
    const added = await addGalleryImage({ actor: owner, profileId: profile.id, image: await photo(21), storage });
    await expect(deleteGalleryImage({ actor: null, imageId: added.id, storage })).rejects.toMatchObject({
      status: 401,
    });
    await expect(deleteGalleryImage({ actor: owner, imageId: "nope", storage })).rejects.toMatchObject({ status: 404 });
    const admin = await signedInUser(db(), { type: "admin" });
    await deleteGalleryImage({ actor: admin, imageId: added.id, storage });
    expect(await countPhotos(profile.id)).toBe(0);
  });

  it("a delete and an add of the same picture racing never leave a row without its files", async () => {
    const storage = await tempStorage(roots);
    const first = await memorial();
    const second = await memorial();
    const image = await photo(22);
    for (let round = 0; round < 4; round++) {
      const a = await addGalleryImage({ actor: first.owner, profileId: first.profile.id, image, storage });
      const [, b] = await Promise.all([
        deleteGalleryImage({ actor: first.owner, imageId: a.id, storage }),
        addGalleryImage({ actor: second.owner, profileId: second.profile.id, image, storage }),
      ]);
      expect(await storedFiles(storage.root)).toHaveLength(FILES_PER_IMAGE);
      await deleteGalleryImage({ actor: second.owner, imageId: b.id, storage });
      expect(await storedFiles(storage.root)).toEqual([]);
    }
  });
});
