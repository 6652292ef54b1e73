/**
 * The enhancement scripts of the public pages (docs/decisions/011). `shell` runs on every page;
 * a route lists the others it needs in `handle.enhance`, and they are inlined in this order (the
 * memorial page's attendance dialog relies on the live validation's submit listener running first).
 * Each name has its entry in `app/enhance/entries/<name>.ts`.
 */
export const ENHANCE_MODULES = ["forms", "live-search", "carousel", "location", "memorial", "payment-status"] as const;

export type EnhanceModule = (typeof ENHANCE_MODULES)[number];

export const SHELL_MODULE = "shell";

/** The modules a page runs, in inlining order: the shell, then what its routes asked for. */
export function modulesFor(requested: Iterable<EnhanceModule>): Array<EnhanceModule | typeof SHELL_MODULE> {
  const wanted = new Set(requested);
  return [SHELL_MODULE, ...ENHANCE_MODULES.filter((name) => wanted.has(name))];
}
