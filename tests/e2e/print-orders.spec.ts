import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { DEMO_PEOPLE } from "../../scripts/seed/demo";
import { DEMO_PASSWORD, DEMO_USER, FAMILY_USERS } from "../../scripts/seed/data/users";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";
import { messageTo } from "./support/outbox";

/** The admin playwright.config.ts creates at start. */
const ADMIN = { email: "admin.e2e@memorial.example", password: "admin-e2e-senha" };

/** A Platina demo memorial of an active family account that no other spec names: its cards are moved here. */
function platinaMemorial() {
  const dir = path.resolve("tests/e2e");
  const otherSpecs = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts") && file !== "print-orders.spec.ts")
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const person = DEMO_PEOPLE.filter(
    (p) =>
      p.type === "Platina" &&
      !p.access &&
      p.activated !== false &&
      p.owner !== "demo" &&
      FAMILY_USERS.some((user) => user.key === p.owner && user.active !== false) &&
      !otherSpecs.includes(p.name),
  ).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))[0];
  if (!person) throw new Error("The demo data has no Platina memorial left for this spec");
  return { name: person.name, owner: FAMILY_USERS.find((user) => user.key === person.owner)! };
}

/** Signs the browser in and returns the id and username of the account's memorial named `name`. */
async function signInToMemorial(request: APIRequestContext, email: string, password: string, name: string) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const listed = await request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ id: string; username: string; name: string }> };
  const profile = profiles.find((p) => p.name === name)!;
  return { userId, id: profile.id, username: profile.username.replace(/^@/, "") };
}

async function signInAsAdmin(page: Page) {
  await page.request.post("/api/auth/logout");
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
}

test("an admin puts a family's printed cards into production, downloads the print file, sends them with a tracking code, and the family is e-mailed", async ({
  consented: page,
}) => {
  test.slow();
  const { name, owner } = platinaMemorial();
  const memorial = await signInToMemorial(page.request, owner.email, DEMO_PASSWORD, name);
  // The cards go to the plaque's address: the family gives it.
  const saved = await page.request.post("/api/profile/registerUserAddress", {
    data: {
      profile_id: memorial.id,
      street: "Avenida Beira-Mar, 300",
      city: "Fortaleza",
      state: "CE",
      zip_code: "60165121",
      country: "Brasil",
    },
  });
  expect(saved.status()).toBe(200);
  // A family cannot open the orders.
  expect((await page.goto("/admin/plaqueOrders?tipo=cartoes"))?.status()).toBe(403);

  await signInAsAdmin(page);
  await page.goto("/admin/plaqueOrders");
  await page.getByRole("link", { name: "Cartões impressos" }).click();
  await expect(page.getByRole("heading", { name: "Pedidos de placas e cartões", level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const order = page.getByRole("listitem").filter({ hasText: name });
  await expect(order).toContainText("100 cartões 7 × 10 cm (plano Platina)");
  await expect(order).toContainText("Avenida Beira-Mar, 300, Fortaleza - CE, 60165-121, Brasil");
  await expectAccessible(page);
  await order.getByRole("button", { name: "Colocar em produção" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pedido colocado em produção" })).toBeVisible();
  await messageTo(owner.email, "entraram em produ");

  // The print file is drawn by the job queue; the list offers it once stored.
  await page.getByRole("link", { name: /^Em produção/ }).click();
  await expect(page).toHaveURL(/status=in_production/);
  const producing = page.getByRole("listitem").filter({ hasText: name });
  const download = producing.getByRole("link", { name: "Baixar arquivo de impressão (PDF)" });
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const pdf = await PDFDocument.load(await file.body());
  expect(pdf.getPageCount()).toBe(2);
  expect(pdf.getPage(0).getTrimBox()).toMatchObject({
    width: expect.closeTo(198.43, 1),
    height: expect.closeTo(283.46, 1),
  });

  // 'Enviado' needs the tracking code: without one the server says so and nothing moves.
  await producing.getByLabel("Código de rastreio").fill("   ");
  await producing.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(page.getByRole("alert")).toContainText("código de rastreio");
  await producing.getByLabel("Código de rastreio").fill("QB123456785BR");
  await producing.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pedido marcado como enviado." })).toBeVisible();
  await expect(producing).toHaveCount(0);
  const mail = await messageTo(owner.email, "QB123456785BR");
  expect(mail).toContain(`/painel/${memorial.username}#placa`);
  await page.getByRole("link", { name: /^Enviado/ }).click();
  await expect(page).toHaveURL(/status=shipped/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("QB123456785BR");
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("a Diamante family finds its digital card, printed cards, plaque art, religious reference and video in the panel", async ({
  consented: page,
}) => {
  test.setTimeout(240_000);
  const diamante = DEMO_PEOPLE.find((p) => p.type === "Diamante" && p.owner === "demo")!;
  const { username } = await signInToMemorial(page.request, DEMO_USER.email, DEMO_USER.password, diamante.name);
  await page.goto(`/painel/${username}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  const card = page.getByRole("region", { name: "Cartão digital", exact: true });
  await expect(card.getByRole("link", { name: "Baixar imagem para post" })).toBeVisible({ timeout: 60_000 });

  const plaque = page.getByRole("region", { name: "Placa QR", exact: true });
  await expect(plaque.getByRole("heading", { name: "Cartões impressos" })).toBeVisible();
  await expect(plaque).toContainText("150 cartões 7 × 10 cm (plano Diamante)");
  await expect(plaque).toContainText(/Em produção|Enviado|Entregue/);
  const art = await page.request.get(`/painel/${username}/arte/placa.pdf`);
  expect(art.headers()["content-type"]).toBe("application/pdf");
  await expect(plaque.getByRole("link", { name: "PDF" })).toHaveAttribute("href", `/painel/${username}/arte/placa.pdf`);

  const faith = page.getByRole("region", { name: "Referência religiosa", exact: true });
  await expect(faith.getByText("Nenhuma referência escolhida.")).toHaveCount(0);
  await expect(faith.locator("blockquote")).toBeVisible();

  // The video the demo's start asked for (decision 048), with its player once the job made it
  // (ffmpeg is installed by the project's scripts; video.spec.ts covers requests and playback).
  const video = page.getByRole("region", { name: "Vídeo", exact: true });
  await expect(video.locator("video")).toBeVisible({ timeout: 150_000 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
});
