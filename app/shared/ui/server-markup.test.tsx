// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerMarkup } from "./server-markup";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.replaceChildren();
});

/** The server's page: the content is rendered inside the island. */
function serverHtml(name: string): string {
  vi.stubEnv("SSR", true);
  const html = renderToString(
    <div>
      <ServerMarkup name={name}>
        <footer>
          <a href="/contato">Contato</a> · CNPJ 11.222.333/0001-81
        </footer>
      </ServerMarkup>
    </div>,
  );
  vi.unstubAllEnvs();
  return html;
}

/** The browser's tree: the island with no content (its code is not in the browser bundle). */
const browserTree = (name: string) => (
  <div>
    <ServerMarkup name={name}>{null}</ServerMarkup>
  </div>
);

describe("ServerMarkup", () => {
  it("keeps the server's markup when React hydrates the page, without a hydration error", async () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml("footer-hydrated");
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, browserTree("footer-hydrated"), { onRecoverableError: errors }));
    });
    expect(errors).not.toHaveBeenCalled();
    const link = container.querySelector<HTMLAnchorElement>('[data-server-markup="footer-hydrated"] footer a');
    expect(link?.getAttribute("href")).toBe("/contato");
    expect(container.textContent).toContain("CNPJ 11.222.333/0001-81");
  });

  it("puts the markup read at hydration back when the island mounts again in the browser", async () => {
    const hydrated = document.createElement("div");
    hydrated.innerHTML = serverHtml("footer-again");
    document.body.append(hydrated);
    await act(async () => {
      roots.push(hydrateRoot(hydrated, browserTree("footer-again")));
    });
    // An error boundary replaced the tree: the island is mounted anew, with no server markup under it.
    const fresh = document.createElement("div");
    document.body.append(fresh);
    const root = createRoot(fresh);
    roots.push(root);
    await act(async () => root.render(browserTree("footer-again")));
    expect(fresh.querySelector("footer a")?.textContent).toBe("Contato");
  });

  it("lays its content out as a child of its parent (display: contents)", () => {
    expect(serverHtml("layout")).toMatch(/<div data-server-markup="layout" class="contents"><footer>/);
  });
});
