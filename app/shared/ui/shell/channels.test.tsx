import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import Contact from "~/features/contact/contact";
import type { SiteInfo } from "~/shared/ui/seo";
import { Shell } from "./shell";

const site = (overrides: Partial<SiteInfo> = {}): SiteInfo => ({
  name: "Memorial",
  publicUrl: "http://localhost:3000",
  companyName: "Lembranças Eternas Ltda",
  companyCnpj: null,
  whatsappNumber: null,
  contactEmail: "contato@memorial.example",
  instagramUrl: null,
  exampleChannels: [],
  demo: false,
  ...overrides,
});

const DEMO = site({ exampleChannels: ["whatsapp", "instagram"] });
const CONFIGURED = site({
  whatsappNumber: "5511987654321",
  instagramUrl: "https://instagram.com/lembrancas",
  companyCnpj: "11222333000181",
});

function renderShell(info: SiteInfo): string {
  const Page = () => (
    <Shell site={info} user={null} clouds={false} hidden={false} notice={null}>
      <h1>Blog</h1>
    </Shell>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return renderToString(<Stub initialEntries={["/blog"]} />).replace(/<!-- -->/g, "");
}

function renderContact(info: SiteInfo): string {
  const Page = Contact as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <Page loaderData={{}} actionData={undefined} />, loader: () => null },
  ]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { site: info } } }} />,
  ).replace(/<!-- -->/g, "");
}

/** Every link of the page: its href and accessible name (aria-label, else its text). */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: /href="([^"]*)"/.exec(attrs!)?.[1],
    name: /aria-label="([^"]*)"/.exec(attrs!)?.[1] ?? inner!.replace(/<[^>]+>/g, "").trim(),
  }));
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";

describe("contact channels in the shell", () => {
  it("a demo without channels shows example ones, marked, that lead to no one's number or profile", () => {
    const html = renderShell(DEMO);
    const footer = footerOf(html);
    expect(links(footer)).toEqual(
      expect.arrayContaining([
        { href: "/contato#canais", name: "WhatsApp (exemplo)" },
        { href: "/contato#canais", name: "Instagram (exemplo)" },
      ]),
    );
    expect(footer).toContain("WhatsApp e Instagram de exemplo: canais ainda não configurados nesta demonstração.");
    // The floating button is there, marked, and opens the contact page instead of a chat.
    const outsideFooter = html.replace(footer, "");
    expect(links(outsideFooter)).toContainEqual({ href: "/contato#canais", name: "WhatsApp (exemplo)" });
    expect(outsideFooter).toMatch(/aria-label="WhatsApp \(exemplo\)"[\s\S]*?>exemplo<\/span><\/a>/);
    expect(html).not.toMatch(/wa\.me|instagram\.com/);
  });

  it("a configured channel is the real one, never an example", () => {
    const html = renderShell({ ...CONFIGURED, exampleChannels: [] });
    expect(links(footerOf(html))).toEqual(
      expect.arrayContaining([
        { href: "https://wa.me/5511987654321", name: "WhatsApp" },
        { href: "https://instagram.com/lembrancas", name: "Instagram" },
      ]),
    );
    expect(links(html)).toContainEqual({
      href: "https://wa.me/5511987654321?text=Ol%C3%A1!%20Gostaria%20de%20falar%20com%20a%20equipe%20do%20memorial.",
      name: "Fale conosco pelo WhatsApp",
    });
    expect(html).not.toMatch(/exemplo/i);
  });

  it("a demo with one channel configured shows only the other as an example", () => {
    const html = renderShell(site({ whatsappNumber: "5511987654321", exampleChannels: ["instagram"] }));
    const names = links(html).map((link) => link.name);
    expect(names).toContain("WhatsApp");
    expect(names).toContain("Instagram (exemplo)");
    expect(names).not.toContain("WhatsApp (exemplo)");
    expect(footerOf(html)).toContain("Instagram de exemplo: canal ainda não configurado nesta demonstração.");
  });

  it("a real site (DEMO_DATA=false) without channels shows none, and nothing example-like", () => {
    const html = renderShell(site());
    expect(links(html).map((link) => link.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/WhatsApp|Instagram/)]),
    );
    expect(html).not.toMatch(/exemplo/i);
    expect(renderContact(site())).not.toMatch(/exemplo|fictício|WhatsApp|Instagram/i);
  });

  it("the contact page lists example channels as fictitious text, not links", () => {
    const html = renderContact(DEMO);
    const list = /<ul id="canais"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(list).toContain("WhatsApp: (00) 00000-0000");
    expect(list).toContain("Instagram: @perfil-de-exemplo");
    expect(list.match(/>exemplo<\/span>/g)).toHaveLength(2);
    expect(list).toContain("Número fictício desta demonstração: o número real aparece aqui quando for configurado.");
    expect(links(list)).toEqual([{ href: "mailto:contato@memorial.example", name: "contato@memorial.example" }]);
    expect(renderContact({ ...CONFIGURED, exampleChannels: [] })).not.toMatch(/exemplo|fictício/i);
  });
});

describe("company credit in the footer", () => {
  it("names the company, with its CNPJ when configured", () => {
    expect(footerOf(renderShell(CONFIGURED))).toMatch(/© \d{4} Lembranças Eternas Ltda · CNPJ 11\.222\.333\/0001-81/);
    const without = footerOf(renderShell(DEMO));
    expect(without).toMatch(/© \d{4} Lembranças Eternas Ltda<\/p>/);
    expect(without).not.toContain("CNPJ");
  });
});
