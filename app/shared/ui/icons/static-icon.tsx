import { createElement, type ComponentProps, type ReactNode } from "react";
import type { LucideIcon, LucideProps } from "lucide-react";

/** One lucide icon's drawing, as lucide keeps it: its name, size and child elements. */
interface IconData {
  name?: string;
  size?: number;
  aliases?: string[];
  node: [string, Record<string, string | number>][];
}

type ForwardRefRender = { render(props: object, ref: null): { props: { icon: IconData } } };

/** What React's server renderer does to an attribute value (and what the browser undoes). */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** The icon's inner markup (its paths, circles, …) exactly as React renders lucide's elements. */
function innerMarkup(node: IconData["node"]): string {
  return node
    .map(([tag, attributes]) => {
      let markup = `<${tag}`;
      for (const [name, value] of Object.entries(attributes)) {
        if (name === "key") continue;
        markup += ` ${name}="${escapeAttribute(String(value))}"`;
      }
      return `${markup}></${tag}>`;
    })
    .join("");
}

/** lucide's own class merge (unique tokens, in order), kept per class list: they are few and static. */
const classNames = new Map<string, string>();
function mergedClassName(base: string, className: string): string {
  const key = `${base}\u0000${className}`;
  let merged = classNames.get(key);
  if (merged === undefined) {
    merged = [...new Set(`${base} ${className}`.split(/\s+/).filter(Boolean))].join(" ");
    if (classNames.size < 1000) classNames.set(key, merged);
  }
  return merged;
}

/** Props lucide computes from rather than passes on; any of them (or children) takes lucide's own path. */
const COMPUTED = ["color", "width", "height", "absoluteStrokeWidth", "nonScalingStroke", "children", "ref"] as const;

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/**
 * A lucide icon whose drawing is rendered once: the same `<svg>` (attributes in lucide's order, its
 * class names, `aria-hidden="true"` unless the icon has an accessible name) with its child elements
 * as one kept string instead of React elements built and rendered on every use (issue 22: a
 * memorial page renders dozens of icons). Props this does not compute (color, width, height,
 * absolute or non-scaling strokes, children, a ref) fall back to lucide's component, and so does a
 * surrounding LucideProvider's context, which the app does not use. In the browser it is lucide's
 * component itself.
 */
export function staticIcon(Lucide: LucideIcon): (props: LucideProps) => ReactNode {
  // Only the server renders documents: hydrated screens keep lucide's component (the same DOM) and
  // none of this code in their bundles (their JavaScript budgets, decision 053).
  if (!import.meta.env.SSR) return Lucide;
  const icon = (Lucide as unknown as ForwardRefRender).render({}, null).props.icon;
  const html = { __html: innerMarkup(icon.node) };
  const base = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`),
  ].join(" ");
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  function StaticIcon(props: LucideProps): ReactNode {
    for (const name of COMPUTED) if (props[name] !== undefined) return createElement(Lucide, props);
    const { size, strokeWidth, className = "", ...rest } = props;
    const attributes: ComponentProps<"svg"> & Record<string, unknown> = {
      xmlns: "http://www.w3.org/2000/svg",
      width: size ?? 24,
      height: size ?? 24,
      viewBox,
      fill: "none",
      stroke: "currentColor",
      strokeWidth: strokeWidth ?? 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: mergedClassName(base, className),
      ...(hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
      dangerouslySetInnerHTML: html,
    };
    return createElement("svg", attributes);
  }
  StaticIcon.displayName = Lucide.displayName;
  return StaticIcon;
}
