import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { inspectPdf } from "../../app/features/keepsake/pdf-inspect.test-helpers";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";

/** A Platina demo memorial with gallery photos, of an active family account that no other spec names. */
function platinaMemorial() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "keepsake.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const person = DEMO_PEOPLE.filter(
    (p) =>
      p.type === "Platina" &&
      (p.gallery ?? 0) > 1 &&
      !p.access &&
      p.activated !== false &&
      FAMILY_USERS.some((user) => user.key === p.owner && user.active !== false) &&
      !otherSpecs.includes(p.name),
  )
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))
    .at(-1);
  if (!person) throw new Error("The demo data has no Platina memorial left for this spec");
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

async function usernameOf(request: APIRequestContext, name: string, email: string) {
  const login = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  return profiles.find((profile) => profile.name === name)!.username.replace(/^@/, "");
}

test("an administrator of a paid memorial chooses photos and tributes, generates, previews and downloads the book", async ({
  consented: page,
}) => {
  test.slow();
  const { name, owner } = platinaMemorial();
  const username = await usernameOf(page.request, name, owner.email);
  await page.goto(`/painel/${username}#livro`);
  const section = page.getByRole("region", { name: "Livro de memórias", exact: true });
  await expect(section).toBeVisible();
  await expectAccessible(page);
  await section.getByRole("link", { name: "Montar o livro de memórias" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Livro de memórias" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  // Keep the first photo and the first tribute only (the default is everything, newest first).
  const photos = page.getByRole("group", { name: "Fotos" }).getByRole("checkbox");
  const tributes = page.getByRole("group", { name: "Homenagens" }).getByRole("checkbox");
  const photoCount = await photos.count();
  const tributeCount = await tributes.count();
  expect(photoCount).toBeGreaterThan(0);
  expect(tributeCount).toBeGreaterThan(0);
  for (let i = 1; i < photoCount; i += 1) await photos.nth(i).uncheck();
  for (let i = 1; i < tributeCount; i += 1) await tributes.nth(i).uncheck();
  await photos.nth(0).check();
  await tributes.nth(0).check();
  const chosenTribute = (await page.getByRole("group", { name: "Homenagens" }).locator("li").nth(0).innerText()).split(
    "\n",
  );
  await expectAccessible(page);

  await page.getByRole("button", { name: /Gerar o livro|Atualizar o livro/ }).click();
  await expect(page.getByText("Estamos montando o livro. Ele aparece aqui quando ficar pronto.")).toBeVisible();

  // The screen follows the job until the book is there, with its first pages as images.
  const download = page.getByRole("link", { name: "Baixar", exact: true });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const cover = page.getByRole("img", { name: "Página 1 do livro" });
  await expect(cover).toBeVisible();
  const preview = await page.request.get((await cover.getAttribute("src"))!);
  expect(preview.headers()["cache-control"]).toContain("no-store");
  expect(await sharp(await preview.body()).metadata()).toMatchObject({ format: "jpeg", width: 600 });
  await expectAccessible(page);
  // On a phone: nothing wider than the screen, and 'Baixar' reached with the keyboard.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await download.focus();
  await expect(download).toBeFocused();

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  const bytes = fs.readFileSync(await file.path());
  const pages = await inspectPdf(bytes);
  expect(pages[0]!.mediaBox).toEqual([0, 0, 148, 210]);
  const text = pages.flatMap((p) => p.lines).join(" ");
  expect(text).toContain(name.split(" ")[0]);
  // The chosen tribute's author is in the book; the photos are the portrait and the one chosen.
  expect(text).toContain(chosenTribute[0]!.replace(/\s*\(.*$/, "").trim());
  expect(pages.slice(1).flatMap((p) => p.images)).toHaveLength(1);

  const print = await page.request.get(
    (await page.getByRole("link", { name: "Baixar versão para impressão" }).getAttribute("href"))!,
  );
  const printed = await PDFDocument.load(await print.body());
  expect(printed.getPageCount()).toBe(pages.length);

  // A stranger gets nothing.
  const stranger = await page.request.post("/api/auth/logout");
  expect(stranger.status()).toBeLessThan(500);
  const refused = await page.request.get((await download.getAttribute("href"))!);
  expect(refused.status()).toBeGreaterThanOrEqual(400);
});
