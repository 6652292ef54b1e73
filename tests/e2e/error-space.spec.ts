import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Presses and releases the pointer where `target` was before the press (a person aims, then taps). */
async function tapWhereItWas(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  return box;
}

test("a message shown when a field is left reserves its space: the next control stays put and the tap lands", async ({
  consented: page,
}) => {
  await page.goto("/register");
  const email = page.getByRole("textbox", { name: "E-mail" });
  const reveal = page.getByRole("button", { name: "Mostrar senha" }).first();
  await expect(reveal).toBeVisible();
  await email.fill("ana@");
  // The tap on the next control leaves the e-mail field: its message appears at that moment.
  const before = await tapWhereItWas(page, reveal);
  await expect(page.getByText("Insira um e-mail válido.")).toBeVisible();
  expect(await reveal.boundingBox()).toEqual(before);
  await expect(reveal).toHaveAttribute("aria-pressed", "true");
});
