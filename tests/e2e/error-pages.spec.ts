import { expect, test } from "./fixtures";

/**
 * Every error answer of a page is a page of the site, in pt-BR, with a title: never a bare
 * "Bad Request" or Express's English error page. Walked by the kind of error, as a client sends it.
 */
const ERRORS: Array<{ what: string; method: string; path: string; headers?: Record<string, string>; body?: string }> = [
  { what: "an unsupported method on a page", method: "DELETE", path: "/login" },
  { what: "a method no fetch Request can carry", method: "TRACE", path: "/login" },
  {
    what: "a malformed multipart body",
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "multipart/form-data; boundary=nada", "Sec-Fetch-Site": "same-origin" },
    body: "isto não é multipart",
  },
  {
    what: "a form posted from another site",
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
    body: "email=a%40b.example",
  },
  {
    what: "a page's form with a hidden origin and no fetch metadata",
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
    body: "email=a%40b.example",
  },
];

for (const error of ERRORS) {
  test(`${error.what} answers a pt-BR page of the site with its title`, async ({ consented: page }) => {
    const response = await page.request.fetch(error.path, {
      method: error.method,
      headers: error.headers,
      data: error.body,
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html.match(/<html[^>]*>/)?.[0]).toContain('lang="pt-BR"');
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim()).toBeTruthy();
    expect(html.match(/Bad Request|Internal Server Error|Cannot (GET|POST)|<pre>/)?.[0]).toBeUndefined();
  });
}

test("an unknown address leads home saying why, in pt-BR", async ({ consented: page }) => {
  await page.goto("/pagina-que-nao-existe");
  await expect(page).toHaveURL(/\/home\?motivo=pagina-inexistente$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});
