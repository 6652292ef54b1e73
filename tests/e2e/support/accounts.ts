import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

let accounts = 0;

/**
 * Signs in a brand-new account (registration signs the browser in): its wallet is this test's
 * alone, so exact balances hold while other specs spend or top up the demo wallets in parallel.
 * Returns the new account's id.
 */
export async function signInAsNewUser(page: Page, prefix = "conta"): Promise<string> {
  const email = `${prefix}.${test.info().testId}.${test.info().retry}.${++accounts}@exemplo.com`;
  const created = await page.request.post("/api/user/registerUser", {
    data: {
      name: "Carla Carteira",
      email,
      cellphone: "11987654321",
      password: "segredo123",
      confirmPassword: "segredo123",
    },
  });
  expect(created.status()).toBe(201);
  const auth = await (await page.request.get("/api/auth/checkAuth")).json();
  return auth.userId as string;
}
