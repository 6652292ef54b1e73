import { createElement, type ComponentProps, type ReactNode } from "react";
import type { LucideIconData, LucideProps } from "lucide-react";

/** What React's server renderer does to an attribute value (and what the browser undoes). */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/**
 * The icon's inner markup (its paths, circles, …) exactly as React renders lucide's elements:
 * lucide's drawings name their attributes as SVG does (`d`, `cx`, `x1`…), and lucide's component
 * renders only each element's own attributes (not a nested element's), as this does.
 */
function innerMarkup(node: LucideIconData["node"], nonScalingStroke: boolean): string {
  return node
    .map(([tag, attributes]) => {
      let markup = nonScalingStroke ? `<${tag} vector-effect="non-scaling-stroke"` : `<${tag}`;
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

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/**
 * A lucide icon drawn from its data (`__iconData` of `lucide-react/icons/<name>`), the same on the
 * server and in the browser: the `<svg>` lucide's component renders (attributes in its order, its
 * class names, `aria-hidden="true"` unless the icon has an accessible name, then the caller's
 * attributes) with its child elements as one string built once per icon, instead of React elements
 * built and rendered on every use (issue 22: a memorial page renders dozens of icons). Hydration
 * meets the same DOM, and no lucide code reaches a browser bundle (decision 062). The props lucide
 * computes from (size, width, height, color, strokeWidth, absoluteStrokeWidth, nonScalingStroke,
 * className, children) are computed here as lucide does; a ref reaches the `<svg>`. A
 * LucideProvider's context does not reach these icons (the app has none).
 */
export function staticIcon(icon: LucideIconData): (props: LucideProps) => ReactNode {
  const base = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias) => alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ].join(" ");
  const viewWidth = icon.size ?? icon.width ?? 24;
  const viewBox = `0 0 ${viewWidth} ${icon.size ?? icon.height ?? 24}`;
  // Built on the icon's first use, once per variant: [as drawn, with non-scaling strokes].
  const drawings: [{ __html: string }?, { __html: string }?] = [];
  const drawing = (nonScaling: boolean) => (drawings[+nonScaling] ??= { __html: innerMarkup(icon.node, nonScaling) });

  function StaticIcon(props: LucideProps): ReactNode {
    const {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className = "",
      children,
      ...rest
    } = props;
    const drawnWidth = width ?? size ?? 24;
    const attributes: ComponentProps<"svg"> & Record<string, unknown> = {
      xmlns: "http://www.w3.org/2000/svg",
      width: drawnWidth,
      height: height ?? size ?? 24,
      viewBox,
      fill: "none",
      stroke: color || "currentColor",
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth ?? 2) * Number(viewWidth)) / Number(drawnWidth)
        : (strokeWidth ?? 2),
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: mergedClassName(base, className),
      ...(children || hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
    };
    if (!children) return createElement("svg", { ...attributes, dangerouslySetInnerHTML: drawing(!!nonScalingStroke) });
    // Children (a <title>, say) follow the drawing, as in lucide's component: React elements here.
    const vectorEffect = nonScalingStroke ? { vectorEffect: "non-scaling-stroke" } : {};
    return createElement(
      "svg",
      attributes,
      ...icon.node.map(([tag, nodeAttributes]) => createElement(tag, { ...vectorEffect, ...nodeAttributes })),
      children,
    );
  }
  StaticIcon.displayName = toPascalCase(icon.name ?? "Icon");
  return StaticIcon;
}

const toPascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, char: string) => char.toUpperCase());
