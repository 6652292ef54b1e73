import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteInfo } from "~/shared/ui/seo";
import { Navbar } from "./navbar";
import type { ShellUser } from "./shell";

const site: SiteInfo = {
  name: "Memorial",
  publicUrl: "http://localhost:3000",
  companyName: "Memorial Ltda",
  companyCnpj: null,
  whatsappNumber: null,
  contactEmail: "contato@memorial.example",
  instagramUrl: null,
  exampleChannels: [],
  demo: false,
};

function render(user: ShellUser | null = null): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <Navbar site={site} user={user} /> }]);
  return renderToString(<Stub initialEntries={["/blog"]} />).replace(/<!-- -->/g, "");
}

/** The slide-in menu's panel, where the search form lives. */
const menuPanelOf = (html: string) => html.slice(html.indexOf("data-menu-panel"));

describe("navbar", () => {
  it("links both searches from 1024 px up", () => {
    const html = render();
    for (const [path, label] of [
      ["/searchProfiles", "Memoriais"],
      ["/searchCemeteries", "Cemitérios"],
    ]) {
      const item = html.match(new RegExp(`<li class="([^"]*)"><a[^>]*href="${path}"[^>]*>(.*?)</a>`))!;
      expect(item[1]).toBe("hidden lg:block");
      expect(item[2]).toContain(label);
    }
  });

  it("offers in the menu one search box, a GET form with a button per search and no script", () => {
    const panel = menuPanelOf(render());
    const form = panel.match(/<form[^>]*>[\s\S]*?<\/form>/)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/searchProfiles"');
    expect(form).toContain('role="search"');
    expect(form).toMatch(/<label for="menu-busca"[^>]*>Pesquisar memoriais ou cemitérios<\/label>/);
    const input = form.match(/<input id="menu-busca"[^>]*>/)![0];
    expect(input).toContain('type="search"');
    expect(input).toContain('name="busca"');
    // Enter submits with the first button: memorials; the second button sends the same box to cemeteries.
    const buttons = form.match(/<button[^>]*>[^<]*<\/button>/g)!;
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatch(/type="submit"[^>]*>Memoriais</);
    expect(buttons[0]).not.toContain("formAction");
    expect(buttons[1]).toMatch(/formAction="\/searchCemeteries"[^>]*>Cemitérios</);
    expect(form).not.toContain("<script");
  });

  it("greets by the name it is given (a partner's company name)", () => {
    const html = render({ id: "u1", greetingName: "Funerária Paz Eterna", type: "partner" });
    expect(html).toMatch(/<span data-greeting[^>]*>Olá, Funerária Paz Eterna!<\/span>/);
  });
});
