import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormFailure } from "~/shared/http/form-state";
import { PARTNER_REGISTRATION, PERSONAL_REGISTRATION, RegistrationForm } from "./registration-form";

function html(props: Parameters<typeof RegistrationForm>[0]) {
  const router = createMemoryRouter([{ path: "*", element: <RegistrationForm {...props} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const names = (page: string) => [...page.matchAll(/<input[^>]* name="([^"]+)"/g)].map((m) => m[1]);
const inputNamed = (page: string, name: string) => page.match(new RegExp(`<input[^>]* name="${name}"[^>]*>`))?.[0];

describe("the registration form of /register and /partner-register", () => {
  it("asks a person for their name and a company also for its CNPJ, in the same form otherwise", () => {
    const personal = html({ kind: PERSONAL_REGISTRATION, failed: undefined, loginHref: "/login" });
    const partner = html({ kind: PARTNER_REGISTRATION, failed: undefined, loginHref: "/login" });
    expect(names(personal)).toEqual(["name", "email", "cellphone", "password", "confirmPassword"]);
    expect(names(partner)).toEqual(["name", "document", "email", "cellphone", "password", "confirmPassword"]);
    expect(personal).toContain("Nome completo");
    expect(inputNamed(personal, "name")).toContain('autoComplete="name"');
    expect(partner).toContain("Nome da empresa");
    expect(inputNamed(partner, "name")).toContain('autoComplete="organization"');
    expect(personal).toMatch(/<button[^>]*type="submit"[^>]*>Cadastrar<\/button>/);
    expect(partner).toMatch(/<button[^>]*type="submit"[^>]*>Cadastrar empresa<\/button>/);
  });

  it("links to signing in and to the other registration", () => {
    const personal = html({ kind: PERSONAL_REGISTRATION, failed: undefined, loginHref: "/login?redirectTo=%2Fx" });
    expect(personal).toContain('href="/login?redirectTo=%2Fx"');
    expect(personal).toMatch(/É uma funerária\?.*href="\/partner-register"[^>]*>Cadastro de parceiro/);
    const partner = html({ kind: PARTNER_REGISTRATION, failed: undefined, loginHref: "/login" });
    expect(partner).toMatch(/Não é uma empresa\?.*href="\/register"[^>]*>Cadastro pessoal/);
  });

  it("keeps what was typed after a refusal and shows each field's message", () => {
    const failed: FormFailure = {
      ok: false,
      values: { name: "Funerária Paz", document: "11222333000181", email: "paz@exemplo.com" },
      errors: { document: "CNPJ inválido." },
      formError: "Não foi possível cadastrar.",
    };
    const page = html({ kind: PARTNER_REGISTRATION, failed, loginHref: "/login" });
    expect(page).toContain('value="Funerária Paz"');
    expect(page).toContain('value="11222333000181"');
    expect(page).toContain("CNPJ inválido.");
    expect(page).toContain("Não foi possível cadastrar.");
  });
});
