import zlib from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

export { expect };

/** Pages of the product, visited by someone who already accepted the privacy terms. */
export const test = base.extend<{ consented: Page }>({
  consented: async ({ page, context }, use) => {
    const response = await context.request.post("/api/cookie/consent", {
      data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
    });
    expect(response.status()).toBe(201);
    await use(page);
  },
});

/** axe-core finds no WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Gzipped bytes of every script the page runs: loaded files and inline scripts. */
export async function gzippedScriptBytes(page: Page, path: string): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  };
  page.on("response", collect);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", collect);
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])"), (script) => script.textContent ?? ""),
  );
  const all = [...(await Promise.all(bodies)), ...inline.map((text) => Buffer.from(text))];
  return all.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
}
