import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";
import { topUpByCard } from "./support/wallet";

const PARTNER = { email: "parceiro@memorial.example", password: "memorial123" };

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

/** 'YYYY-MM-DD' of the São Paulo day `days` from now. */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

test("a partner adds the velório and the sétimo dia while creating a memorial, and shares the nota", async ({
  consented: page,
}) => {
  const unique = `${test.info().testId}.${test.info().retry}`.replace(/[^a-z0-9.]/gi, "");
  const honoree = `Benedita Ramos ${unique.slice(0, 6)}`;
  const velorioDay = dayFromNow(1);
  const seventhDay = dayFromNow(6);

  await signIn(page, PARTNER.email, PARTNER.password);
  await topUpByCard(page, 600);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/create-simplified-profile");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Não", { exact: true }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Nome do homenageado").fill(honoree);
  await page.getByLabel("Mulher").check();
  await page.getByRole("button", { name: "Continuar" }).click();

  // The ceremonies step: a half-filled velório is refused on the step itself.
  await expect(page.getByRole("heading", { name: /Etapa 3 de 5/ })).toBeVisible();
  const velorio = page.getByRole("group", { name: "Velório" });
  await velorio.getByLabel(/Data/).fill(velorioDay);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(velorio.getByText("Informe o horário no formato hh:mm.")).toBeVisible();
  await velorio.getByLabel(/Horário/).fill("14:00");
  await velorio.getByLabel(/Local/).fill("Capela Bom Pastor");
  await velorio.getByLabel(/Endereço/).fill("Rua Um, 100, Campinas/SP");
  const seventh = page.getByRole("group", { name: "Sétimo dia" });
  await seventh.getByLabel("Missa de 7º dia").check();
  await seventh.getByLabel(/Data/).fill(seventhDay);
  await seventh.getByLabel(/Horário/).fill("19:30");
  await seventh.getByLabel(/Local/).fill("Paróquia Santa Rita");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByRole("heading", { name: /Etapa 4 de 5/ })).toBeVisible();
  await page.getByLabel("Nome do cliente").fill("Rosa Ramos");
  await page.getByLabel("E-mail do cliente").fill(`rosa.${unique}@exemplo.com`);
  await page.getByLabel("Senha inicial do cliente").fill("cliente-senha-1");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("radio", { name: "Ouro" }).check();
  await page.getByRole("button", { name: "Criar perfil" }).click();
  // The partner's memorials open as a page of their own (decision 071), which shows the notice and
  // takes it out of the address.
  await expect(page.getByText("Perfil criado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/profiles$/);

  // The memorial shows both ceremonies at the top, with the calendar file and the shares.
  const row = page
    .getByRole("region", { name: "Memoriais que você criou" })
    .getByRole("listitem")
    .filter({ hasText: honoree });
  const href = await row.getByRole("link", { name: honoree }).getAttribute("href");
  await page.goto(href!);
  const section = page.getByRole("region", { name: "Cerimônias" });
  await expect(section.getByRole("heading", { name: "Velório" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Missa de 7º dia" })).toBeVisible();
  await expect(section).toContainText("14h00");
  await expect(section).toContainText("Capela Bom Pastor — Rua Um, 100, Campinas/SP");
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // 'Adicionar à agenda': 14:00 in São Paulo is 17:00Z.
  const ics = await section.getByRole("link", { name: "Adicionar à agenda" }).first().getAttribute("href");
  const calendar = await page.request.get(ics!);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  const body = await calendar.text();
  expect(body).toContain(`DTSTART:${velorioDay.replace(/-/g, "")}T170000Z`);
  expect(body).toContain(`SUMMARY:Velório de ${honoree}`);

  // The nota: its WhatsApp text at once, its image once the job drew it.
  const whatsapp = await section
    .getByRole("link", { name: `Enviar a nota de falecimento de ${honoree} pelo WhatsApp` })
    .getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(whatsapp!.replace("https://wa.me/?text=", ""));
  expect(text).toContain(honoree);
  expect(text).toContain("Velório:");
  expect(text).toContain("Missa de 7º dia:");
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("link", { name: "Baixar a nota de falecimento" }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const image = await page.getByRole("link", { name: "Baixar a nota de falecimento" }).getAttribute("href");
  const png = await page.request.get(image!);
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  // PNG signature, then the IHDR's width and height.
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1080, 1350]);
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "1350");
});

test("the demo memorial shows its seeded ceremonies; the panel lists them and links to their screen", async ({
  consented: page,
}) => {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "demo@memorial.example", password: "memorial123" },
  });
  const { userId } = (await login.json()) as { userId: string };
  const listed = await page.request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const username = profiles.find((p) => p.name === "Maria de Lourdes Ferreira Souza")!.username.replace(/^@/, "");

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/profile/${username}`);
  const section = page.getByRole("region", { name: "Cerimônias" });
  await expect(section.getByRole("heading", { name: "Velório" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Sepultamento" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Missa de 7º dia" })).toBeVisible();
  await expect(section.getByRole("link", { name: "Assistir à transmissão" })).toHaveAttribute("href", /^https:\/\//);
  const ics = await page.request.get(
    (await section.getByRole("link", { name: "Adicionar à agenda" }).first().getAttribute("href"))!,
  );
  expect(await ics.text()).toMatch(/DTSTART:\d{8}T160000Z/); // 13:00 in São Paulo

  // The panel: a short list (what and when) and the way to the ceremonies' screen, by keyboard.
  await page.goto(`/painel/${username}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const panel = page.getByRole("region", { name: "Cerimônias", exact: true });
  await expect(panel.getByRole("listitem")).toHaveCount(3);
  await expect(panel.getByRole("listitem").first()).toContainText("Velório");
  await expect(panel.locator("form")).toHaveCount(0);
  await panel.getByRole("link", { name: "Gerenciar cerimônias" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/painel/${username}/cerimonias`);
  await expect(page.getByRole("heading", { level: 1, name: "Cerimônias" })).toBeVisible();
});

test("the ceremonies screen adds, changes and removes a ceremony by keyboard, refuses bad input, and passes axe at 360 px", async ({
  consented: page,
}) => {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "demo@memorial.example", password: "memorial123" },
  });
  const { userId } = (await login.json()) as { userId: string };
  const listed = await page.request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const username = profiles.find((p) => p.name === "Maria de Lourdes Ferreira Souza")!.username.replace(/^@/, "");
  // Its own ceremony, removed at the end: the seeded ones stay as the other specs read them.
  const name = `Celebração ${test.info().workerIndex}${test.info().retry}${Date.now().toString(36)}`;

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/painel/${username}/cerimonias`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const list = page.getByRole("region", { name: "Cerimônias do memorial" });
  await expect(list.getByRole("button", { name: "Remover Velório" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enviar a nota pelo WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );

  // A ceremony without a place is refused in its form, and nothing is added.
  const add = page.getByRole("region", { name: "Adicionar cerimônia" });
  await add.getByLabel("Data").fill(dayFromNow(20));
  await add.getByLabel("Início").fill("10:00");
  await add.getByRole("button", { name: "Adicionar cerimônia" }).click();
  await expect(add.getByRole("alert")).toContainText("Escolha um cemitério ou informe o nome do local.");
  await expect(list.getByRole("button", { name: /^Remover/ })).toHaveCount(3);

  // Added with the keyboard only: the fields in order, then Enter.
  await add.getByLabel("Cerimônia", { exact: true }).selectOption("outra");
  await add.getByLabel("Nome da cerimônia (se for outra)").focus();
  await page.keyboard.type(name);
  await add.getByLabel("Nome do local").focus();
  await page.keyboard.type("Salão Paroquial");
  await page.keyboard.press("Enter");
  await expect(add.getByRole("status")).toHaveText("Cerimônia adicionada.");
  const item = list.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Salão Paroquial");

  // Changed: its edit form opens from its summary (Enter), and says so beside it.
  await item.getByText(`Alterar ${name}`).focus();
  await page.keyboard.press("Enter");
  await item.getByLabel("Início").fill("11:30");
  await item.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(item.getByRole("status")).toHaveText("Cerimônia alterada.");
  await expect(item).toContainText("11h30");

  for (const summary of await list.locator("details > summary").all()) await summary.click();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await item.getByRole("button", { name: `Remover ${name}` }).click();
  await expect(page.getByRole("status").first()).toHaveText("Cerimônia removida.");
  await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  await expect(list.getByRole("button", { name: /^Remover/ })).toHaveCount(3);
});

test("the ceremonies screen is hidden from a partner that did not create the memorial", async ({ consented: page }) => {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "demo@memorial.example", password: "memorial123" },
  });
  const { userId } = (await login.json()) as { userId: string };
  const listed = await page.request.get(`/api/profile/getAllProfilesByUser/${userId}?limit=100`);
  const { profiles } = (await listed.json()) as { profiles: Array<{ username: string; name: string }> };
  const username = profiles.find((p) => p.name === "Maria de Lourdes Ferreira Souza")!.username.replace(/^@/, "");
  await signIn(page, PARTNER.email, PARTNER.password);
  const screen = await page.goto(`/painel/${username}/cerimonias`);
  expect(screen?.status()).toBe(404);
  await expect(page.getByRole("region", { name: "Adicionar cerimônia" })).toHaveCount(0);
});
