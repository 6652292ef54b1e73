import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";

/** The e2e server runs in demo mode (APP_MODE's default, decision 0XX): every page and e-mail says so. */
const NOTICE = "Ambiente de demonstração: nenhum pagamento é real";
const banner = (page: Page) => page.getByRole("note").filter({ hasText: NOTICE });

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a public page says it is a demo, above the navbar, without sideways scrolling", async ({ consented: page }) => {
    for (const address of ["/", "/pacotes"]) {
      await page.goto(address);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toHaveText(NOTICE);
      const [note, nav] = await Promise.all([
        banner(page).boundingBox(),
        page.getByRole("navigation", { name: "Principal" }).boundingBox(),
      ]);
      expect(note!.y + note!.height).toBeLessThanOrEqual(nav!.y + 0.5);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
  });
});

test("a task screen says it too", async ({ consented: page }) => {
  await page.goto("/login?redirectTo=%2Fwallet");
  await page.getByRole("textbox", { name: "E-mail" }).fill("demo@memorial.example");
  await page.getByLabel("Senha", { exact: true }).fill("memorial123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(banner(page)).toHaveCount(1);
  await expect(banner(page)).toBeVisible();
  await expectAccessible(page);
});

/** The decoded text of the newest message in the run's outbox addressed to `email`. */
async function lastMessageTo(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  for (let attempt = 0; attempt < 20; attempt++) {
    for (const file of (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      const eml = await fs.readFile(path.join(dir, file), "utf8");
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(eml)) continue;
      const bytes = eml
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${email} in ${dir}`);
}

test("an e-mail says it, in its text and in its HTML", async ({ consented: page }) => {
  await page.goto("/esqueciMinhaSenha");
  await page.getByRole("textbox", { name: "E-mail" }).fill("parceiro@memorial.example");
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail enviado com sucesso!" })).toBeVisible();
  const message = await lastMessageTo("parceiro@memorial.example");
  const text = message.slice(message.indexOf("Content-Type: text/plain"), message.indexOf("Content-Type: text/html"));
  const html = message.slice(message.indexOf("Content-Type: text/html"));
  expect(text).toContain(`${NOTICE}\n`);
  expect(html).toMatch(new RegExp(`<p [^>]*>${NOTICE}</p>`));
});
