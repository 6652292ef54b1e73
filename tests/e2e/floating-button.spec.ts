import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * Every control inside the viewport (below the sticky header) answers at its centre and ends:
 * `elementFromPoint` finds the control or something inside it, never a floating element over it.
 * Returns the names of those covered.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The page's frame (the sticky header, a signed-in phone's bottom bar) is not an overlay.
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const floor =
      document.querySelector('nav[aria-label="Atalhos da conta"]')?.getBoundingClientRect().top ?? window.innerHeight;
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary");
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (control.closest("[inert], details:not([open]) > :not(summary)")) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.top < header || box.bottom > floor || box.left < 0 || box.right > window.innerWidth) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !control.contains(hit) && !hit.contains(control)) {
        covered.push(
          `${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim()} under ${hit.tagName}`,
        );
      }
    }
    return covered;
  });
}

for (const [path, signedIn] of [
  ["/", false],
  ["/profile/maria.de.lourdes.ferreira.souza", false],
  ["/profile/maria.de.lourdes.ferreira.souza", true],
  ["/pacotes", false],
] as const) {
  test(`at 360 px the floating WhatsApp button covers no control of ${path}${signedIn ? " (signed in)" : ""}, wherever the page is scrolled`, async ({
    consented: page,
  }) => {
    // Scrolls the whole page and probes every control at each position: ~35 s beside another worker.
    test.slow();
    if (signedIn) await signInAsNewUser(page, "flutuante");
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Fale conosco pelo WhatsApp" })).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const covered = new Set<string>();
    for (let y = 0; y < height; y += 30) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      for (const name of await coveredControls(page)) covered.add(name);
    }
    expect([...covered]).toEqual([]);
  });
}
