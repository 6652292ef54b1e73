import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expectAccessible, expectNoHorizontalScroll, expect, test } from "./fixtures";
import { lastLinkSentTo, messageTo } from "./support/outbox";

test("a person exports their data, downloads the ZIP, then deletes the account and cannot sign in", async ({
  consented: page,
}) => {
  const email = `meus.dados.${test.info().testId}.${test.info().retry}@exemplo.com`;
  const created = await page.request.post("/api/user/registerUser", {
    data: { name: "Lia Dados", email, cellphone: "11987654321", password: "segredo123", confirmPassword: "segredo123" },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/meus-dados");
  await expect(page.getByRole("heading", { level: 1, name: "Meus dados" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Conta");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Export: the job runs on the server's queue, and the link arrives by e-mail.
  await page.getByRole("button", { name: "Exportar meus dados" }).click();
  await expect(page.getByRole("status")).toContainText("Pedido recebido");
  const link = await lastLinkSentTo(email, "/meus-dados/exportacao/");
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Baixar meus dados" })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Baixar o arquivo ZIP" }).click(),
  ]);
  const saved = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "e2e-meus-dados-")), "meus-dados.zip");
  await download.saveAs(saved);
  const zip = await fs.readFile(saved);
  expect(zip.subarray(0, 2).toString()).toBe("PK");
  if (existsSync("/usr/bin/unzip")) {
    const listing = execFileSync("/usr/bin/unzip", ["-l", saved]).toString();
    expect(listing).toContain("accounts/users.json");
    expect(execFileSync("/usr/bin/unzip", ["-t", saved]).toString()).toContain("No errors detected");
  }

  // Deletion, by keyboard: a wrong password changes nothing; the right one ends it all.
  await page.goto("/meus-dados");
  await page.getByLabel("Sua senha").fill("errada123");
  await page.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
  await page.getByLabel("Digite EXCLUIR para confirmar").press("Enter");
  await expect(page.getByRole("alert").first()).toContainText("Senha incorreta. Nada foi excluído.");
  await expectAccessible(page);
  await page.getByLabel("Sua senha").fill("segredo123");
  await page.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page).toHaveURL(/\/conta-excluida$/);
  await expect(page.getByRole("heading", { name: "Sua conta foi excluída" })).toBeVisible();
  await expectAccessible(page);
  await messageTo(email, "Sua conta foi exclu");

  const login = await page.request.post("/api/auth/login", { data: { email, password: "segredo123" } });
  expect(login.status()).toBe(401);
  await page.goto("/meus-dados");
  await expect(page).toHaveURL(/\/login/);
});
