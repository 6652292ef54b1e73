// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import PartnerRegister from "~/features/accounts/partner-register";
import Register from "~/features/accounts/register";
import ResetPassword from "~/features/accounts/reset-password";
import { byLabel, leave, messageOf, mount, submit, type } from "./dom-test-support";
import { enhanceForms } from "./forms";

/** A route module's page as React Router renders it, without action data. */
function page(Component: unknown, loaderData: unknown = null): React.ReactElement {
  const Page = Component as React.ComponentType<{ actionData: undefined; loaderData: unknown }>;
  return <Page actionData={undefined} loaderData={loaderData} />;
}

function registrationPage() {
  mount(page(Register, { loginHref: "/login" }));
  enhanceForms();
  const form = document.querySelector("form")!;
  return { form, button: form.querySelector<HTMLButtonElement>("button[type=submit]")! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("registration (spec part 1 §3, §5)", () => {
  it("enables the submit once the e-mail and both passwords are valid, whatever the other fields hold", () => {
    const { button } = registrationPage();
    expect(button.disabled).toBe(true);
    type(byLabel("E-mail"), "ana@exemplo.com");
    type(byLabel("Senha"), "segredo123");
    expect(button.disabled).toBe(true);
    type(byLabel("Confirmar senha"), "segredo124");
    expect(button.disabled).toBe(true);
    type(byLabel("Confirmar senha"), "segredo123");
    expect(button.disabled).toBe(false);
    type(byLabel("E-mail"), "ana@");
    expect(button.disabled).toBe(true);
  });

  it("submitting with an empty cellphone shows 'Insira um número de celular válido.' and sends nothing", () => {
    const { form, button } = registrationPage();
    type(byLabel("Nome completo"), "Ana Lima");
    type(byLabel("E-mail"), "ana@exemplo.com");
    type(byLabel("Senha"), "segredo123");
    type(byLabel("Confirmar senha"), "segredo123");
    expect(button.disabled).toBe(false);
    expect(submit(form)).toBe(false);
    expect(messageOf(byLabel("Celular"))).toBe("Insira um número de celular válido.");
    expect(byLabel("Celular").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(byLabel("Celular"));
    expect(form.querySelector<HTMLElement>("[role=alert]")!.hidden).toBe(false);
  });

  it("checks the cellphone when it is left: 11 digits formatted, anything else cleared with the spec's message", () => {
    registrationPage();
    const phone = byLabel("Celular");
    type(phone, "1198765");
    leave(phone);
    expect(messageOf(phone)).toBe("O número de celular deve ter 11 dígitos, incluindo o DDD.");
    expect(phone.value).toBe("");
    type(phone, "11987654321");
    leave(phone);
    expect(phone.value).toBe("(11) 98765-4321");
    expect(messageOf(phone)).toBe("");
  });

  it("says when the passwords are short or differ, on leaving the field", () => {
    registrationPage();
    type(byLabel("Senha"), "curta");
    leave(byLabel("Senha"));
    expect(messageOf(byLabel("Senha"))).toBe("A senha deve ter pelo menos 8 caracteres!");
    type(byLabel("Senha"), "segredo123");
    type(byLabel("Confirmar senha"), "segredo124");
    leave(byLabel("Confirmar senha"));
    expect(messageOf(byLabel("Confirmar senha"))).toBe("As senhas são diferentes!");
  });

  it("reveals the password toggle and shows the password on demand", () => {
    registrationPage();
    const toggle = document.querySelector<HTMLButtonElement>("button[aria-label='Mostrar senha']")!;
    expect(toggle.hidden).toBe(false);
    toggle.click();
    expect(byLabel("Senha").type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    toggle.click();
    expect(byLabel("Senha").type).toBe("password");
  });

  it("sends a valid form once: the button then shows progress and cannot be pressed again", () => {
    vi.useFakeTimers();
    const { form, button } = registrationPage();
    type(byLabel("Nome completo"), "Ana Lima");
    type(byLabel("E-mail"), "ana@exemplo.com");
    type(byLabel("Celular"), "11987654321");
    type(byLabel("Senha"), "segredo123");
    type(byLabel("Confirmar senha"), "segredo123");
    expect(submit(form)).toBe(true);
    vi.runAllTimers();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Cadastrando...");
  });
});

describe("other public forms", () => {
  it("partner registration formats the CNPJ as typed and gates on the e-mail and passwords too", () => {
    mount(page(PartnerRegister));
    enhanceForms();
    const button = document.querySelector<HTMLButtonElement>("button[type=submit]")!;
    type(byLabel("CNPJ"), "11222333000181");
    expect(byLabel("CNPJ").value).toBe("11.222.333/0001-81");
    type(byLabel("E-mail"), "contato@funeraria.com");
    type(byLabel("Senha"), "parceiro123");
    type(byLabel("Confirmar senha"), "parceiro123");
    expect(button.disabled).toBe(false);
  });

  it("partner registration keeps a refused cellphone as typed, with its message, to be corrected", () => {
    mount(page(PartnerRegister));
    enhanceForms();
    const phone = byLabel("Celular");
    type(phone, "1198765432");
    leave(phone);
    expect(messageOf(phone)).toBe("O número de celular deve ter 11 dígitos, incluindo o DDD.");
    expect(phone.value).toBe("1198765432");
    type(phone, "11987654321");
    leave(phone);
    expect(phone.value).toBe("(11) 98765-4321");
    expect(messageOf(phone)).toBe("");
  });

  it("the new-password form stays gated on all its fields", () => {
    mount(page(ResetPassword, { email: "ana@exemplo.com", token: "abc" }), "/resetPassword?token=abc");
    enhanceForms();
    const button = document.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(button.disabled).toBe(true);
    type(byLabel("Nova senha"), "senhanova1");
    expect(button.disabled).toBe(true);
    type(byLabel("Confirmar nova senha"), "senhanova1");
    expect(button.disabled).toBe(false);
  });
});
