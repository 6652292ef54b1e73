// @vitest-environment happy-dom
import * as lucide from "lucide-react";
import type { LucideProps } from "lucide-react";
import { act, createElement, createRef, type ComponentType } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as icons from "./index";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const names = Object.keys(icons) as (keyof typeof icons)[];
const lucideIcon = (name: string) => (lucide as unknown as Record<string, ComponentType<LucideProps>>)[name]!;
/** What the app's screens pass (decorative, with their class names) and a labelled use. */
const USES: LucideProps[] = [{ className: "h-5 w-5", "aria-hidden": "true" }, { "aria-label": "Fechar" }];

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

async function renderInBrowser(component: ComponentType<LucideProps>, props: LucideProps): Promise<string> {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root!.render(createElement(component, props)));
  const html = container.innerHTML;
  await act(async () => root!.unmount());
  root = undefined;
  return html;
}

describe("the app's icons in the browser", () => {
  it.each(names)("%s hydrates the server's markup as it is", async (name) => {
    const errors = vi.spyOn(console, "error");
    for (const props of USES) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(createElement(icons[name], props));
      document.body.replaceChildren(container);
      const svg = container.firstElementChild;
      const before = container.innerHTML;
      const recoverable = vi.fn();
      root = hydrateRoot(container, createElement(icons[name], props), { onRecoverableError: recoverable });
      await act(async () => {});
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.firstElementChild).toBe(svg);
      expect(container.innerHTML).toBe(before);
      expect(svg?.querySelector("path, circle, rect, line")?.namespaceURI).toBe("http://www.w3.org/2000/svg");
      await act(async () => root!.unmount());
      root = undefined;
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(names)("%s draws in the browser the DOM lucide's component draws", async (name) => {
    for (const props of USES) {
      expect(await renderInBrowser(icons[name], props)).toBe(await renderInBrowser(lucideIcon(name), props));
    }
  });

  it("gives a ref the svg element", async () => {
    const ref = createRef<SVGSVGElement>();
    const container = document.createElement("div");
    document.body.replaceChildren(container);
    root = createRoot(container);
    await act(async () => root!.render(createElement(icons.X, { ref })));
    expect(ref.current).toBe(container.querySelector("svg"));
    expect(ref.current?.getAttribute("class")).toBe("lucide lucide-x");
  });
});
