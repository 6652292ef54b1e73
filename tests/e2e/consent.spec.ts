import { expectAccessible, expect, test } from "./fixtures";

const TEXT =
  "Ao utilizar este site, você concorda com os termos da nossa Política de Privacidade e do nosso Contrato de Uso Geral.";

test.describe("consent gate", () => {
  test("shows only the dialog until the visitor accepts, then remembers", async ({ page }) => {
    await page.goto("/blog");
    const dialog = page.getByRole("dialog", { name: "Privacidade e termos de uso" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(TEXT);
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeHidden();
    // The head is there for link previews even before consent.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Blog");
    await expectAccessible(page);

    await dialog.getByText("Ler a política completa").click();
    await expect(dialog.getByRole("heading", { name: /direitos do titular/i }).first()).toBeVisible();

    await dialog.getByRole("button", { name: "Aceitar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const token = (await page.context().cookies()).find((c) => c.name === "memorial_consent")?.value;
    expect(token).toBeTruthy();
    const check = await page.request.get(`/api/cookie/checkCookie/${token}`);
    expect(await check.json()).toMatchObject({ consent: true });

    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sobre-nos");
    await expect(page.getByRole("heading", { name: "Sobre nós" })).toBeHidden();
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect(page).toHaveURL(/\/sobre-nos$/);
    await expect(page.getByRole("heading", { name: "Sobre nós" })).toBeVisible();
    await context.close();
  });

  test("a forged token is not consent", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "memorial_consent", value: "forged-token", url: baseURL! }]);
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Privacidade e termos de uso" })).toBeVisible();
  });
});
