import type { Page } from "@playwright/test";
import { expectAccessible, expect, gzippedScriptBytes, test, TASK_SCREEN_BUDGET } from "./fixtures";

/** The admin playwright.config.ts creates at start. */
const ADMIN = { email: "admin.e2e@memorial.example", password: "admin-e2e-senha" };

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

test("the owner's plaque address reaches the admin's list, with what to print, and is marked shipped", async ({
  consented: page,
}) => {
  await signIn(page, "demo@memorial.example", "memorial123");
  const { userId } = (await (await page.request.get("/api/auth/checkAuth")).json()) as { userId: string };
  const mine = (await (await page.request.get(`/api/profile/getAllProfilesByUser/${userId}`)).json()) as {
    profiles: { id: string; name: string; profileType: string }[];
  };
  const paid = mine.profiles.find((profile) => profile.profileType !== "Free");
  expect(paid, "the demo user administers a memorial on a paid plan").toBeDefined();
  const saved = await page.request.post("/api/profile/registerUserAddress", {
    data: {
      profile_id: paid!.id,
      user_id: userId,
      street: "Rua Marechal Deodoro, 42",
      city: "Curitiba",
      state: "Paraná",
      zip_code: "80010000",
      country: "Brasil",
    },
  });
  expect(saved.status()).toBe(200);

  // The owner is no admin: the screen refuses.
  expect((await page.goto("/admin/plaqueOrders"))?.status()).toBe(403);
  await page.request.post("/api/auth/logout");

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/account");
  await page.getByRole("link", { name: "Pedidos de placas" }).click();
  await expect(page.getByRole("heading", { name: "Pedidos de placas", level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const order = page.getByRole("listitem").filter({ hasText: paid!.name });
  await expect(order).toContainText("Rua Marechal Deodoro, 42, Curitiba - PR, 80010-000, Brasil");
  await expect(order.getByRole("link", { name: /\/qrcode\/[A-Z]{10}$/ })).toBeVisible();
  await expectAccessible(page);

  await order.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(page.getByRole("status")).toHaveText("Pedido marcado como enviado.");
  await expect(order).toHaveCount(0);
  await page.getByRole("link", { name: "Enviados" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: paid!.name })).toContainText("Enviado em");
  await expectAccessible(page);

  const bytes = await gzippedScriptBytes(page, "/admin/plaqueOrders");
  expect(bytes).toBeLessThanOrEqual(TASK_SCREEN_BUDGET);
});
