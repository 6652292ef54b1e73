/**
 * Browser bundles take from lucide-react only its icons' drawings (`__iconData` of
 * `lucide-react/icons/<name>`, decision 062). Each of those modules also makes lucide's component
 * at its top level (`const Camera = createLucideIcon(__iconData)`), a call Rollup keeps, with all
 * of lucide's runtime behind it, unless told the call is pure: then a module read only for its
 * drawing brings nothing else.
 */
export const LUCIDE_PURE_FUNCTIONS = ["createLucideIcon"];

/** lucide-react's modules but the icons' own (`icons/<name>.mjs`): what no browser chunk carries. */
export const lucideRuntime = (id: string): boolean => /\/lucide-react\/dist\/esm\/(?!icons\/)/.test(id);
