import { expectAccessible, expectNoHorizontalScroll, expect, gzippedScriptBytes, test } from "./fixtures";

const CONTRACTS = [
  ["/contrato-politicadeprivacidade-geral", /Política de Privacidade/],
  ["/contrato-plano-free", /Plano Free/],
  ["/contrato-plano-ouro", /Plano Ouro/],
  ["/contrato-plano-platina", /Plano Platina/],
  ["/contrato-plano-diamante", /Plano Diamante/],
  ["/contrato-homenagem-vela", /Vela/],
  ["/contrato-homenagem-mensagem", /Mensagem/],
  ["/contrato-homenagem-lembranca", /Lembrança/],
] as const;

test("home: hero, sections and plans, on a phone and accessible", async ({ consented: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Um lugar para lembrar de quem você ama");
  await expect(page.getByRole("link", { name: "Criar acesso" })).toHaveAttribute("href", "/register");
  for (const heading of [
    "Tudo o que uma memória merece",
    "Conforto para os dias difíceis",
    "Para funerárias parceiras",
    "Como funciona o memorial",
    "Escolha o pacote do memorial",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Quero ser parceiro" })).toHaveAttribute("href", /wa\.me/);
  await expect(page.getByRole("link", { name: "Escolher Ouro" })).toHaveAttribute("href", /^\/login\?redirectTo=/);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test("/home is the home page and unknown paths go there, saying so", async ({ consented: page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Um lugar para lembrar de quem você ama");
  await page.goto("/esta/pagina/nao/existe");
  await expect(page).toHaveURL(/\/home\?motivo=pagina-inexistente$/);
  await expect(page.getByRole("status").filter({ hasText: "A página que você procurou não existe." })).toBeVisible();
  const response = await page.request.get("/qualquer-coisa", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/home?motivo=pagina-inexistente");
});

test("plans page: the four plans of the catalogue, on /pacotes and /pricing", async ({ consented: page }) => {
  for (const path of ["/pacotes", "/pricing"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Pacotes", level: 1 })).toBeVisible();
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(1)).toContainText("R$ 500,00");
    await expect(cards.nth(1)).toContainText("6x de R$ 100,00");
    await expect(cards.nth(2)).toContainText("Até 15 fotos na galeria");
    await expect(cards.nth(3)).toContainText("Voucher de R$ 800,00");
    await expect(cards.nth(3)).toContainText("150 cartões físicos");
    await expect(page.getByText("Plus+")).toHaveCount(0);
    await expectAccessible(page);
  }
  await page.getByRole("link", { name: "Contrato do plano Diamante" }).click();
  await expect(page).toHaveURL(/\/contrato-plano-diamante$/);
});

test("contract pages show the full text in force", async ({ consented: page }) => {
  // Every contract's full text, each checked by axe: ~45 s beside another worker on two cores.
  test.slow();
  for (const [path, title] of CONTRACTS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/Versão 1, publicada em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    expect((await page.locator("article").innerText()).length).toBeGreaterThan(2000);
    await expect(page.locator("article")).not.toContainText("{{");
    await expectAccessible(page);
  }
});

test("about and contact", async ({ consented: page }) => {
  // A whole flow over several screens: 20+ s alone on an idle machine, longer beside another worker.
  test.slow();
  await page.goto("/sobre-nos");
  await expect(page.getByRole("heading", { name: "Sobre nós" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/contato");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Informe o seu nome.")).toBeVisible();
  await page.getByRole("textbox", { name: "Nome" }).fill("Maria das Dores");
  await page.getByRole("textbox", { name: "E-mail" }).fill("maria@exemplo.com.br");
  await page.getByRole("textbox", { name: "Mensagem" }).fill("Gostaria de saber como funciona a placa com QR Code.");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status")).toHaveText("Mensagem enviada! Responderemos pelo e-mail informado.");
  await expectAccessible(page);
});

test("robots.txt and sitemap.xml", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>http://localhost:");
  expect(sitemap).toContain("/post?artigo=como-superar-uma-perda");
  expect(sitemap).toContain("/contrato-plano-ouro");
  expect(sitemap).toMatch(/\/cemiterio\/\d+/);
});

test("security headers and compression on pages", async ({ request }) => {
  const response = await request.get("/blog", { headers: { "accept-encoding": "br, gzip" } });
  const headers = response.headers();
  // A public page allows its inline scripts by hash (its bytes are the same for everyone: the page
  // cache keeps them finished); a screen that loads React allows its scripts by this response's nonce.
  expect(headers["content-security-policy"]).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
  expect(headers["content-security-policy"]).not.toContain("nonce");
  const task = await request.get("/homenagear/maria.de.lourdes.ferreira.souza?tipo=candle");
  expect(task.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("base-uri 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  expect(headers["content-encoding"]).toBe("br");
  const hsts = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(hsts.headers()["strict-transport-security"]).toContain("max-age=31536000");
  expect(headers["strict-transport-security"]).toBeUndefined();

  // A page form posted with a body that is not a form is a 400, never a 500.
  for (const path of ["/contato", "/consent"]) {
    const bad = await request.post(path, { headers: { "content-type": "application/json" }, data: "{oops" });
    expect(bad.status(), path).toBe(400);
  }
  const crossSite = await request.post("/contato", {
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    form: { name: "x", email: "x@x.com", message: "x" },
  });
  expect(crossSite.status()).toBe(403);

  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok" });
});

test("pages ship at most 100 KB of gzipped JavaScript", async ({ consented: page }) => {
  for (const path of ["/", "/blog", "/contato", "/pacotes", "/post?artigo=conselhos-legais"]) {
    const bytes = await gzippedScriptBytes(page, path);
    console.log(`JS on ${path}: ${(bytes / 1024).toFixed(1)} KB gzipped`);
    expect(bytes).toBeGreaterThan(500); // the enhancement script is there
    expect(bytes).toBeLessThanOrEqual(100 * 1024);
  }
});
