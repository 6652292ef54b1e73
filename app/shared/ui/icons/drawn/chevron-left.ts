import { __iconData } from "lucide-react/icons/chevron-left";
import { staticIcon } from "../static-icon";

export const ChevronLeft = /* @__PURE__ */ staticIcon(__iconData);
