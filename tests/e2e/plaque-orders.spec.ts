import type { Page } from "@playwright/test";
import { expectAccessible, expect, test } from "./fixtures";
import { lastLinkSentTo } from "./support/outbox";

/** The admin playwright.config.ts creates at start. */
const ADMIN = { email: "admin.e2e@memorial.example", password: "admin-e2e-senha" };

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

test("the owner's plaque address reaches the admin's list, with what to print, and is marked shipped", async ({
  consented: page,
}) => {
  await signIn(page, "demo@memorial.example", "memorial123");
  const { userId } = (await (await page.request.get("/api/auth/checkAuth")).json()) as { userId: string };
  const mine = (await (await page.request.get(`/api/profile/getAllProfilesByUser/${userId}`)).json()) as {
    profiles: { id: string; name: string; profileType: string }[];
  };
  const paid = mine.profiles.find((profile) => profile.profileType !== "Free");
  expect(paid, "the demo user administers a memorial on a paid plan").toBeDefined();
  const saved = await page.request.post("/api/profile/registerUserAddress", {
    data: {
      profile_id: paid!.id,
      user_id: userId,
      street: "Rua Marechal Deodoro, 42",
      city: "Curitiba",
      state: "Paraná",
      zip_code: "80010000",
      country: "Brasil",
    },
  });
  expect(saved.status()).toBe(200);

  // The owner is no admin: the screen refuses.
  expect((await page.goto("/admin/plaqueOrders"))?.status()).toBe(403);
  await page.request.post("/api/auth/logout");

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/account");
  await page.getByRole("link", { name: "Pedidos de placas" }).click();
  await expect(page.getByRole("heading", { name: "Pedidos de placas", level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const order = page.getByRole("listitem").filter({ hasText: paid!.name });
  await expect(order).toContainText("Rua Marechal Deodoro, 42, Curitiba - PR, 80010-000, Brasil");
  await expect(order.getByRole("link", { name: /\/qrcode\/[A-Z]{10}$/ })).toBeVisible();
  await expectAccessible(page);

  await order.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(page.getByRole("status")).toHaveText("Pedido marcado como enviado.");
  await expect(order).toHaveCount(0);
  await page.getByRole("link", { name: "Enviados" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: paid!.name })).toContainText("Enviado em");
  await expectAccessible(page);
});

/** A new family account with a Free memorial of its own (this test's alone, beside the parallel specs). */
async function familyWithMemorial(page: Page) {
  const id = `${test.info().testId.slice(0, 8)}${test.info().retry}`.toLowerCase();
  const email = `placa.${id}@exemplo.com`;
  const registered = await page.request.post("/api/user/registerUser", {
    data: {
      name: "Laura Placa",
      email,
      cellphone: "11987654321",
      password: "segredo123",
      confirmPassword: "segredo123",
    },
  });
  expect(registered.status()).toBe(201);
  const memorial = async (who: string, handle: string) => {
    const created = await page.request.post("/api/profile/registerProfile", {
      data: {
        name: who,
        username: `@${handle}`,
        gender: "Homem",
        birthDate: "1931-07-20",
        hometown: "Curitiba",
        bio: "Avô querido.",
        description: "Marceneiro.",
        profileAccess: "Public",
        nomeMaeFalecido: "Ana Placa",
        nomeConjugeMaeFalecido: "João Placa",
        cidadeNatalMaeFalecido: "Lapa",
      },
    });
    expect(created.status()).toBe(200);
    return ((await created.json()) as { id: string }).id;
  };
  return { email, memorial, id };
}

test("an upgrade that gives the plaque's address puts it in 'A enviar'; a plan assigned without one waits in 'Aguardando endereço' and e-mails the family", async ({
  consented: page,
}) => {
  test.slow();
  const family = await familyWithMemorial(page);
  const handle = `placa${family.id}`;
  const honoree = `Olavo Placa ${family.id}`;
  await family.memorial(honoree, handle);

  await page.goto(`/upgradeProfile/${handle}`);
  await page.getByRole("link", { name: "Escolher Platina" }).click();
  await expect(page.getByRole("heading", { name: "Endereço da placa" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Rua, número e complemento" }).fill("Rua XV de Novembro, 700");
  await page.getByRole("textbox", { name: "Cidade" }).fill("Curitiba");
  await page.getByRole("textbox", { name: "CEP" }).fill("80020310");
  await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Paraná" });
  await page.getByRole("button", { name: "Salvar endereço e continuar" }).click();
  await expect(
    page.getByText("A placa QR será enviada para Rua XV de Novembro, 700, Curitiba - PR, 80020-310."),
  ).toBeVisible();

  // Paid by PIX, settled by the sandbox: the plaque is now to print and send.
  const phone = page.getByRole("textbox", { name: "Celular" });
  await phone.fill("");
  await phone.pressSequentially("11987654321");
  await page.getByRole("textbox", { name: "CPF ou CNPJ" }).pressSequentially("52998224725");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("tab", { name: "PIX" }).click();
  await page.getByRole("button", { name: "Gerar PIX de R$ 750,00" }).click();
  await page.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();

  // A second memorial of the family, given a plan by an admin, with no address yet.
  const waitingName = `Dirce Placa ${family.id}`;
  const waitingHandle = `espera${family.id}`;
  const waitingId = await family.memorial(waitingName, waitingHandle);
  await page.request.post("/api/auth/logout");
  await signIn(page, ADMIN.email, ADMIN.password);
  const assigned = await page.request.post(`/api/profile/assignPlan/${waitingId}`, {
    data: { profileType: "Ouro", reason: "Cortesia da funerária parceira" },
  });
  expect(assigned.status()).toBe(200);

  await page.goto("/admin/plaqueOrders");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("listitem").filter({ hasText: honoree })).toContainText(
    "Rua XV de Novembro, 700, Curitiba - PR, 80020-310, Brasil",
  );
  await page.getByRole("link", { name: /^Aguardando endereço \(\d+\)$/ }).click();
  await expect(page.getByRole("link", { name: /^Aguardando endereço/ })).toHaveAttribute("aria-current", "page");
  const waiting = page.getByRole("listitem").filter({ hasText: waitingName });
  await expect(waiting).toContainText("Aguardando o endereço da família");
  await expect(waiting.getByRole("button", { name: "Marcar como enviado" })).toHaveCount(0);
  await expectAccessible(page);

  // The family was asked for it by e-mail, with the memorial panel's plaque section.
  const link = await lastLinkSentTo(family.email, "/painel/");
  expect(link).toMatch(new RegExp(`/painel/${waitingHandle}#placa$`));
});
