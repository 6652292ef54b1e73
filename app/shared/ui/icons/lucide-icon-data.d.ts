import type { LucideIconData } from "lucide-react";

/**
 * lucide-react's per-icon modules (`lucide-react/icons/<name>`, typed by the package's
 * `lucide-icon.d.mts`) export the icon's drawing as `__iconData` beside its component, but the
 * package's types declare only the component. Every such module resolves to that one declaration
 * file, so this augmentation gives all of them the export, typed as lucide's own `LucideIconData`.
 */
declare module "lucide-react/icons/*" {
  export const __iconData: LucideIconData;
}
