import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, test } from "./fixtures";

const LIMIT_MESSAGE = "Limite de fotos do plano atingido. O plano Free permite até 5 fotos na galeria.";

/**
 * A public, activated Free demo memorial of a family account that no other spec names: chosen
 * from the seed's data by what it is, never by which row a list shows first.
 */
function freeMemorialOfAFamily() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "gallery.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const candidates = DEMO_PEOPLE.filter(
    (person) =>
      person.type === "Free" &&
      !person.access &&
      person.activated !== false &&
      !person.birthdayToday &&
      (person.gallery ?? 0) < 4 &&
      FAMILY_USERS.some((user) => user.key === person.owner && user.active !== false) &&
      !otherSpecs.includes(person.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
  const person = candidates[0];
  if (!person) throw new Error("The demo data has no Free memorial of a family account left for this spec");
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

/** Signs the browser in as the memorial's owner and finds its address through the API. */
async function ownersMemorial(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const { name, owner } = freeMemorialOfAFamily();
  const login = await request.post("/api/auth/login", { data: { email: owner.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { userId } = (await (await request.get("/api/auth/checkAuth")).json()) as { userId: string };
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${userId}`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const mine = profiles.find((profile) => profile.name === name);
  expect(mine, `${name} among ${owner.email}'s memorials`).toBeDefined();
  return { path: `/profile/${encodeURIComponent(mine!.username)}`, name };
}

let seed = 0;
/** A small photo of its own for each upload (the store keeps one copy of identical pictures). */
async function photoFile() {
  seed += 1;
  const buffer = await sharp({
    create: { width: 160 + seed, height: 120, channels: 3, background: { r: 40 * seed, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `foto-${seed}.jpg`, mimeType: "image/jpeg", buffer };
}

const galleryPhotos = (page: Page) => page.locator("[data-gallery] > li");
const quota = (page: Page) => page.locator("#galeria-cota");

async function addPhoto(page: Page) {
  await page.getByLabel("Foto (JPEG, PNG, GIF ou HEIC, até 15 MB)").setInputFiles(await photoFile());
  await page.getByRole("button", { name: "Adicionar foto" }).click();
}

test("the owner adds photos up to the Free limit, is refused the next one, and deletes one", async ({
  consented: page,
}) => {
  const memorial = await ownersMemorial(page.request);
  await page.goto(`${memorial.path}?aba=galeria`);
  await expect(page.getByRole("heading", { name: "Adicionar foto" })).toBeVisible();
  const before = await galleryPhotos(page).count();
  await expect(quota(page)).toHaveText(`${before} de 5 fotos do plano Free.`);
  await expectAccessible(page);

  // The first photo: back on the gallery with the notice, and the photo is shown.
  await addPhoto(page);
  await expect(page).toHaveURL(new RegExp(`${memorial.path.replace(/\./g, "\\.")}\\?aba=galeria`));
  await expect(page.getByText("Foto adicionada à galeria.")).toBeVisible();
  await expect(galleryPhotos(page)).toHaveCount(before + 1);
  const newest = galleryPhotos(page).last().getByRole("img");
  await expect(newest).toHaveAttribute("src", /\/media\/gallery\/[0-9a-f]{16}-320\.jpg$/);
  expect(await newest.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Up to the limit, then refused with the message, and nothing more is stored.
  for (let count = before + 1; count < 5; count++) {
    await addPhoto(page);
    await expect(galleryPhotos(page)).toHaveCount(count + 1);
  }
  await expect(quota(page)).toContainText("5 de 5 fotos do plano Free. A galeria atingiu o limite do plano.");
  await addPhoto(page);
  await expect(page.getByRole("alert")).toHaveText(LIMIT_MESSAGE);
  await expect(galleryPhotos(page)).toHaveCount(5);
  await expectAccessible(page);

  // Delete: a confirmation step first, then the photo is gone.
  await page.getByText("Excluir foto 5", { exact: true }).click();
  await page.getByRole("button", { name: "Confirmar exclusão da foto 5" }).click();
  await expect(page.getByText("Foto excluída da galeria.")).toBeVisible();
  await expect(galleryPhotos(page)).toHaveCount(4);
  await expect(quota(page)).toHaveText("4 de 5 fotos do plano Free.");
  await expectAccessible(page);
});

test("visitors see the gallery without the owner's controls, and a forged add is refused", async ({
  consented: page,
  browser,
}) => {
  const owner = await browser.newContext({ locale: "pt-BR" });
  const memorial = await ownersMemorial(owner.request);
  await owner.close();
  await page.goto(`${memorial.path}?aba=galeria`);
  await expect(page.getByRole("heading", { name: "Galeria de fotos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Adicionar foto" })).toHaveCount(0);
  await expect(page.getByText(/^Excluir foto/)).toHaveCount(0);

  const file = await photoFile();
  const forged = await page.request.post(`${memorial.path}?aba=galeria`, {
    multipart: { image: file },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(401);
});
