import type { Browser } from "@playwright/test";
import { expect, expectAccessible, expectNoHorizontalScroll, test } from "./fixtures";
import { signInAsNewUser } from "./support/accounts";
import { lastLinkSentTo, messageTo } from "./support/outbox";

test.use({ viewport: { width: 360, height: 780 } });

/** Today in America/Sao_Paulo moved by `days`, yyyy-MM-dd. */
function saoPauloDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const moved = new Date(`${today}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A family's public Free memorial of someone who died seven days ago (this test's alone). */
async function memorialOfSevenDaysAgo(browser: Browser) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.request.post("/api/cookie/consent", { data: { consent: true, metadata: "{}" } });
  await signInAsNewUser(owner, "seguir.familia");
  const handle = `seg${test.info().workerIndex}${test.info().retry}${Date.now().toString(36)}`.slice(0, 20);
  const created = await owner.request.post("/api/profile/registerProfile", {
    data: {
      name: "Irene Seguida",
      username: `@${handle}`,
      gender: "Mulher",
      birthDate: "1944-03-10",
      deathDate: saoPauloDay(-7),
      hometown: "Santos",
      bio: "Saudade que não passa.",
      description: "Professora de geografia.",
      profileAccess: "Public",
      nomeMaeFalecido: "Rosa Seguida",
      nomeConjugeMaeFalecido: "Pedro Seguido",
      cidadeNatalMaeFalecido: "Santos",
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  expect((await owner.request.put(`/api/profile/updateFreeProfileStatus/${id}`)).status()).toBe(200);
  return { handle, owner, close: () => context.close() };
}

test("a visitor follows a memorial, confirms from the e-mail, gets the seventh-day e-mail and leaves with one click", async ({
  consented: page,
  browser,
}) => {
  test.slow();
  const memorial = await memorialOfSevenDaysAgo(browser);
  const email = `seguidor.${test.info().testId.slice(0, 8)}.${test.info().retry}.${Date.now()}@exemplo.com`;

  // The memorial's own form, server-rendered: typed and sent from the keyboard.
  await page.goto(`/profile/${memorial.handle}`);
  const section = page.getByRole("region", { name: "Seguir o memorial" });
  await expect(section).toBeVisible();
  await section.getByRole("textbox", { name: "E-mail" }).fill(email);
  await section.getByRole("textbox", { name: "E-mail" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/seguir/${memorial.handle}$`));
  await expect(page.getByRole("status")).toContainText("Enviamos um e-mail para o endereço informado");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The e-mailed link opens a page with a button; nothing happens before it is pressed.
  const confirm = await lastLinkSentTo(email, "/seguir/confirmar/");
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seguir o memorial: Irene Seguida");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirmar" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(/Tudo certo\. Você passa a receber um e-mail/);
  await expectAccessible(page);

  // The seventh day is today: its e-mail arrives through the job queue (polled in the outbox).
  const candle = await lastLinkSentTo(email, "/homenagear/");
  expect(candle).toMatch(new RegExp(`/homenagear/${memorial.handle}\\?tipo=candle$`));
  const seventh = await messageTo(email, "List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(seventh).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/seguir\/cancelar\/[\w.-]+>/m);
  // The body is quoted-printable: 'Hoje é o sétimo dia da partida de Irene Seguida.'
  expect(seventh).toContain("Hoje =C3=A9 o s=C3=A9timo dia da partida de Irene Seguida.");
  // The candle link opens the honor form for a candle.
  await page.goto(candle);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acender Vela: Irene Seguida");

  // The administrators see how many follow, never who.
  await memorial.owner.goto(`/painel/${memorial.handle}`);
  await expect(memorial.owner.getByText("1 pessoa segue o memorial por e-mail.")).toBeVisible();
  await expect(memorial.owner.getByText(email)).toHaveCount(0);

  // The way out: the body's link opens a page with a button.
  const unsubscribe = await lastLinkSentTo(email, "/seguir/cancelar/");
  await page.goto(unsubscribe);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Deixar de seguir" }).click();
  await expect(page.getByRole("status")).toHaveText("Pronto. Você não receberá mais e-mails deste memorial.");
  await memorial.owner.reload();
  await expect(memorial.owner.getByText("Ninguém segue o memorial por e-mail ainda.")).toBeVisible();
  await memorial.close();
});
