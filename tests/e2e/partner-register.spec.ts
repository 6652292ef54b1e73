import { DEMO_PARTNER } from "../../scripts/seed/data/users";
import { cnpjCheckDigits } from "../../app/shared/validation/cnpj";
import { expect, expectAccessible, test } from "./fixtures";

/** A CNPJ of its own per run (valid check digits), so the spec can be run again on the same data. */
function freshCnpj(): string {
  const base = String(Date.now()).slice(-8).padStart(8, "0") + "0001";
  return base + cnpjCheckDigits(base);
}

test("partner registration keeps what was typed through a refused phone and a refused submit, then succeeds", async ({
  consented: page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/partner-register");
  const phone = page.getByRole("textbox", { name: "Celular" });
  await page.getByRole("textbox", { name: "Nome da empresa" }).fill("Funerária Boa Esperança");
  await page.getByRole("textbox", { name: "CNPJ" }).fill(freshCnpj());
  // The e-mail of an account that exists already: the server refuses the whole form.
  await page.getByRole("textbox", { name: "E-mail" }).fill(DEMO_PARTNER.email);

  // A phone one digit short: the message shows and what was typed stays to be corrected.
  await phone.fill("1198765432");
  await phone.blur();
  await expect(page.getByText("O número de celular deve ter 11 dígitos, incluindo o DDD.")).toBeVisible();
  await expect(phone).toHaveValue("1198765432");
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("1");
  await phone.blur();
  await expect(phone).toHaveValue("(11) 98765-4321");

  await page.getByLabel("Senha", { exact: true }).fill("senha-forte-123");
  await page.getByLabel("Confirmar senha").fill("senha-forte-123");
  await page.getByRole("button", { name: "Cadastrar empresa" }).click();

  // Refused by the server: everything typed is still there but the passwords.
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(phone).toHaveValue(/\(11\) 98765-4321|11987654321/);
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(DEMO_PARTNER.email);
  await expect(page.getByRole("textbox", { name: "Nome da empresa" })).toHaveValue("Funerária Boa Esperança");
  await expectAccessible(page);

  // Recovers: an e-mail of its own and the passwords again, and the account is created.
  await page.getByRole("textbox", { name: "E-mail" }).fill(`parceiro.${Date.now()}@memorial.example`);
  await page.getByLabel("Senha", { exact: true }).fill("senha-forte-123");
  await page.getByLabel("Confirmar senha").fill("senha-forte-123");
  await page.getByRole("button", { name: "Cadastrar empresa" }).click();
  await expect(page).toHaveURL(/\/profiles\?aviso=cadastro$|\/profiles$/);
});
