import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsentGate } from "./consent-gate";

function render(consented: boolean, siteName = "Jardim da Saudade"): string {
  const Gate = () => (
    <ConsentGate consented={consented} siteName={siteName} policy={null}>
      {(hidden) => <main hidden={hidden}>Página</main>}
    </ConsentGate>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Gate }]);
  return renderToString(<Stub initialEntries={["/blog"]} />).replace(/<!-- -->/g, "");
}

const dialogOf = (html: string) => /<div[^>]*role="dialog"[\s\S]*?<\/form><\/div>/.exec(html)?.[0] ?? "";

describe("consent dialog", () => {
  it("says whose site it is, with the logo, above the terms", () => {
    const dialog = dialogOf(render(false));
    expect(dialog).toMatch(/<svg[^>]*data-logo[^>]*>[\s\S]*<\/svg><span>Jardim da Saudade<\/span>/);
    expect(dialog.indexOf("Jardim da Saudade")).toBeLessThan(dialog.indexOf("Privacidade e termos de uso"));
    // The dialog is still named by its title, not by the brand line.
    expect(dialog).toContain('aria-labelledby="consent-title"');
    expect(dialog).toContain('<input type="hidden" name="redirectTo" value="/blog"/>');
  });

  it("is not in the page once the visitor consented", () => {
    const html = render(true);
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain("Jardim da Saudade");
    expect(html).toContain("<main>Página</main>");
  });
});
