import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, test } from "./fixtures";

/** An Ouro demo memorial of an active family account that no other spec names. */
function ouroMemorial() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "digital-card.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const person = DEMO_PEOPLE.filter(
    (p) =>
      p.type === "Ouro" &&
      !p.access &&
      p.activated !== false &&
      FAMILY_USERS.some((user) => user.key === p.owner && user.active !== false) &&
      !otherSpecs.includes(p.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))[0];
  if (!person) throw new Error("The demo data has no Ouro memorial left for this spec");
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

test("a paid family chooses a card design, waits for the drawing and downloads the image", async ({
  consented: page,
}) => {
  test.slow();
  const { name, owner } = ouroMemorial();
  const username = await usernameOf(page.request, name, owner.email);
  await page.goto(`/painel/${username}#cartao`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const card = page.getByRole("region", { name: "Cartão digital", exact: true });
  await expect(card).toBeVisible();

  await card.getByRole("radio", { name: "Floral" }).check();
  await card.getByRole("button", { name: /Criar o cartão|Usar este modelo/ }).click();
  await expect(card.getByText("Modelo escolhido. Estamos preparando o cartão.")).toBeVisible();

  // The panel follows the job until the files are there.
  const download = card.getByRole("link", { name: "Baixar imagem para post" });
  await expect(download).toBeVisible({ timeout: 45_000 });
  await expect(card.getByRole("link", { name: "Baixar PDF" })).toHaveAttribute("href", /\.pdf$/);
  // The share sheet where the device has one (not headless Chromium on Linux); the copy button always.
  await expect(card.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expectAccessible(page);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  const image = await sharp(fs.readFileSync(await file.path())).metadata();
  expect([image.width, image.height]).toEqual([1080, 1350]);
  const story = await page.request.get(
    (await card.getByRole("link", { name: "Baixar imagem para status" }).getAttribute("href"))!,
  );
  expect(await sharp(await story.body()).metadata()).toMatchObject({ width: 1080, height: 1920 });
});
