import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Demo memorial (scripts/seed/data): portrait, gallery and photo tributes. */
const LOURDES = "/profile/maria.de.lourdes.ferreira.souza";

interface Loaded {
  bytes: number;
  /** Content-Type of each image response, by URL. */
  types: Map<string, string>;
}

/**
 * Opens the page on a 360 px phone, scrolls it to the bottom a screen at a time (lazy images load
 * as they come near) and sums the bytes of every image response. With `jpegOnly`, the page's HTML
 * reaches the browser without its `<source>` elements: what the page was before decision 050, the
 * same `<img>` srcset and sizes, so the browser picks the same widths in JPEG.
 */
async function imageBytesAt360(browser: Browser, path: string, { jpegOnly }: { jpegOnly: boolean }): Promise<Loaded> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "pt-BR" });
  const consent = await context.request.post("/api/cookie/consent", {
    data: { consent: true, metadata: JSON.stringify({ language: "pt-BR" }) },
  });
  expect(consent.status()).toBe(201);
  const page = await context.newPage();
  if (jpegOnly) {
    await page.route("**/profile/**", async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<source\b[^>]*>/g, "");
      await route.fulfill({ response, body: html });
    });
  }
  const sizes: Promise<number>[] = [];
  const types = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image" || response.status() !== 200) return;
    // The Diamante video's poster is the video's, not a stored image of decision 050 (video.spec.ts).
    if (new URL(response.url()).pathname.startsWith("/media/videos/")) return;
    types.set(response.url(), response.headers()["content-type"] ?? "");
    sizes.push(response.body().then((body) => body.length));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await scrollToBottom(page);
  // Every picture the scroll brought near has arrived (a load state reached once is not waited for
  // again, so the last screen's lazy images could still be on their way).
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.getClientRects().length > 0)
      .every((img) => img.complete),
  );
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { bytes, types };
}

async function scrollToBottom(page: Page): Promise<void> {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForLoadState("networkidle");
    if (atBottom) break;
  }
}

/** Both halves of the memorial: the first tab (portrait, photo tributes) and the gallery tab. */
async function memorialImageBytes(browser: Browser, jpegOnly: boolean): Promise<Loaded> {
  const first = await imageBytesAt360(browser, LOURDES, { jpegOnly });
  const gallery = await imageBytesAt360(browser, `${LOURDES}?aba=galeria`, { jpegOnly });
  return { bytes: first.bytes + gallery.bytes, types: new Map([...first.types, ...gallery.types]) };
}

test("the demo memorial at 360 px loads at least 35% fewer image bytes than in JPEG", async ({ browser }) => {
  const jpeg = await memorialImageBytes(browser, true);
  const modern = await memorialImageBytes(browser, false);
  test.info().annotations.push({
    type: "image bytes at 360 px",
    description: `JPEG ${jpeg.bytes} B (${jpeg.types.size} images), now ${modern.bytes} B (${modern.types.size} images)`,
  });
  console.log(
    `image bytes at 360 px: JPEG ${jpeg.bytes} (${jpeg.types.size}), now ${modern.bytes} (${modern.types.size})`,
  );
  expect(jpeg.types.size).toBeGreaterThan(3);
  expect(modern.types.size).toBe(jpeg.types.size);
  expect(modern.bytes).toBeLessThanOrEqual(jpeg.bytes * 0.65);
});

test("the memorial's pictures come as AVIF, in the widths the layout needs, and the page stays accessible", async ({
  consented: page,
}) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${LOURDES}?aba=galeria`, { waitUntil: "networkidle" });
    const photo = page.locator("[data-gallery] picture").first();
    await expect(photo.locator("source")).toHaveCount(2);
    const img = photo.locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      src: el.currentSrc,
      drawn: el.getBoundingClientRect().width,
      width: el.getAttribute("width"),
      height: el.getAttribute("height"),
    }));
    expect(shown.src).toMatch(/-(320|640|1200)\.avif$/);
    // A width that covers the drawn size (device pixel ratio 1); on the phone, the smallest one.
    const chosen = Number(/-(\d+)\.avif$/.exec(shown.src)![1]);
    expect(chosen).toBeGreaterThanOrEqual(Math.min(shown.drawn, 1200));
    if (viewport.width === 360) expect(chosen).toBe(320);
    expect(shown.width).not.toBeNull();
    expect(shown.height).not.toBeNull();
    const type = await page.evaluate(async (src) => (await fetch(src)).headers.get("content-type"), shown.src);
    expect(type).toBe("image/avif");
    await expectAccessible(page);
  }
});
