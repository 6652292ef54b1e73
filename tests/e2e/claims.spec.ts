import type { Page } from "@playwright/test";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  expect,
  gzippedScriptBytes,
  taskScreenBudget,
  test,
} from "./fixtures";
import { messageTo } from "./support/outbox";

/** The admin playwright.config.ts creates at start. */
const ADMIN = { email: "admin.e2e@memorial.example", password: "admin-e2e-senha" };

/**
 * Neusa's memorial (scripts/seed/claims.ts): its answers are known to the demo seed and its
 * administrator, a partner's customer, never signed in, so the admins may approve a claim at once.
 */
const MEMORIAL = { username: "neusa.terezinha.machado", name: "Neusa Terezinha Machado" };
const ANSWERS = {
  motherName: "zulmira terezinha machado",
  motherSpouse: "OSVALDO  MACHADO",
  motherHometown: "pelotas",
};

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

test("a relative claims a memorial with its security questions and a site admin approves it", async ({
  consented: page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = `parente.${test.info().testId}.${test.info().retry}@exemplo.com`.toLowerCase();
  const created = await page.request.post("/api/user/registerUser", {
    data: {
      name: "Carla Prado",
      email,
      cellphone: "51998765432",
      password: "segredo123",
      confirmPassword: "segredo123",
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/profile/${MEMORIAL.username}`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Reivindicar este memorial" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reivindicar o memorial de ${MEMORIAL.name}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expectAccessible(page);

  // A wrong answer: refused without saying which.
  await page.getByLabel("Nome completo da mãe do homenageado").fill(ANSWERS.motherName);
  await page.getByLabel("Nome do último cônjuge da mãe do homenageado").fill(ANSWERS.motherSpouse);
  await page.getByLabel("Cidade natal da mãe do homenageado").fill("Porto Alegre");
  await page.getByLabel("Seu nome completo").fill("Carla Machado Prado");
  await page.getByLabel("Parentesco com o homenageado").selectOption("Filha");
  await page.getByLabel("Celular").fill("51998765432");
  await page.getByLabel("Como você comprova o parentesco").fill("Sou a filha caçula; tenho a certidão de nascimento.");
  await page.getByRole("button", { name: "Enviar reivindicação" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "As respostas não conferem" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The right answers, typed with other case and spacing.
  await page.getByLabel("Cidade natal da mãe do homenageado").fill(ANSWERS.motherHometown);
  await page.getByRole("button", { name: "Enviar reivindicação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reivindicação enviada" })).toBeVisible();
  await expectAccessible(page);
  // The relative is no site admin: the review queue refuses them.
  expect((await page.goto("/admin/reivindicacoes"))?.status()).toBe(403);
  await page.request.post("/api/auth/logout");

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/account");
  await page.getByRole("link", { name: "Reivindicações de memoriais" }).click();
  const claim = page.getByRole("listitem").filter({ hasText: "Carla Machado Prado" });
  await expect(claim).toContainText("certidão de nascimento");
  await expect(claim).toContainText("não tem administrador ativo");
  await expectAccessible(page);
  await claim.getByLabel("Nota da decisão").fill("Parentesco conferido por telefone.");
  await claim.getByRole("button", { name: "Aprovar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reivindicação aprovada." })).toBeVisible();
  await page.getByRole("link", { name: "Aprovada" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Carla Machado Prado" })).toContainText(
    "Memorial transferido",
  );

  // The claimant hears the outcome by e-mail (the job queue sends it).
  await messageTo(email, "foi transferido para voc");
});

/** Stanislaw's memorial (scripts/seed/claims.ts) is administered by Patrícia, an active demo account. */
const OBJECTED = { username: "stanislaw.kowalski", name: "Stanislaw Kowalski" };
const PATRICIA = { email: "patricia.kowalski@email.example", password: "memorial123" };

test("the memorial's administrator objects by the e-mailed link, and the admin, told it is too early, rejects", async ({
  consented: page,
}) => {
  const email = `primo.${test.info().testId}.${test.info().retry}@exemplo.com`.toLowerCase();
  const created = await page.request.post("/api/user/registerUser", {
    data: {
      name: "Bruno Kowalski",
      email,
      cellphone: "21998765432",
      password: "segredo123",
      confirmPassword: "segredo123",
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/reivindicar/${OBJECTED.username}`);
  expect(await gzippedScriptBytes(page, `/reivindicar/${OBJECTED.username}`)).toBeLessThanOrEqual(
    taskScreenBudget("/reivindicar/:username"),
  );
  await page.getByLabel("Nome completo da mãe do homenageado").fill("Halina Kowalska");
  await page.getByLabel("Nome do último cônjuge da mãe do homenageado").fill("Jan Kowalski");
  await page.getByLabel("Cidade natal da mãe do homenageado").fill("cracovia");
  await page.getByLabel("Seu nome completo").fill("Bruno Kowalski Neto");
  await page.getByLabel("Parentesco com o homenageado").selectOption("Primo");
  await page.getByLabel("Celular").fill("21998765432");
  await page.getByLabel("Como você comprova o parentesco").fill("Sou primo; conheço a família de Cracóvia.");
  await page.getByRole("button", { name: "Enviar reivindicação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reivindicação enviada" })).toBeVisible();
  await page.request.post("/api/auth/logout");

  // Patrícia is e-mailed the link to object (the job queue sends it).
  const mail = await messageTo(PATRICIA.email, "Bruno Kowalski Neto");
  const link = /https?:\/\/[^\s"<>]+\/reivindicacoes\/[0-9a-f-]+\/contestar/.exec(mail)![0];
  await signIn(page, PATRICIA.email, PATRICIA.password);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await gzippedScriptBytes(page, new URL(link).pathname)).toBeLessThanOrEqual(
    taskScreenBudget("/reivindicacoes/:claimId/contestar"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reivindicação do memorial de ${OBJECTED.name}`);
  await page.getByRole("button", { name: "Contestar reivindicação" }).click();
  await expect(page.getByText("Escreva o motivo da contestação.")).toBeVisible();
  await page.getByLabel("Por que você contesta este pedido?").fill("Não temos primos com este nome.");
  await page.getByRole("button", { name: "Contestar reivindicação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contestação registrada" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.request.post("/api/auth/logout");

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/reivindicacoes");
  expect(await gzippedScriptBytes(page, "/admin/reivindicacoes")).toBeLessThanOrEqual(
    taskScreenBudget("/admin/reivindicacoes"),
  );
  const claim = page.getByRole("listitem").filter({ hasText: "Bruno Kowalski Neto" });
  await expect(claim).toContainText("Não temos primos com este nome.");
  await claim.getByLabel("Nota da decisão").fill("Aguardando.");
  await claim.getByRole("button", { name: "Aprovar" }).click();
  await expect(claim.getByRole("alert")).toContainText(
    "só é possível aprovar quando o memorial não tem administrador ativo",
  );
  await claim.getByLabel("Nota da decisão").fill("Contestado pela família; parentesco não comprovado.");
  await claim.getByRole("button", { name: "Recusar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reivindicação recusada." })).toBeVisible();
  await expectAccessible(page);
  await messageTo(email, "foi recusado");
});
