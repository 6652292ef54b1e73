import { __iconData } from "lucide-react/icons/plus";
import { staticIcon } from "../static-icon";

export const Plus = /* @__PURE__ */ staticIcon(__iconData);
