import { __iconData } from "lucide-react/icons/chevron-right";
import { staticIcon } from "../static-icon";

export const ChevronRight = /* @__PURE__ */ staticIcon(__iconData);
