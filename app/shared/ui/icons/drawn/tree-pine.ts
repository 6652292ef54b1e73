import { TreePine as LucideTreePine } from "lucide-react";
import { staticIcon } from "../static-icon";

export const TreePine = /* @__PURE__ */ staticIcon(LucideTreePine);
