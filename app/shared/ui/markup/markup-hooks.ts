/**
 * The contract between the server-rendered markup and the enhancement scripts of the public pages
 * (docs/decisions/011): every `data-*` hook and element id that both sides use is named here once,
 * so a renamed hook is a type error on both sides instead of a script that silently finds nothing.
 *
 * Markup: `<details {...hook(HOOK.menu)}>`, `<form {...hook(HOOK.liveSearch, "#resultados")}>`.
 * Scripts: `document.querySelector(selector(HOOK.menu))`, `hookValue(form, HOOK.liveSearch)`; they
 * import the names with `import * as HOOK from "./hook-names"` so esbuild inlines each one used.
 */
import * as HOOK from "./hook-names";
import * as ID from "./element-ids";

export { HOOK, ID };

/** A hook's attribute name. */
export type HookName = (typeof HOOK)[keyof typeof HOOK];

/** The id of a memorial tab's panel (`painel-sobre`, `painel-galeria`). */
export const tabPanelId = (tab: string): string => `painel-${tab}`;

/** The id of a form field's input, and of its message (`campo-email`, `campo-email-error`). */
export const fieldId = (name: string): string => `campo-${name}`;
export const fieldErrorId = (inputId: string): string => `${inputId}-error`;

/**
 * JSX props that mark an element with a hook. `true` (the default) renders the bare marker
 * (`data-menu=""`); `undefined` or `false` leaves it out.
 */
export function hook<N extends HookName>(
  name: N,
  ...value: [] | [string | number | boolean | undefined]
): { [K in N]?: string | number } {
  const given = value.length === 0 ? true : value[0];
  const rendered = given === true ? "" : given === false ? undefined : given;
  return { [name]: rendered } as { [K in N]?: string | number };
}

/** The CSS selector of a hook, optionally restricted to one element type (`form[data-live]`). */
export function selector(name: HookName, element = ""): string {
  return `${element}[${name}]`;
}

/** The hook's value on an element, or undefined when it is not marked. */
export function hookValue(element: Element, name: HookName): string | undefined {
  return element.getAttribute(name) ?? undefined;
}
