import { __iconData } from "lucide-react/icons/tree-pine";
import { staticIcon } from "../static-icon";

export const TreePine = /* @__PURE__ */ staticIcon(__iconData);
