import * as lucide from "lucide-react";
import type { LucideProps } from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./index";

/** The ways the app's pages use an icon: decorative, sized, labelled, with extra attributes. */
const USES: LucideProps[] = [
  {},
  { className: "h-5 w-5", "aria-hidden": "true" },
  { className: "h-4 w-4 flex-none text-gold", "aria-hidden": true },
  { className: " lucide  h-4 w-4 h-4 ", size: 18, strokeWidth: 1.5 },
  { "aria-label": "Fechar", role: "img" },
  { "aria-hidden": "true", focusable: "false", style: { color: "red" } } as LucideProps,
  { color: "#123456", absoluteStrokeWidth: true, width: 30 },
  { size: 16, strokeWidth: 3, absoluteStrokeWidth: true, height: 20, color: "" },
  { nonScalingStroke: true, className: "h-5 w-5" },
  { children: createElement("title", null, "Ícone"), nonScalingStroke: true },
  { children: [createElement("title", { key: "t" }, "Ícone"), "texto"] },
  { title: "Ícone", "aria-hidden": undefined } as LucideProps,
];

const render = (component: ComponentType<LucideProps>, props: LucideProps) =>
  renderToStaticMarkup(createElement(component, props));

describe("the app's icons, each drawn once", () => {
  const names = Object.keys(icons) as (keyof typeof icons)[];

  it("cover every icon the app imports", () => {
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(names)("%s renders lucide's exact markup for every use", (name) => {
    const original = (lucide as unknown as Record<string, ComponentType<LucideProps>>)[name]!;
    for (const props of USES) expect(render(icons[name], props)).toBe(render(original, props));
  });

  it("keeps the drawing inside the svg, and its name for assistive technology", () => {
    const labelled = renderToString(createElement(icons.X, { "aria-label": "Fechar" }));
    expect(labelled).toContain('aria-label="Fechar"');
    expect(labelled).not.toContain("aria-hidden");
    expect(renderToString(createElement(icons.X, {}))).toMatch(
      /^<svg [^>]*aria-hidden="true"[^>]*><path d="M18 6 6 18"><\/path>/,
    );
  });
});
