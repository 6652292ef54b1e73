import type { Page } from "@playwright/test";
import { VIDEO_MESSAGES } from "../../app/features/video/video.messages";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_USER } from "../../scripts/seed/data/users";
import { expect, expectAccessible, test } from "./fixtures";

/** The demo account's Diamante memorial: its video is asked for when the demo starts (decision 048). */
const DIAMANTE = DEMO_PEOPLE.find((p) => p.type === "Diamante" && p.owner === "demo")!;

async function usernameOf(page: Page): Promise<string> {
  const login = await page.request.post("/api/auth/login", {
    data: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const listed = await page.request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  return profiles.find((profile) => profile.name === DIAMANTE.name)!.username.replace(/^@/, "");
}

test("a Diamante family generates its tribute video in the panel, sees it made, and visitors play it", async ({
  consented: page,
}) => {
  test.setTimeout(240_000);
  const username = await usernameOf(page);
  await page.goto(`/painel/${username}#video`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const section = page.getByRole("region", { name: "Vídeo", exact: true });
  await expect(section).toBeVisible();

  // The demo's start asked for the first video: the panel follows it until the player shows.
  const player = section.locator("video");
  await expect(player).toBeVisible({ timeout: 120_000 });
  await expect(player).toHaveAttribute("preload", "none");

  // After the photos change, the family asks again; the progress shows, then the player again.
  await section.getByRole("button", { name: "Gerar novamente" }).click();
  await expect(section.getByText(VIDEO_MESSAGES.requested)).toBeVisible();
  await expect(section.getByRole("status").filter({ hasText: "%" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Gerar novamente" })).toBeVisible({ timeout: 120_000 });
  await expect(player).toBeVisible();
  await expectAccessible(page);

  // A file that is not a video is refused in the section, in pt-BR.
  await section.locator('input[type="file"]').setInputFiles({
    name: "homenagem.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("isto não é um vídeo\n".repeat(50)),
  });
  await section.getByRole("button", { name: "Enviar vídeo" }).click();
  await expect(section.getByRole("alert")).toHaveText(VIDEO_MESSAGES.unreadable);
  await expect(player).toBeVisible();

  // Visitors: the player with its poster on the memorial, nothing loaded before play, ranges answered.
  await page.goto(`/profile/${username}?aba=galeria`);
  const memorialPlayer = page.getByRole("region", { name: "Vídeo de homenagem" }).locator("video");
  await expect(memorialPlayer).toHaveAttribute("preload", "none");
  await expectAccessible(page);
  const poster = (await memorialPlayer.getAttribute("poster"))!;
  const source = (await memorialPlayer.locator("source").getAttribute("src"))!;
  const posterAnswer = await page.request.get(poster);
  expect(posterAnswer.headers()["content-type"]).toBe("image/webp");
  const ranged = await page.request.get(source, { headers: { Range: "bytes=0-99" } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await ranged.body()).length).toBe(100);
});
