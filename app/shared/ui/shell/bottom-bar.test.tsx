import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BottomBar } from "./bottom-bar";

function renderAt(path: string): string {
  const Stub = createRoutesStub([{ path: "*", Component: BottomBar }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe("bottom bar", () => {
  it("links the five account shortcuts of the spec", () => {
    const html = renderAt("/wallet");
    for (const href of ["/wallet", "/profiles", "/", "/homenagens", "/account-settings"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it.each([
    ["/wallet", "Carteira"],
    ["/profiles", "Perfis"],
    ["/", "Início"],
    ["/account-settings", "Conta"],
  ])("marks %s as the active tab", (path, label) => {
    const html = renderAt(path);
    const current = html.match(/<a[^>]*aria-current="page"[^>]*>.*?<\/a>/g) ?? [];
    expect(current).toHaveLength(1);
    expect(current[0]).toContain(`>${label}</span>`);
  });
});
