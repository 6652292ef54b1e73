import type { Page } from "@playwright/test";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";
import { messagesSentTo } from "./support/outbox";
import { topUpByCard } from "./support/wallet";

const PARTNER = { email: "parceiro@memorial.example", password: "memorial123" };

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

test("a partner sees the memorials it created, waiting for the customer, and resends an invite", async ({
  consented: page,
}) => {
  const unique = `${test.info().testId}.${test.info().retry}`.replace(/[^a-z0-9.]/gi, "");
  const honoree = `Celina Duarte ${unique.slice(0, 6)}`;
  const customer = { name: "Heitor Duarte", email: `heitor.${unique}@exemplo.com` };

  await signIn(page, PARTNER.email, PARTNER.password);
  // The demo partner's balance is shared with other specs: top it up so the Ouro plan is surely covered.
  await topUpByCard(page, 600);
  const created = await page.request.post("/api/profile/createSimplifiedProfile", {
    data: {
      profile: { name: honoree, gender: "Mulher" },
      user: { name: customer.name, email: customer.email, password: "cliente-senha-1" },
      plan: "Ouro",
      idempotencyKey: `partner-area-${unique}`.slice(0, 120),
    },
  });
  expect(created.status()).toBe(200);
  // The invite, and the request for the plaque's address the paid plan owes (decision 042).
  await expect.poll(() => messagesSentTo(customer.email)).toBe(2);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/profiles");
  const section = page.getByRole("region", { name: "Memoriais que você criou" });
  await expect(section).toBeVisible();
  await expect(page.getByText("Você ainda não administra nenhum perfil")).toHaveCount(0);
  const row = section.getByRole("listitem").filter({ hasText: honoree });
  await expect(row.getByRole("link", { name: honoree })).toBeVisible();
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText(/aguardando o cliente/i);
  await expect(row).toContainText("ainda não entrou na conta");
  await expect(row).toContainText("Plano:Ouro");
  await expect(row).toContainText(/Placa:\s*Aguardando o endereço de envio do cliente/);
  // The demo customers' memorials are here too, some already completed.
  await expect(section.getByText("Completo").first()).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await row.getByRole("button", { name: `Reenviar convite de ${honoree}` }).click();
  await expect(page.getByText("Convite reenviado ao cliente.")).toBeVisible();
  await expect.poll(() => messagesSentTo(customer.email)).toBe(3);
  await expect(row).toContainText("Convite reenviado:");

  // A second resend at once is refused, and says so beside the memorial.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("button", { name: `Reenviar convite de ${honoree}` }).click();
  await expect(row.getByRole("alert")).toHaveText(/^O convite deste memorial foi reenviado há pouco\./);
  await expect(page.getByText("Convite reenviado ao cliente.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Reenviar convite de ${honoree}` })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  expect(await messagesSentTo(customer.email)).toBe(3);
});
